package adjutant.generator;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.IcuFormat;
import adjutant.generator.layout.Typesetting;
import java.util.Map;

/**
 * A kit's visible strings in one language, from {@code data/<game>/i18n/<lang>.yaml}.
 * A key missing from the catalogue fails the build with the file to fix instead of printing the
 * key on paper. Shared by the kits; a kit whose font lacks some characters of its
 * strings overrides {@link #printable}.
 */
public class KitTexts {
    private final String game;
    private final Catalog catalog;
    private final String lang;

    public KitTexts(String game, Catalog catalog, String lang) {
        this.game = game;
        this.catalog = catalog;
        this.lang = lang;
    }

    public String lang() {
        return lang;
    }

    public String get(String key) {
        if (!catalog.has(lang, key) && !catalog.has(Catalog.FALLBACK, key)) {
            // a variant's strings are a copy of its family's: one made before the family gained a string lacks it
            throw new BadInputException(new Problem(
                    "data/" + game + "/i18n/" + Catalog.FALLBACK + ".yaml",
                    0,
                    0,
                    "expected the string '" + key + "', which the kit prints (a variant made from another game: copy it"
                            + " from that game's i18n files)"));
        }
        return Typesetting.text(printable(catalog.text(lang, key)), lang);
    }

    /** A string as the kit can print it; as it is unless a kit says otherwise. */
    protected String printable(String text) {
        return text;
    }

    /** An ICU MessageFormat pattern with named arguments ({@code {count, plural, …}}). */
    public String format(String key, Map<String, Object> args) {
        get(key); // says which file lacks it
        return Typesetting.text(
                IcuFormat.format(game, catalog, lang, key, printable(catalog.text(lang, key)), args), lang);
    }

    /** Every string of the language (English where a translation is missing), for a template's {@code t[...]}. */
    public Map<String, String> all() {
        return catalog.all(lang);
    }
}
