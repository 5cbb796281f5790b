package adjutant.engine.l10n;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problem;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** ICU MessageFormat over a game's strings: a placeholder ICU cannot read is bad data, named with its file and place. */
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
            String in = strings.has(lang, key) ? lang : Catalog.FALLBACK;
            throw new BadInputException(unreadable(game, strings, in, key, e));
        }
    }

    /**
     * The strings of {@code langs} (and of English, which every language falls back to) that ICU cannot
     * read as a message, each at its place: what a build refuses before it writes anything.
     */
    public static List<Problem> faults(String game, Catalog strings, Collection<String> langs) {
        Set<String> all = new LinkedHashSet<>();
        all.add(Catalog.FALLBACK);
        all.addAll(langs);
        List<Problem> out = new ArrayList<>();
        for (String lang : all) {
            if (!strings.languages().contains(lang)) continue;
            for (String key : strings.keys()) {
                if (!strings.has(lang, key)) continue;
                try {
                    new MessageFormat(strings.text(lang, key), ULocale.forLanguageTag(lang));
                } catch (IllegalArgumentException e) {
                    out.add(unreadable(game, strings, lang, key, e));
                }
            }
        }
        return out;
    }

    private static Problem unreadable(
            String game, Catalog strings, String lang, String key, IllegalArgumentException e) {
        // worded as adjutant check words the faults of stored translations (SegmentCheck)
        String message = "not a valid ICU message: " + e.getMessage() + " (i18n:" + key + ")";
        Node at = strings.place(lang, key);
        if (at != null) return new Problem(at.file(), at.line(), at.column(), message);
        return new Problem("data/" + game + "/i18n/" + lang + ".yaml", 0, 0, message);
    }
}
