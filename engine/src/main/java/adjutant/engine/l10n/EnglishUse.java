package adjutant.engine.l10n;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tells an English noun from the same word used as a verb ("a move" against "nothing moves",
 * "it could not move") by the words before it — enough for rule text, where a verb follows a
 * modal, "to", a pronoun or a quantifier, and a noun an article, a possessive or an adjective.
 */
final class EnglishUse {
    /** Words after which the base form is a verb: "to move", "cannot move", "they move". */
    private static final Set<String> BEFORE_BASE = Set.of(
            "to",
            "can",
            "cannot",
            "could",
            "may",
            "might",
            "must",
            "shall",
            "should",
            "will",
            "would",
            "do",
            "does",
            "did",
            "don't",
            "doesn't",
            "didn't",
            "can't",
            "couldn't",
            "won't",
            "wouldn't",
            "mustn't",
            "shouldn't",
            "they",
            "we",
            "you",
            "i",
            "who",
            "let");
    /** Words after which the -s form is a verb: "nothing moves", "none of them moves", "it holds". */
    private static final Set<String> BEFORE_THIRD_PERSON = Set.of(
            "it",
            "he",
            "she",
            "who",
            "which",
            "that",
            "what",
            "neither",
            "either",
            "nothing",
            "nobody",
            "none",
            "each",
            "everything",
            "everybody",
            "something",
            "someone",
            "one",
            "them");
    /** Quantifiers whose noun is the subject: "neither unit moves", "no army holds". */
    private static final Set<String> QUANTIFIERS = Set.of("neither", "either", "each", "every", "no", "this", "that");
    /** Adverbs that may stand between: "could never move", "does not hold". */
    private static final Set<String> ADVERBS = Set.of(
            "not",
            "never",
            "also",
            "still",
            "only",
            "then",
            "just",
            "even",
            "always",
            "often",
            "now",
            "already",
            "therefore",
            "thus",
            "really");

    private static final Pattern LAST_WORD = Pattern.compile("([\\p{L}']+)[^\\p{L}']*$");

    private EnglishUse() {}

    /** Whether the word at {@code start} of {@code text} (the form {@code word}) stands where English puts a verb. */
    static boolean isVerb(String text, int start, String word) {
        String before = text.substring(0, start);
        String prev = lastWord(before);
        int skipped = 0;
        while (prev != null && ADVERBS.contains(prev) && skipped++ < 2) {
            before = before.substring(0, before.toLowerCase(Locale.ROOT).lastIndexOf(prev));
            prev = lastWord(before);
        }
        if (prev == null) return false;
        boolean thirdPerson = word.toLowerCase(Locale.ROOT).endsWith("s") && !word.endsWith("'s");
        if (!thirdPerson) return BEFORE_BASE.contains(prev);
        if (BEFORE_THIRD_PERSON.contains(prev)) return true;
        String prevPrev =
                lastWord(before.substring(0, before.toLowerCase(Locale.ROOT).lastIndexOf(prev)));
        return prevPrev != null && QUANTIFIERS.contains(prevPrev) && !prev.endsWith("s");
    }

    /** The last word of a text (lower case), if the text does not end a sentence or a clause before it. */
    private static String lastWord(String text) {
        Matcher m = LAST_WORD.matcher(text);
        if (!m.find()) return null;
        String gap = text.substring(m.end(1));
        if (!gap.isBlank()) return null; // punctuation between: a new clause, nothing to go by
        return m.group(1).toLowerCase(Locale.ROOT);
    }
}
