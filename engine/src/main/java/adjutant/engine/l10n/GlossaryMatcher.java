package adjutant.engine.l10n;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds glossary terms in English text and their agreed forms in a translation.
 *
 * <p>English: the term or an English variant as a whole word, a regular ending allowed
 * (support, supports, supporting); abbreviations (all capitals) only as written, forms of
 * one or two letters never (an "A" is mostly an article), and a capitalised match followed by
 * another capitalised word is a name ("Port Arthur"), not the term. A term marked
 * {@code [[id|…]]} counts as present whatever its words.
 *
 * <p>Translation: the agreed form or a listed variant, or a word with the same stem — each
 * word of a form with its final vowels dropped, when at least four letters remain
 * (armáda → armád-: armádě, armádami). Czech declines nouns in seven cases; the glossary
 * lists the forms that change their stem, the stem covers the rest.
 */
public final class GlossaryMatcher {
    private static final String VOWELS = "aeiouyáéíóúůýěAEIOUYÁÉÍÓÚŮÝĚ";
    private static final int MIN_STEM = 4;

    private final Glossary glossary;
    private final Map<String, List<Pattern>> english = new LinkedHashMap<>();

    public GlossaryMatcher(Glossary glossary) {
        this.glossary = glossary;
        for (Glossary.Term t : glossary.terms()) {
            List<Pattern> ps = new ArrayList<>();
            for (String f : t.accepted(Catalog.FALLBACK)) {
                if (f.strip().length() < 3) continue;
                boolean abbreviation = f.equals(f.toUpperCase(java.util.Locale.ROOT)) && !f.equals(f.toLowerCase(java.util.Locale.ROOT));
                ps.add(word(words(f, false) + (abbreviation ? "" : "(?:s|es|'s|d|ed|ing)?"), !abbreviation));
            }
            english.put(t.id(), ps);
        }
    }

    /** The terms an English text uses, in glossary order. */
    public List<Glossary.Term> termsIn(String source) {
        String visible = InlineCodes.visibleText(source);
        List<String> marked = InlineCodes.termMarks(source);
        List<Glossary.Term> out = new ArrayList<>();
        for (Glossary.Term t : glossary.terms()) {
            if (marked.contains(t.id()) || english.get(t.id()).stream().anyMatch(p -> foundOutsideNames(p, visible))) out.add(t);
        }
        return out;
    }

    /** Whether {@code translation} uses the term's form in {@code lang}, a variant, or a word of the same stem. */
    public boolean usedIn(Glossary.Term term, String lang, String translation) {
        List<String> forms = term.accepted(lang);
        if (forms.isEmpty()) return true; // the glossary has no form for this language yet: nothing to hold it to
        String visible = InlineCodes.visibleText(translation);
        for (String f : forms) {
            if (f.isBlank()) continue;
            boolean abbreviation = f.strip().length() <= 2 && f.equals(f.toUpperCase(java.util.Locale.ROOT));
            if (word(words(f, !abbreviation), !abbreviation).matcher(visible).find()) return true;
        }
        return false;
    }

    private static boolean foundOutsideNames(Pattern p, String text) {
        Matcher m = p.matcher(text);
        while (m.find()) {
            boolean capital = Character.isUpperCase(m.group().charAt(0));
            if (!(capital && text.substring(m.end()).matches("(?s)\\s+\\p{Lu}.*") && m.start() > 0 && !sentenceStart(text, m.start()))) {
                return true;
            }
        }
        return false;
    }

    private static boolean sentenceStart(String text, int at) {
        String before = text.substring(0, at).stripTrailing();
        return before.isEmpty() || ".!?:;\n".indexOf(before.charAt(before.length() - 1)) >= 0;
    }

    /** The words of a form as a regex, whitespace flexible; with {@code stems}, each long word also as its stem. */
    private static String words(String form, boolean stems) {
        List<String> parts = new ArrayList<>();
        for (String w : form.strip().split("\\s+")) {
            String stem = w;
            while (stems && !stem.isEmpty() && VOWELS.indexOf(stem.charAt(stem.length() - 1)) >= 0) stem = stem.substring(0, stem.length() - 1);
            parts.add(stems && stem.length() >= MIN_STEM && stem.codePoints().allMatch(Character::isLetter)
                    ? Pattern.quote(stem) + "\\p{L}*" : Pattern.quote(w));
        }
        return String.join("\\s+", parts);
    }

    private static Pattern word(String body, boolean ignoreCase) {
        int flags = ignoreCase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0;
        return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + body + ")(?![\\p{L}\\p{N}])", flags);
    }
}
