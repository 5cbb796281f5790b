package adjutant.generator.rulebook;

import java.util.regex.Pattern;

/**
 * The typesetter's spaces and dashes, put into the rulebook's text at render time so that
 * translators never type them. Czech: a non-breaking space after a one-letter preposition or
 * conjunction (v, k, s, z, o, u, a, i — no line may end with one), between a number and the
 * word or unit it counts and inside a number grouped by thousands (50 000), and the spaced en dash (–) instead of the em dash, kept off the line
 * start. Every language: a number bound to an abbreviated unit (2 OP, 5 DP, 18 mm) and § to its
 * number.
 */
final class Typography {
    static final char NBSP = '\u00a0';
    /** One-letter Czech prepositions and conjunctions: a word of its own, then a space. */
    private static final Pattern CS_ONE_LETTER = Pattern.compile("(?<![\\p{L}\\p{N}])([vkszouaiVKSZOUAI]) ");
    private static final Pattern CS_NUMBER = Pattern.compile("(?<=\\d) (?=[\\p{L}%°]|\\d{3}(?!\\d))");
    private static final Pattern UNIT = Pattern.compile("(?<=\\d) (?=(?:\\p{Lu}{2,}|mm|cm|pt|%)(?![\\p{L}]))");
    private static final Pattern SECTION = Pattern.compile("§ ");
    private static final Pattern EM_DASH = Pattern.compile("[ \u00a0]*\u2014[ \u00a0]*");
    private static final Pattern EN_DASH_SPACED = Pattern.compile(" \u2013 ");

    private Typography() {}

    /** The text of one text run in {@code lang}. */
    static String apply(String text, String lang) {
        String s = UNIT.matcher(text).replaceAll(String.valueOf(NBSP));
        s = SECTION.matcher(s).replaceAll("§" + NBSP);
        if (!lang.equals("cs")) return s;
        s = EM_DASH.matcher(s).replaceAll(NBSP + "\u2013 ");
        s = EN_DASH_SPACED.matcher(s).replaceAll(NBSP + "\u2013 ");
        s = CS_NUMBER.matcher(s).replaceAll(String.valueOf(NBSP));
        return CS_ONE_LETTER.matcher(s).replaceAll("$1" + NBSP);
    }
}
