package adjutant.desk;

import java.util.List;
import java.util.Map;

/**
 * How far the desk's own words ({@code desk/i18n/<lang>.properties}) are translated into a
 * language, for {@code l10n status}: a word the language's file lacks shows in English.
 *
 * @param missing the keys the English has and the language has not, in key order
 */
public record DeskWordsStatus(String lang, int total, List<String> missing) {
    /** Where the words live in the source tree, as {@code l10n status} shows it. */
    public static final String FOLDER = "desk/src/main/resources/desk/i18n/";

    public static DeskWordsStatus of(String lang) {
        Map<String, String> en = UiText.load("en");
        Map<String, String> own = UiText.load(lang);
        List<String> missing = en.keySet().stream()
                .filter(k -> own.getOrDefault(k, "").isBlank())
                .toList();
        return new DeskWordsStatus(lang, en.size(), missing);
    }

    public int translated() {
        return total - missing.size();
    }

    public String file() {
        return FOLDER + lang + ".properties";
    }
}
