package adjutant.engine.diplomacy;

import java.util.List;

/**
 * The outcome of one order: its status and why, as data ({@link Reason} records carry
 * their places). A succeeding order may still carry remarks, e.g. {@link Reason.WrongUnitType}.
 * Units that got no order get a verdict for the default order (hold in movement, disband
 * in retreat, a civil-disorder removal in adjustment) with {@link Reason.NoOrderGiven}
 * or {@link Reason.CivilDisorderRemoval}.
 */
public record Verdict(Order order, Status status, List<Reason> reasons) {
    public Verdict {
        reasons = List.copyOf(reasons);
    }

    public boolean succeeded() {
        return status == Status.SUCCEEDS;
    }

    /** Whether one of the reasons is of the given kind. */
    public boolean has(Class<? extends Reason> kind) {
        return reasons.stream().anyMatch(kind::isInstance);
    }
}
