package adjutant.engine.l10n.exchange;

import adjutant.engine.l10n.TranslationUpdate;
import java.util.List;

/**
 * What a translator sent back: the target language, the translations in file order, and notes on
 * readings that required a choice (a translated PO header: where the language was taken from).
 */
public record ExchangeFile(String lang, List<TranslationUpdate> updates, List<String> notes) {
    public ExchangeFile {
        updates = List.copyOf(updates);
        notes = List.copyOf(notes);
    }

    public ExchangeFile(String lang, List<TranslationUpdate> updates) {
        this(lang, updates, List.of());
    }
}
