package adjutant.generator.hunt;

import adjutant.engine.hunt.Names;
import adjutant.engine.l10n.Catalog;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.util.Map;

/**
 * The kit's visible strings in one language, from {@code data/hunt/i18n/<lang>.yaml}. A key
 * missing from the catalogue is a bug in the kit, so it fails loudly instead of printing
 * the key on paper. Every string passes through {@link Glyphs#printable}.
 */
final class Texts {
    private final Catalog catalog;
    private final String lang;

    Texts(Catalog catalog, String lang) {
        this.catalog = catalog;
        this.lang = lang;
    }

    String lang() {
        return lang;
    }

    String get(String key) {
        if (!catalog.has(lang, key) && !catalog.has(Catalog.FALLBACK, key)) {
            throw new IllegalStateException("string '" + key + "' is missing from data/hunt/i18n/" + lang + ".yaml");
        }
        return Glyphs.printable(catalog.text(lang, key));
    }

    /** An ICU MessageFormat pattern with named arguments. */
    String format(String key, Map<String, Object> args) {
        return new MessageFormat(get(key), new ULocale(lang)).format(args);
    }

    /** A name from the data (card title, hex, port) in this language. */
    String of(Names names) {
        return Glyphs.printable(names.in(lang));
    }
}
