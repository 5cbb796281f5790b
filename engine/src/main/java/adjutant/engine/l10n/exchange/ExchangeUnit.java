package adjutant.engine.l10n.exchange;

import java.util.List;

/**
 * One segment as handed to a translator.
 *
 * @param target         the translation, null when there is none (an English copy counts as none)
 * @param fuzzy          whether the translation may not follow the current English
 * @param previousSource the English it was confirmed against, when that has changed since
 */
public record ExchangeUnit(String game, String id, String source, String target, boolean fuzzy, String previousSource,
                           List<Note> notes) {
    public ExchangeUnit {
        notes = List.copyOf(notes);
    }
}
