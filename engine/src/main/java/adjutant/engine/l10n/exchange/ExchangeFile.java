package adjutant.engine.l10n.exchange;

import adjutant.engine.l10n.TranslationUpdate;
import java.util.List;

/** What a translator sent back: the target language and the translations, in file order. */
public record ExchangeFile(String lang, List<TranslationUpdate> updates) {
    public ExchangeFile {
        updates = List.copyOf(updates);
    }
}
