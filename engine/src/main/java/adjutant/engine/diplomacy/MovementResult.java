package adjutant.engine.diplomacy;

import java.util.List;

/**
 * A movement phase adjudicated. {@code next} is the retreat phase (with
 * {@link Position.Dislodged} units and their retreat options) when a dislodged unit has
 * somewhere to go; otherwise Fall movement after Spring, or the adjustment phase after Fall
 * with supply centre ownership updated. A dislodged unit with nowhere to go is removed at
 * once; its verdict says {@link Reason.NoRetreatPossible}.
 */
public record MovementResult(List<Verdict> verdicts, Position next) implements PhaseResult {
    public MovementResult {
        verdicts = List.copyOf(verdicts);
    }
}
