package adjutant.engine.l10n;

import adjutant.engine.l10n.GlossaryMatcher.Use;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@link GlossaryMatcher} as it was written first, each form's regex run over the whole text and
 * each match's surroundings read by more regexes: slow, and plainly what the matcher means. The
 * matcher must find what this finds ({@link GlossaryMatcherSameResultsTest}).
 */
final class ReferenceGlossaryMatcher {
    private static final String VOWELS = "aeiouyáéíóúůýěAEIOUYÁÉÍÓÚŮÝĚ";
    private static final int MIN_STEM = 4;
    /** Joined negation: Czech and Slovak write "ne" onto the verb or adjective (nevytlačí, nepodporovaná). */
    private static final Map<String, String> NEGATION = Map.of("cs", "ne", "sk", "ne");
    /** Soft consonants written without the caron before i, í, ě (loď → lodi, lodě). */
    private static final String SOFT = "ďťňĎŤŇ";

    private static final String HARD = "dtnDTN";

    private final Glossary glossary;
    private static final Set<String> DETERMINERS = Set.of(
            "The", "A", "An", "This", "That", "Each", "Every", "No", "Its", "Their", "Your", "Our", "His", "Her", "Any",
            "All", "Some");
    private static final Pattern PREVIOUS_WORD = Pattern.compile("\\p{Lu}\\p{Ll}+\\s+$");

    private final Map<String, List<Pattern>> english = new LinkedHashMap<>();
    private final Map<String, List<Pattern>> ordinary = new LinkedHashMap<>();
    /** By language, then term id: the patterns of {@link #usedIn}, made once for {@link #uses}. */
    private final Map<String, Map<String, List<Pattern>>> translated = new ConcurrentHashMap<>();

    ReferenceGlossaryMatcher(Glossary glossary) {
        this.glossary = glossary;
        for (Glossary.Term t : glossary.terms()) {
            boolean noun = t.pos().equals("noun");
            List<Pattern> ps = new ArrayList<>();
            for (String f : t.accepted(Catalog.FALLBACK)) {
                if (f.strip().length() < 3) continue;
                boolean abbreviation = f.equals(f.toUpperCase(Locale.ROOT)) && !f.equals(f.toLowerCase(Locale.ROOT));
                String endings = abbreviation ? "" : noun ? "(?:s|es|'s)?" : "(?:s|es|'s|d|ed|ing)?";
                ps.add(word(words(f, false, ""), !abbreviation, endings));
            }
            english.put(t.id(), ps);
            ordinary.put(
                    t.id(),
                    t.ordinary().stream()
                            .map(o -> word(words(o, false, ""), true, ""))
                            .toList());
        }
    }

    /** The terms an English text uses, in glossary order. */
    public List<Glossary.Term> termsIn(String source) {
        String visible = InlineCodes.visibleText(source);
        List<String> marked = InlineCodes.termMarks(source);
        Map<String, List<int[]>> found = new LinkedHashMap<>();
        for (Glossary.Term t : glossary.terms()) found.put(t.id(), occurrences(t, visible));
        List<Glossary.Term> out = new ArrayList<>();
        for (Glossary.Term t : glossary.terms()) {
            if (marked.contains(t.id()) || found.get(t.id()).stream().anyMatch(at -> !insideLonger(at, found)))
                out.add(t);
        }
        return out;
    }

    /**
     * Every use of a term in a text in {@code lang}, in text order and not overlapping: in English as
     * {@link #termsIn} finds them, in another language the forms {@link #usedIn} accepts (so Czech
     * inflected forms count), outside names. A term inside a longer one's match belongs to that one.
     */
    public List<Use> uses(String text, String lang) {
        Map<String, List<int[]>> found = new LinkedHashMap<>();
        for (Glossary.Term t : glossary.terms()) {
            found.put(
                    t.id(),
                    lang.equals(Catalog.FALLBACK)
                            ? occurrences(t, text)
                            : occurrences(translatedPatterns(lang).get(t.id()), text));
        }
        List<Use> all = new ArrayList<>();
        found.forEach((id, spans) -> {
            for (int[] at : spans) if (!insideLonger(at, found)) all.add(new Use(id, at[0], at[1]));
        });
        all.sort(Comparator.comparingInt(Use::start).thenComparingInt(u -> -u.end()));
        List<Use> out = new ArrayList<>();
        for (Use u : all)
            if (out.isEmpty() || u.start() >= out.get(out.size() - 1).end()) out.add(u);
        return out;
    }

    private Map<String, List<Pattern>> translatedPatterns(String lang) {
        return translated.computeIfAbsent(lang, l -> {
            Map<String, List<Pattern>> byTerm = new LinkedHashMap<>();
            for (Glossary.Term t : glossary.terms()) {
                List<Pattern> ps = new ArrayList<>();
                for (String f : t.accepted(l)) {
                    // As in English, a form of one or two letters is mostly another word ("a", "i"), unless an
                    // abbreviation.
                    if (f.strip().length() >= 3 || f.strip().length() == 2 && f.equals(f.toUpperCase(Locale.ROOT)))
                        ps.add(translatedForm(f, l));
                }
                byTerm.put(t.id(), ps);
            }
            return byTerm;
        });
    }

    private static List<int[]> occurrences(List<Pattern> patterns, String text) {
        List<int[]> out = new ArrayList<>();
        for (Pattern p : patterns) {
            Matcher m = p.matcher(text);
            while (m.find()) if (!inName(text, m)) out.add(new int[] {m.start(), m.end()});
        }
        return out;
    }

