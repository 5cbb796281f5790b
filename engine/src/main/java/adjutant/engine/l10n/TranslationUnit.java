package adjutant.engine.l10n;

/**
 * A segment in one language: the translation (null when there is none), the English
 * it was confirmed against (null when no one confirmed it), and what the translator said of it
 * last: {@code mark} fuzzy, reviewed or final (null: plainly translated) and a comment.
 */
public record TranslationUnit(Segment segment, String target, String confirmedSource, String mark, String comment) {
    public TranslationUnit(Segment segment, String target, String confirmedSource) {
        this(segment, target, confirmedSource, null, null);
    }

    public String id() {
        return segment.id();
    }

    public UnitState state() {
        if (target == null || target.isEmpty()) return UnitState.MISSING;
        if ("fuzzy".equals(mark)) return UnitState.NEEDS_WORK;
        if (confirmedSource == null) {
            return target.equals(segment.source()) ? UnitState.MISSING : UnitState.UNCONFIRMED;
        }
        return SourceText.same(confirmedSource, segment.source()) ? UnitState.TRANSLATED : UnitState.CHANGED;
    }

    /** Whether there is a translation text to check or export (even if fuzzy). */
    public boolean hasTarget() {
        return state() != UnitState.MISSING;
    }

    /** Reviewed or final, as the translator last marked it, and still following the current English. */
    public String reviewMark() {
        return state() == UnitState.TRANSLATED && ("reviewed".equals(mark) || "final".equals(mark)) ? mark : null;
    }
}
