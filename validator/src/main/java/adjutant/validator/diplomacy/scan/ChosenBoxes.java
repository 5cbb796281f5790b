package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanRow;
import java.util.Collection;
import java.util.List;

/**
 * A row of a scannable sheet with its boxes chosen for sure (on the desk's phone form, say,
 * rather than marked in ink): the same rules as a scan turn the choice into an order line, or
 * say what is missing ({@code scan.ask.<key>} in the game's messages).
 */
public final class ChosenBoxes {
    private final RowRules rules;

    public ChosenBoxes(DipMap map, Position position) {
        this.rules = new RowRules(map, position);
    }

    /** {@code [order, question key, what it names]}: the order, or the question; both null when nothing is chosen. */
    public String[] read(ScanRow row, Collection<ScanBox> chosen) {
        List<BoxReading> boxes = row.boxes().stream()
                .map(b -> new BoxReading(
                        b,
                        chosen.contains(b) ? 1 : 0,
                        0,
                        chosen.contains(b) ? BoxReading.State.MARKED : BoxReading.State.BLANK))
                .toList();
        return rules.read(row, boxes);
    }
}
