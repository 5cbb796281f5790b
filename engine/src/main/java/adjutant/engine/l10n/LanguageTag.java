package adjutant.engine.l10n;

import com.ibm.icu.util.ULocale;

/**
 * Language codes as they come from users and translators' files ({@code trgLang}, a PO
 * {@code Language:} header, {@code --lang}): a code names files ({@code i18n/<lang>.yaml}), so
 * only a well-formed BCP 47 tag that ICU reads back to the same tag is taken — never a path.
 */
public final class LanguageTag {
    private LanguageTag() {}

    /** Why {@code tag} is not a usable language code, or null when it is one. */
    public static String problem(String tag) {
        if (tag == null || tag.isBlank())
            return "the language code is empty (expected a BCP 47 tag such as pl, cs, pt-BR)";
        String shown = tag.length() > 40 ? tag.substring(0, 40) + "…" : tag;
        // gettext and Java write de_DE; BCP 47 writes de-DE: say so rather than only refuse
        if (tag.indexOf('_') > 0 && !tag.equals(tag.replace('_', '-'))) {
            String dashed = ULocale.forLanguageTag(tag.replace('_', '-')).toLanguageTag();
            if (problem(dashed) == null && dashed.equalsIgnoreCase(tag.replace('_', '-'))) {
                return "'" + shown + "' is not a BCP 47 language tag: write '" + dashed
                        + "' (a hyphen, not an underscore)";
            }
        }
        // The file-name pattern first: it alone keeps '/', '.', '\' and the like out of paths.
        if (!Catalog.isLanguageName(tag))
            return "'" + shown + "' is not a language code (expected a BCP 47 tag such as pl, cs, pt-BR)";
        ULocale l = ULocale.forLanguageTag(tag);
        String back = l.toLanguageTag();
        if (l.getLanguage().isEmpty() || back.equals("und") || !back.equalsIgnoreCase(tag)) {
            return "'" + shown + "' is not a well-formed BCP 47 language tag (ICU reads it as '" + back
                    + "'; expected e.g. pl, cs, pt-BR)";
        }
        if (!back.equals(tag)) return "'" + shown + "' must be written '" + back + "' (BCP 47 letter case)";
        return null;
    }

    /** The language's name in English ("Polish", "Portuguese (Brazil)"), for headers and messages. */
    public static String englishName(String tag) {
        return ULocale.forLanguageTag(tag).getDisplayName(ULocale.ENGLISH);
    }
}
