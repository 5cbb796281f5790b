package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Map;

/**
 * An adjustment phase adjudicated. {@code owed} is what each power had to do: builds
 * owed (positive) or units to remove (negative), supply centres minus units.
 * {@code next} is Spring movement of the following year.
 */
public record AdjustmentResult(List<Verdict> verdicts, Position next, Map<String, Integer> owed)
        implements PhaseResult {
    public AdjustmentResult {
        verdicts = List.copyOf(verdicts);
        owed = Map.copyOf(owed);
    }
}
