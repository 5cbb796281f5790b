package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** What one adjudicated phase gives: a verdict per order and the position that follows. */
public sealed interface PhaseResult permits MovementResult, RetreatResult, AdjustmentResult {
    /** Supply centres a power must control to win (seed 003: 18 of the 34). */
    int VICTORY_CENTRES = 18;

    List<Verdict> verdicts();

    Position next();

    /** The power that controls {@value #VICTORY_CENTRES} or more supply centres in the next position. */
    default Optional<String> winner() {
        Map<String, Integer> count = new TreeMap<>();
        next().owners().values().forEach(p -> count.merge(p, 1, Integer::sum));
        return count.entrySet().stream().filter(e -> e.getValue() >= VICTORY_CENTRES).map(Map.Entry::getKey).findFirst();
    }
}
