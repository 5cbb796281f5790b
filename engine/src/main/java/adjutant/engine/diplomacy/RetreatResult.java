package adjutant.engine.diplomacy;

import java.util.List;

/**
 * A retreat phase adjudicated: {@code next} is Fall movement after Spring, or the
 * adjustment phase after Fall with supply centre ownership updated.
 */
public record RetreatResult(List<Verdict> verdicts, Position next) implements PhaseResult {
    public RetreatResult {
        verdicts = List.copyOf(verdicts);
    }
}
