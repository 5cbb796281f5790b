package adjutant.engine.portarthur;

import adjutant.engine.l10n.Catalog;
import java.util.Map;

/** Picking a name in the reader's language, falling back to English, then the id. */
final class LocalName {
    private LocalName() {}

    static String pick(Map<String, String> names, String lang, String id) {
        String n = names.get(lang);
        if (n == null) n = names.get(Catalog.FALLBACK);
        return n == null ? id : n;
    }
}
