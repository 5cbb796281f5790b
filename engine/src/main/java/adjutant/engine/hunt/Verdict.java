package adjutant.engine.hunt;

import java.util.Optional;

/** Whether an action was allowed; when not, the {@link Reason} (and nothing changed). */
public record Verdict(Optional<Reason> reason) {
    private static final Verdict OK = new Verdict(Optional.empty());

    public static Verdict ok() {
        return OK;
    }

    public static Verdict illegal(Reason r) {
        return new Verdict(Optional.of(r));
    }

    public boolean legal() {
        return reason.isEmpty();
    }
}
