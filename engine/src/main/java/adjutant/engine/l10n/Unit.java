package adjutant.engine.l10n;

/**
 * A segment in one language: the translation (null when there is none) and the English
 * it was confirmed against (null when no one confirmed it).
 */
public record Unit(Segment segment, String target, String confirmedSource) {
    public String id() {
        return segment.id();
    }

    public UnitState state() {
        if (target == null || target.isEmpty()) return UnitState.MISSING;
        if (confirmedSource == null) {
            return target.equals(segment.source()) ? UnitState.MISSING : UnitState.UNCONFIRMED;
        }
        return SourceText.same(confirmedSource, segment.source()) ? UnitState.TRANSLATED : UnitState.CHANGED;
    }

    /** Whether there is a translation text to check or export (even if fuzzy). */
    public boolean hasTarget() {
        return state() != UnitState.MISSING;
    }
}
