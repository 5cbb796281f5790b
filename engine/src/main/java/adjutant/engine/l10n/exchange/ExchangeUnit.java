package adjutant.engine.l10n.exchange;

import java.util.List;

/**
 * One segment as handed to a translator.
 *
 * @param target         the translation, null when there is none (an English copy counts as none)
 * @param fuzzy          whether the translation may not follow the current English
 * @param previousSource the English it was confirmed against, when that has changed since
 * @param review         reviewed or final when the translator last marked it so (null otherwise)
 * @param comment        the translator's own comment, given back as it came (null when none)
 */
public record ExchangeUnit(
        String game,
        String id,
        String source,
        String target,
        boolean fuzzy,
        String previousSource,
        List<Note> notes,
        String review,
        String comment) {
    public ExchangeUnit {
        notes = List.copyOf(notes);
    }

    /** The XLIFF 2.0 segment state: initial (missing or fuzzy), translated, reviewed or final. */
    String state() {
        if (target == null || fuzzy) return "initial";
        return review == null ? "translated" : review;
    }
}
