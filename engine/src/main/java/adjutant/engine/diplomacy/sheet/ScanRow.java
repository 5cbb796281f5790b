package adjutant.engine.diplomacy.sheet;

import adjutant.engine.diplomacy.Unit;
import adjutant.engine.geometry.Box;
import java.util.List;

/**
 * One line of choices on a sheet: a unit's movement order, a dislodged unit's retreat, the
 * builds on one free home centre, or a unit's removal. {@code unit} is null for a build row;
 * {@code site} is the province of the row (the unit's, or the centre built on).
 * {@code bounds} is the area a reader crops to show the row to a person.
 */
public record ScanRow(
        String id, Kind kind, Unit unit, String site, Box bounds, List<ScanBox> boxes, List<Caption> captions) {
    public enum Kind {
        MOVEMENT,
        RETREAT,
        BUILD,
        REMOVE
    }

    public ScanRow {
        boxes = List.copyOf(boxes);
        captions = List.copyOf(captions);
    }
}
