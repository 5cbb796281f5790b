package adjutant.validator;

import adjutant.engine.l10n.Catalog;
import java.util.Map;

/**
 * A finding's sentence in the reader's language: the i18n string of its key with each
 * placeholder filled by {@link #word}, which each game renders its own way (sides, hexes,
 * ship names…).
 */
public abstract class FindingWords {
    private final Catalog strings;
    private final String lang;

    protected FindingWords(Catalog strings, String lang) {
        this.strings = strings;
        this.lang = lang;
    }

    public final String lang() {
        return lang;
    }

    public final String t(String key) {
        return strings.text(lang, key);
    }

    /** The i18n string {@code key} with every {@code {name}} replaced by its rendered argument. */
    public final String message(String key, Map<String, Object> args) {
        return FindingText.fill(t(key), args, this::word);
    }

    /** An argument named {@code name} as the reader should see it. */
    public abstract String word(String name, Object value);
}
