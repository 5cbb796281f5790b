package adjutant.validator.portarthur;

import adjutant.engine.portarthur.GameResult;
import java.util.Comparator;
import java.util.List;

/**
 * The checker's verdict on a sheet: how many written lines it compared with the rules,
 * those that disagree (in file order), and the game's result when the sheet reaches its end.
 */
public record SheetReport(String file, int checks, List<Disagreement> disagreements, int finalDp, GameResult result) {
    public SheetReport {
        disagreements = disagreements.stream()
                .sorted(Comparator.comparingInt(Disagreement::line).thenComparingInt(Disagreement::column))
                .toList();
    }

    /** How many distinct lines disagree (a line may break more than one rule). */
    public int wrongLines() {
        return (int)
                disagreements.stream().mapToInt(Disagreement::line).distinct().count();
    }

    public boolean agrees() {
        return disagreements.isEmpty();
    }
}