    /** A translated form as {@link #usedIn} matches it: its stem with any ending, an abbreviation only as written. */
    private static Pattern translatedForm(String f, String lang) {
        boolean abbreviation = f.strip().length() <= 2 && f.equals(f.toUpperCase(Locale.ROOT));
        String negation = abbreviation ? "" : NEGATION.getOrDefault(lang, "");
        return word(words(f, !abbreviation, negation), !abbreviation, "");
    }

    /** Where a term occurs as the term: outside names and the term's ordinary phrases, a noun term not as a verb. */
    private List<int[]> occurrences(Glossary.Term t, String text) {
        List<int[]> ordinarySpans = new ArrayList<>();
        for (Pattern o : ordinary.get(t.id())) {
            Matcher m = o.matcher(text);
            while (m.find()) ordinarySpans.add(new int[] {m.start(), m.end()});
        }
        List<int[]> out = new ArrayList<>();
        for (Pattern p : english.get(t.id())) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                int[] at = {m.start(), m.end()};
                if (inName(text, m) || ordinarySpans.stream().anyMatch(o -> within(at, o))) continue;
                if (t.pos().equals("noun") && EnglishUse.isVerb(text, m.start(), m.group())) continue;
                out.add(at);
            }
        }
        return out;
    }

    /** A term inside a longer one ("speed" in "squadron speed", "area" in "sea area") is part of that one. */
    private static boolean insideLonger(int[] at, Map<String, List<int[]>> found) {
        return found.values().stream()
                .flatMap(List::stream)
                .anyMatch(o -> within(at, o) && o[1] - o[0] > at[1] - at[0]);
    }

    private static boolean within(int[] inner, int[] outer) {
        return outer[0] <= inner[0] && inner[1] <= outer[1];
    }

    /** Whether {@code translation} uses the term's form in {@code lang}, a variant, or a word of the same stem. */
    public boolean usedIn(Glossary.Term term, String lang, String translation) {
        List<String> forms = term.accepted(lang);
        if (forms.isEmpty()) return true; // the glossary has no form for this language yet: nothing to hold it to
        String visible = InlineCodes.visibleText(translation);
        for (String f : forms) {
            if (!f.isBlank() && translatedForm(f, lang).matcher(visible).find()) return true;
        }
        return false;
    }

    /**
     * Whether a capitalised match belongs to a name: followed by another capitalised word ("Port
     * Arthur"), or inside a sentence by a capital ("Force H") or preceded by a capitalised word
     * ("the Baltic Sea", "Vladivostok Squadron"; not "The fleet"). At a sentence start a single
     * capital after it is an order code ("Hold H").
     */
    private static boolean inName(String text, Matcher m) {
        if (!Character.isUpperCase(m.group().charAt(0))) return false;
        String after = text.substring(m.end());
        if (after.matches("(?s)\\s+\\p{Lu}\\p{Ll}.*")) return true;
        if (after.matches("(?s)\\s+\\p{Lu}.*") && m.start() > 0 && !sentenceStart(text, m.start()))
            return true; // "Force H"
        Matcher prev = PREVIOUS_WORD.matcher(text.substring(0, m.start()));
        return prev.find()
                && !(sentenceStart(text, prev.start())
                        && DETERMINERS.contains(prev.group().strip()));
    }

    private static boolean sentenceStart(String text, int at) {
        String before = text.substring(0, at).stripTrailing();
        return before.isEmpty() || ".!?:;\n".indexOf(before.charAt(before.length() - 1)) >= 0;
    }

    /**
     * The words of a form as a regex, whitespace flexible; with {@code stems}, each long word also
     * as its stem, and each word also with the language's joined negation ({@code ne}vytlačí).
     */
    private static String words(String form, boolean stems, String negation) {
        String neg = negation.isEmpty() ? "" : "(?:" + Pattern.quote(negation) + ")?";
        List<String> parts = new ArrayList<>();
        for (String w : form.strip().split("\\s+")) {
            String stem = stems ? stem(w, !negation.isEmpty()) : w;
            int last = w.isEmpty() ? -1 : SOFT.indexOf(w.charAt(w.length() - 1));
            if (!stems) parts.add(Pattern.quote(w));
            else if (stem.length() >= MIN_STEM && stem.codePoints().allMatch(Character::isLetter))
                parts.add(neg + Pattern.quote(stem) + "\\p{L}*");
            else if (last >= 0)
                parts.add(neg + "(?:" + Pattern.quote(w) + "|"
                        + Pattern.quote(w.substring(0, w.length() - 1) + HARD.charAt(last)) + "[iíě]\\p{L}*)");
            else parts.add(neg + Pattern.quote(w));
        }
        return String.join("\\s+", parts);
    }

    /**
     * A word without its final vowels (armáda → armád); with {@code infinitives}, a verb also
     * without its infinitive ending (vytlačit → vytlač: vytlačí, vytlačen; podporovat → podpor:
     * podporuje), as Czech and Slovak conjugate from that stem.
     */
    private static String stem(String w, boolean infinitives) {
        String s = w;
        String low = s.toLowerCase(Locale.ROOT);
        if (infinitives && low.endsWith("ovat") && s.length() - 4 >= MIN_STEM) return s.substring(0, s.length() - 4);
        if (infinitives && s.length() > 2 && low.endsWith("t") && VOWELS.indexOf(s.charAt(s.length() - 2)) >= 0)
            s = s.substring(0, s.length() - 1);
        while (!s.isEmpty() && VOWELS.indexOf(s.charAt(s.length() - 1)) >= 0) s = s.substring(0, s.length() - 1);
        return s;
    }

    private static Pattern word(String body, boolean ignoreCase, String endings) {
        int flags = ignoreCase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0;
        return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + body + ")" + endings + "(?![\\p{L}\\p{N}])", flags);
    }
}
