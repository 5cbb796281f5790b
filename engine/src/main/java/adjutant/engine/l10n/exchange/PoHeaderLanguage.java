package adjutant.engine.l10n.exchange;

import adjutant.engine.data.Problem;
import adjutant.engine.l10n.LanguageTag;
import com.ibm.icu.util.ULocale;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The language of a PO file. OmegaT offers the PO header as a segment, so a translator may hand it
 * back translated: "Language: Deutsch", or "Sprache: Deutsch" with no {@code Language:} left. Such a
 * header is not refused: a language's name is read as its code, and with no {@code Language:} at all
 * the command's {@code --lang} or the file's name ({@code hunt-de.po}, {@code de.po}) says it — each
 * such reading noted for the user. A code that is wrong rather than translated ({@code de_DE},
 * {@code ../x}) is still refused, with the spelling to use.
 */
final class PoHeaderLanguage {
    private static final Pattern NAMED = Pattern.compile("(?:^|.*[-_.])([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)$");

    private PoHeaderLanguage() {}

    /** The language; problems and notes are added to the lists (null returned after a problem). */
    static String resolve(
            String said, String given, String shown, int line, List<Problem> problems, List<String> notes) {
        if (given != null && LanguageTag.problem(given) != null) {
            problems.add(new Problem(shown, 0, 0, "--lang: " + LanguageTag.problem(given)));
            return null;
        }
        String lang = said;
        if (said != null && !said.isEmpty() && LanguageTag.problem(said) != null) {
            String named = byName(said);
            if (named == null) {
                problems.add(new Problem(shown, line, 1, "Language: " + LanguageTag.problem(said)));
                return null;
            }
            notes.add(shown + ":" + line + ": the header's Language: \"" + said
                    + "\" names a language, not its code (a translated header?): read as " + named);
            lang = named;
        }
        if (lang == null || lang.isEmpty()) {
            String fromName = fromFileName(shown);
            lang = given != null ? given : fromName;
            if (lang == null) {
                problems.add(new Problem(
                        shown,
                        line,
                        1,
                        "the header has no 'Language:' field (translated in the CAT tool?): which language is this?"
                                + " Give it as --lang, or name the file after it (hunt-de.po)"));
                return null;
            }
            notes.add(shown + ":" + line
                    + ": the header has no 'Language:' field (translated in the CAT tool?): the language is " + lang
                    + (given != null ? ", as --lang says" : ", from the file's name"));
        }
        if (given != null && !given.equals(lang)) {
            problems.add(new Problem(
                    shown,
                    line,
                    1,
                    "the header says Language: " + lang + ", but --lang says " + given + ": which is it?"));
            return null;
        }
        return lang;
    }

    /** The code of a language named in English or in itself ("German", "Deutsch", "čeština"), or null. */
    static String byName(String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        for (String code : ULocale.getISOLanguages()) {
            ULocale l = new ULocale(code);
            if (l.getDisplayLanguage(ULocale.ENGLISH).toLowerCase(Locale.ROOT).equals(wanted)
                    || l.getDisplayLanguage(l).toLowerCase(Locale.ROOT).equals(wanted)) {
                return LanguageTag.problem(code) == null ? code : null;
            }
        }
        return null;
    }

    /** The language a file's name ends in ({@code hunt-de.po}, {@code de.po}, {@code hunt.pt-BR.po}) when ICU knows it, else null. */
    static String fromFileName(String shown) {
        String name = shown.substring(Math.max(shown.lastIndexOf('/'), shown.lastIndexOf('\\')) + 1)
                .replaceFirst("\\.[^.]*$", "");
        Matcher m = NAMED.matcher(name);
        if (!m.matches() || LanguageTag.problem(m.group(1)) != null) return null;
        String code = m.group(1);
        ULocale l = ULocale.forLanguageTag(code);
        return l.getDisplayLanguage(ULocale.ENGLISH).equalsIgnoreCase(l.getLanguage()) ? null : code;
    }
}
