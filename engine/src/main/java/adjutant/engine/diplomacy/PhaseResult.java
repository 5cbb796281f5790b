package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Optional;

/** What one adjudicated phase gives: a verdict per order and the position that follows. */
public sealed interface PhaseResult permits MovementResult, RetreatResult, AdjustmentResult {
    List<Verdict> verdicts();

    Position next();

    /** Who has won in the next position: a power with the map's centres to win, or a player ({@link Victory}). */
    default Optional<Victory> winner(DipMap map) {
        return Victory.of(map, next());
    }
}
