package adjutant.engine.l10n;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Finds glossary terms in English text and their agreed forms in a translation.
 *
 * <p>English: the term or an English variant as a whole word, a regular ending allowed
 * (support, supports, supporting; a noun term only s, es, 's); abbreviations (all capitals)
 * only as written, forms of one or two letters never (an "A" is mostly an article). Not the
 * term: a capitalised match within a name ("Port Arthur", "the Baltic Sea"), a match inside a
 * longer term ("speed" in "squadron speed"), a match within one of the term's {@code ordinary}
 * phrases ("in order of"), and a noun term used as a verb ("nothing moves"). A term marked
 * {@code [[id|…]]} counts as present whatever its words.
 *
 * <p>Translation: the agreed form or a listed variant, or a word with the same stem — each
 * word of a form with its final vowels dropped, when at least four letters remain
 * (armáda → armád-: armádě, armádami), Czech verbs from their infinitive stem (vytlačit →
 * vytlač-: vytlačí, vytlačena) and negated (nevytlačí). Czech declines nouns in seven cases;
 * the glossary lists the forms that change their stem, the stem covers the rest.
 *
 * <p>A rulebook asks this of each of its paragraphs, for hundreds of forms: the forms are found
 * through a {@link FormIndex} (tried only where a word starts as they start) and the names and
 * longer terms around a match checked in place, with the results of one regex search per form.
 */
public final class GlossaryMatcher {
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
    /** What a regex's {@code \s} matches, and the line separators its {@code $} also stands before (besides \n and \r, which are both). */
    private static final String SPACE = " \t\n\u000B\f\r", LINE_ENDS = "\u0085\u2028\u2029";

    /** Each term's English forms and its ordinary phrases, in glossary order. */
    private final FormIndex english;

    private final FormIndex ordinary;
    /** By language: each term's forms as {@link #usedIn} matches them, made once for {@link #uses}. */
    private final Map<String, FormIndex> translated = new ConcurrentHashMap<>();
    /** By language and form: the patterns {@link #usedIn} asks for again and again. */
    private final Map<List<String>, Pattern> usedInForms = new ConcurrentHashMap<>();
    /**
     * The terms' ids, each once, in glossary order; the term whose uses each stands for (of two terms
     * of one id, the later, in the earlier one's place); and each term's place among them.
     */
    private final List<String> ids = new ArrayList<>();

    private final List<Integer> holders = new ArrayList<>();
    private final int[] place;

    /** One use of a term in a text: the term's id and where it stands ({@code end} exclusive). */
    public record Use(String term, int start, int end) {}

    public GlossaryMatcher(Glossary glossary) {
        this.glossary = glossary;
        place = new int[glossary.terms().size()];
        for (int i = 0; i < place.length; i++) {
            String id = glossary.terms().get(i).id();
            place[i] = ids.indexOf(id);
            if (place[i] < 0) {
                place[i] = ids.size();
                ids.add(id);
                holders.add(i);
            }
            holders.set(place[i], i);
        }
        List<List<FormIndex.Form>> en = new ArrayList<>(), ord = new ArrayList<>();
        for (Glossary.Term t : glossary.terms()) {
            boolean noun = t.pos().equals("noun");
            List<FormIndex.Form> ps = new ArrayList<>();
            for (String f : t.accepted(Catalog.FALLBACK)) {
                if (f.strip().length() < 3) continue;
                boolean abbreviation = f.equals(f.toUpperCase(Locale.ROOT)) && !f.equals(f.toLowerCase(Locale.ROOT));
                String endings = abbreviation ? "" : noun ? "(?:s|es|'s)?" : "(?:s|es|'s|d|ed|ing)?";
                ps.add(word(words(f, false, ""), !abbreviation, endings));
            }
            en.add(ps);
            ord.add(t.ordinary().stream()
                    .map(o -> word(words(o, false, ""), true, ""))
                    .toList());
        }
        english = new FormIndex(en);
        ordinary = new FormIndex(ord);
    }

    /** The terms an English text uses, in glossary order. */
    public List<Glossary.Term> termsIn(String source) {
        String visible = InlineCodes.visibleText(source);
        List<String> marked = InlineCodes.termMarks(source);
        List<List<int[]>> found = byId(englishOccurrences(visible));
        Longer longer = new Longer(found);
        List<Glossary.Term> out = new ArrayList<>();
        for (int i = 0; i < place.length; i++) {
            Glossary.Term t = glossary.terms().get(i);
            if (marked.contains(t.id()) || found.get(place[i]).stream().anyMatch(at -> !longer.around(at))) out.add(t);
        }
        return out;
    }

    /**
     * Every use of a term in a text in {@code lang}, in text order and not overlapping: in English as
     * {@link #termsIn} finds them, in another language the forms {@link #usedIn} accepts (so Czech
     * inflected forms count), outside names. A term inside a longer one's match belongs to that one.
     */
    public List<Use> uses(String text, String lang) {
        List<List<int[]>> found =
                byId(lang.equals(Catalog.FALLBACK) ? englishOccurrences(text) : translatedOccurrences(lang, text));
        Longer longer = new Longer(found);
        List<Use> all = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            for (int[] at : found.get(i)) if (!longer.around(at)) all.add(new Use(ids.get(i), at[0], at[1]));
        }
        all.sort(Comparator.comparingInt(Use::start).thenComparingInt(u -> -u.end()));
        List<Use> out = new ArrayList<>();
        for (Use u : all)
            if (out.isEmpty() || u.start() >= out.get(out.size() - 1).end()) out.add(u);
        return out;
    }

    /** Each term's spans by its place in {@link #ids}. */
    private List<List<int[]>> byId(List<List<int[]>> perTerm) {
        if (ids.size() == perTerm.size()) return perTerm;
        List<List<int[]>> found = new ArrayList<>();
        for (int holder : holders) found.add(perTerm.get(holder));
        return found;
    }

    /** Each term's uses in a translation: its forms as {@link #usedIn} accepts them, outside names. */
    private List<List<int[]>> translatedOccurrences(String lang, String text) {
        FormIndex forms = translated.computeIfAbsent(lang, l -> {
            List<List<FormIndex.Form>> byTerm = new ArrayList<>();
            for (Glossary.Term t : glossary.terms()) {
                List<FormIndex.Form> ps = new ArrayList<>();
                for (String f : t.accepted(l)) {
                    // As in English, a form of one or two letters is mostly another word ("a", "i"), unless an
                    // abbreviation.
                    if (f.strip().length() >= 3 || f.strip().length() == 2 && f.equals(f.toUpperCase(Locale.ROOT)))
                        ps.add(translatedForm(f, l));
                }
                byTerm.add(ps);
            }
            return new FormIndex(byTerm);
        });
        List<List<int[]>> out = new ArrayList<>();
        for (List<int[]> spans : forms.find(text))
            out.add(
                    spans.isEmpty()
                            ? spans
                            : spans.stream()
                                    .filter(at -> !inName(text, at[0], at[1]))
                                    .toList());
        return out;
    }

    /** A translated form as {@link #usedIn} matches it: its stem with any ending, an abbreviation only as written. */
    private static FormIndex.Form translatedForm(String f, String lang) {
        boolean abbreviation = f.strip().length() <= 2 && f.equals(f.toUpperCase(Locale.ROOT));
        String negation = abbreviation ? "" : NEGATION.getOrDefault(lang, "");
        return word(words(f, !abbreviation, negation), !abbreviation, "");
    }

    /** Where each term occurs as the term: outside names and the term's ordinary phrases, a noun term not as a verb. */
    private List<List<int[]>> englishOccurrences(String text) {
        List<List<int[]>> found = english.find(text);
        List<List<int[]>> phrases = null;
        List<List<int[]>> out = new ArrayList<>(found.size());
        for (int i = 0; i < found.size(); i++) {
            if (found.get(i).isEmpty()) {
                out.add(List.of());
                continue;
            }
            Glossary.Term t = glossary.terms().get(i);
            if (!t.ordinary().isEmpty() && phrases == null) phrases = ordinary.find(text);
            List<int[]> ordinarySpans = t.ordinary().isEmpty() ? List.of() : phrases.get(i);
            List<int[]> spans = new ArrayList<>();
            for (int[] at : found.get(i)) {
                if (inName(text, at[0], at[1]) || ordinarySpans.stream().anyMatch(o -> within(at, o))) continue;
                if (t.pos().equals("noun") && EnglishUse.isVerb(text, at[0], text.substring(at[0], at[1]))) continue;
                spans.add(at);
            }
            out.add(spans);
        }
        return out;
    }

    /**
     * Whether a span lies inside a longer one of a text's uses: a term inside a longer one ("speed"
     * in "squadron speed", "area" in "sea area") is part of that one. Each span asks in log time.
     */
    private static final class Longer {
        /** Every span's start, ascending; the greatest end of the spans before each ({@code before[i]}: of 0..i-1). */
        private final int[] starts, ends, before;

        Longer(List<List<int[]>> found) {
            List<int[]> all = new ArrayList<>();
            found.forEach(all::addAll);
            all.sort(Comparator.comparingInt(a -> a[0]));
            starts = new int[all.size()];
            ends = new int[all.size()];
            before = new int[all.size() + 1];
            before[0] = Integer.MIN_VALUE;
            for (int i = 0; i < all.size(); i++) {
                starts[i] = all.get(i)[0];
                ends[i] = all.get(i)[1];
                before[i + 1] = Math.max(before[i], ends[i]);
            }
        }

        /** Whether a span covers {@code at} and more: one starting before it and ending no sooner, or starting with it and ending later. */
        boolean around(int[] at) {
            int first = firstAtOrAfter(at[0]);
            if (before[first] >= at[1]) return true;
            for (int i = first; i < starts.length && starts[i] == at[0]; i++) if (ends[i] > at[1]) return true;
            return false;
        }

        private int firstAtOrAfter(int start) {
            int i = Arrays.binarySearch(starts, start);
            if (i < 0) return -i - 1;
            while (i > 0 && starts[i - 1] == start) i--;
            return i;
        }
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
            if (!f.isBlank()
                    && usedInForms
                            .computeIfAbsent(
                                    List.of(lang, f),
                                    k -> translatedForm(f, lang).pattern())
                            .matcher(visible)
                            .find()) return true;
        }
        return false;
    }

    /**
     * Whether a capitalised match belongs to a name: followed by another capitalised word ("Port
     * Arthur"), or inside a sentence by a capital ("Force H") or preceded by a capitalised word
     * ("the Baltic Sea", "Vladivostok Squadron"; not "The fleet"). At a sentence start a single
     * capital after it is an order code ("Hold H").
     */
    private static boolean inName(String text, int start, int end) {
        if (!Character.isUpperCase(text.charAt(start))) return false;
        int capital = capitalAfterSpace(text, end);
        if (capital >= 0
                && isType(text, capital + Character.charCount(text.codePointAt(capital)), Character.LOWERCASE_LETTER))
            return true;
        if (capital >= 0 && start > 0 && !sentenceStart(text, start)) return true; // "Force H"
        // Before it, as a regex's $ stands: at the text's end, or before a line separator that ends it.
        int before = start > 0 && LINE_ENDS.indexOf(text.charAt(start - 1)) >= 0 ? start - 1 : start;
        int prev = capitalisedWordBefore(text, before);
        return prev >= 0
                && !(sentenceStart(text, prev)
                        && DETERMINERS.contains(text.substring(prev, before).strip()));
    }

    /** Where a capital stands after whitespace from {@code at} on ({@code \s+\p{Lu}}), or -1. */
    private static int capitalAfterSpace(String text, int at) {
        int i = at;
        while (i < text.length() && SPACE.indexOf(text.charAt(i)) >= 0) i++;
        return i > at && isType(text, i, Character.UPPERCASE_LETTER) ? i : -1;
    }

    /** Where a capitalised word and whitespace start that end at {@code at} ({@code \p{Lu}\p{Ll}+\s+}), or -1. */
    private static int capitalisedWordBefore(String text, int at) {
        int i = at;
        int spaces = i;
        while (i > 0 && SPACE.indexOf(text.charAt(i - 1)) >= 0) i--;
        if (i == spaces) return -1;
        int letters = i;
        while (i > 0 && Character.getType(Character.codePointBefore(text, i)) == Character.LOWERCASE_LETTER)
            i -= Character.charCount(Character.codePointBefore(text, i));
        if (i == letters
                || i == 0
                || Character.getType(Character.codePointBefore(text, i)) != Character.UPPERCASE_LETTER) return -1;
        return i - Character.charCount(Character.codePointBefore(text, i));
    }

    /** Whether the character at {@code i} (a whole code point) is of Unicode category {@code type}. */
    private static boolean isType(String text, int i, int type) {
        return i < text.length() && Character.getType(text.codePointAt(i)) == type;
    }

    /** Whether {@code at} begins a sentence or clause: nothing before it, or a stop, colon or semicolon (whitespace between). */
    private static boolean sentenceStart(String text, int at) {
        int i = at;
        while (i > 0) {
            int c = Character.codePointBefore(text, i);
            if (!Character.isWhitespace(c)) break;
            i -= Character.charCount(c);
        }
        return i == 0 || ".!?:;\n".indexOf(text.charAt(i - 1)) >= 0;
    }

    /** A form's words as a regex, and the literal text each of its matches starts with (one per way it may start). */
    private record Body(String regex, List<String> starts) {}

    /**
     * The words of a form as a regex, whitespace flexible; with {@code stems}, each long word also
     * as its stem, and each word also with the language's joined negation ({@code ne}vytlačí).
     */
    private static Body words(String form, boolean stems, String negation) {
        String neg = negation.isEmpty() ? "" : "(?:" + Pattern.quote(negation) + ")?";
        List<String> parts = new ArrayList<>();
        List<String> starts = new ArrayList<>();
        for (String w : form.strip().split("\\s+")) {
            String stem = stems ? stem(w, !negation.isEmpty()) : w;
            int last = w.isEmpty() ? -1 : SOFT.indexOf(w.charAt(w.length() - 1));
            List<String> literals;
            if (!stems) {
                parts.add(Pattern.quote(w));
                literals = List.of(w);
            } else if (stem.length() >= MIN_STEM && stem.codePoints().allMatch(Character::isLetter)) {
                parts.add(neg + Pattern.quote(stem) + "\\p{L}*");
                literals = List.of(stem);
            } else if (last >= 0) {
                String hard = w.substring(0, w.length() - 1) + HARD.charAt(last);
                parts.add(neg + "(?:" + Pattern.quote(w) + "|" + Pattern.quote(hard) + "[iíě]\\p{L}*)");
                literals = List.of(w, hard);
            } else {
                parts.add(neg + Pattern.quote(w));
                literals = List.of(w);
            }
            if (parts.size() == 1) {
                for (String l : literals) {
                    starts.add(l);
                    if (!neg.isEmpty()) starts.add(negation + l);
                }
            }
        }
        return new Body(String.join("\\s+", parts), starts);
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

    private static FormIndex.Form word(Body body, boolean ignoreCase, String endings) {
        int flags = ignoreCase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0;
        Pattern p =
                Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + body.regex() + ")" + endings + "(?![\\p{L}\\p{N}])", flags);
        List<String> starts = body.starts().stream().map(FormIndex::start).toList();
        return new FormIndex.Form(p, starts.contains(null) ? List.of() : starts, ignoreCase);
    }
}
