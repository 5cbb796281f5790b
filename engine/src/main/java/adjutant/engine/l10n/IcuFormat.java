package adjutant.engine.l10n;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;

/** ICU MessageFormat over a game's strings: a placeholder ICU cannot read is bad data, named with its file. */
public final class IcuFormat {
    private IcuFormat() {}

    /**
     * Formats {@code pattern} (the string {@code key} of {@code strings} in {@code lang}); {@code args}
     * is a map of named or an array of numbered arguments.
     */
    public static String format(String game, Catalog strings, String lang, String key, String pattern, Object args) {
        try {
            return new MessageFormat(pattern, ULocale.forLanguageTag(lang)).format(args);
        } catch (IllegalArgumentException e) {
            String file = "data/" + game + "/i18n/" + (strings.has(lang, key) ? lang : Catalog.FALLBACK) + ".yaml";
            throw new BadInputException(new Problem(file, 0, 0, "string '" + key + "' has a placeholder that cannot be read ("
                    + e.getMessage() + "); 'adjutant l10n check' lists such strings"));
        }
    }
}
