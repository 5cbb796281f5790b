package adjutant.generator.layout;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The typesetter's spaces and dashes, put into every printed text where it reaches a drawing or a
 * document, so that neither the data nor the translators type them (as the TeX tool {@code vlna}
 * does). Czech: a non-breaking space after a one-letter preposition or conjunction (v, k, s, z, o,
 * u, a, i, upper case too: no line may end with one), between a number and the word or unit it
 * counts and inside a number grouped by thousands (50 000), and the spaced en dash (–) for the em
 * dash, kept off the line start. Every language: a number bound to an abbreviated unit (2 OP, 5 DP,
 * 18 mm) and § to its number.
 */
public final class Typesetting {
    public static final char NBSP = '\u00a0';
    /** One-letter Czech prepositions and conjunctions: a word of its own, then a space. */
    private static final Pattern CS_ONE_LETTER = Pattern.compile("(?<![\\p{L}\\p{N}\\-'’.])([vkszouaiVKSZOUAI])[ \n]");

    private static final Pattern CS_NUMBER = Pattern.compile("(?<=\\d) (?=[\\p{L}%°]|\\d{3}(?!\\d))");
    private static final Pattern UNIT = Pattern.compile("(?<=\\d) (?=(?:\\p{Lu}{2,}|mm|cm|pt|%)(?![\\p{L}]))");
    private static final Pattern SECTION = Pattern.compile("§ ");
    private static final Pattern EM_DASH = Pattern.compile("[ \u00a0]*\u2014[ \u00a0]*");
    private static final Pattern EN_DASH_SPACED = Pattern.compile(" \u2013 ");
    /** A one-letter word at the end of a text, whose space is the first character of the next text node. */
    private static final Pattern CS_ONE_LETTER_END = Pattern.compile("(?<![\\p{L}\\p{N}\\-'’.])[vkszouaiVKSZOUAI]$");

    private static final Pattern TAG = Pattern.compile("<[^>]*>");
    /** A one-letter word ending a text, with the space (or none) before the tag that follows. */
    private static final Pattern CS_ONE_LETTER_BEFORE_TAG =
            Pattern.compile("(?<![\\p{L}\\p{N}\\-'’.])([vkszouaiVKSZOUAI])[ \u00a0\n]?$");
    /** The last word of a text that ends without a space. */
    private static final Pattern LAST_WORD = Pattern.compile("([^\\s\u00a0>]+)$");
    /** An inline element a line may break before. */
    private static final Pattern INLINE_OPEN = Pattern.compile("<(a|span|em|strong|b|i|code)(\\s[^>]*)?>");

    private Typesetting() {}

    /** One text run in {@code lang} (a language tag; its primary subtag decides). */
    public static String text(String text, String lang) {
        if (text == null || text.isEmpty()) return text;
        String s = UNIT.matcher(text).replaceAll(String.valueOf(NBSP));
        s = SECTION.matcher(s).replaceAll("§" + NBSP);
        if (!czech(lang)) return s;
        s = EM_DASH.matcher(s).replaceAll(NBSP + "\u2013 ");
        s = EN_DASH_SPACED.matcher(s).replaceAll(NBSP + "\u2013 ");
        s = CS_NUMBER.matcher(s).replaceAll(String.valueOf(NBSP));
        // twice: "a v Praze" binds both
        s = CS_ONE_LETTER.matcher(s).replaceAll("$1" + NBSP);
        return CS_ONE_LETTER.matcher(s).replaceAll("$1" + NBSP);
    }

    /**
     * An SVG drawing or an XHTML document: every text between its tags typeset, the tags and
     * {@code <style>} left as they are. A one-letter word that ends a text is bound to what follows
     * across a soft line break or a tag; in a document, where a line may break at an element's edge
     * (a glossary term, a link), the word moves inside the element with its space, so no line ends
     * with the word and none begins with its space.
     */
    public static String markup(String xml, String lang) {
        return markup(xml, lang, PRINT_RAW);
    }

    /** Elements whose text is never typeset: a style sheet. */
    private static final Pattern PRINT_RAW = Pattern.compile("<(/?)(style)\\b[^>]*>");
    /** On a web page also scripts, and what a user typed or will type (text areas, code, preformatted reports), kept as typed. */
    private static final Pattern PAGE_RAW = Pattern.compile("<(/?)(style|script|textarea|pre|code)\\b[^>]*>");

    /**
     * A web page (the desk's) as {@link #markup(String, String)} sets a document, its scripts and
     * what users typed left as they are: a Czech page breaks no line after a one-letter word either.
     */
    public static String page(String html, String lang) {
        return czech(lang) ? markup(html, lang, PAGE_RAW) : html;
    }

    private static String markup(String xml, String lang, Pattern raw) {
        boolean document = xml.contains("<html");
        StringBuilder out = new StringBuilder(xml.length() + 64);
        Matcher tag = TAG.matcher(xml);
        int at = 0;
        String before = ""; // the visible text so far (its end), across tags
        String style = null; // the raw element the text is in, if any
        while (tag.find(at)) {
            String text = xml.substring(at, tag.start());
            String t = tag.group();
            int next = tag.end();
            if (style == null && !text.isEmpty()) {
                String set = text(text, lang);
                if (czech(lang)
                        && (set.startsWith(" ") || set.startsWith("\n"))
                        && CS_ONE_LETTER_END.matcher(before).find()) {
                    set = NBSP + set.substring(1);
                }
                Matcher word = CS_ONE_LETTER_BEFORE_TAG.matcher(set);
                boolean inline = document && INLINE_OPEN.matcher(t).matches() && !t.endsWith("/>");
                boolean bound = inline && czech(lang) && word.find();
                if (!bound && inline && xml.startsWith(String.valueOf(NBSP), next)) {
                    // "… 14<span class="term">&nbsp;vnitrozemských</span>": the word before goes inside too
                    word = LAST_WORD.matcher(set);
                    bound = word.find();
                }
                if (bound) {
                    // "… s<span class="term">&nbsp;palebnou</span>": a line may break at the element's edge, so the
                    // word goes inside with its space, "… <span class="term">s&nbsp;palebnou</span>", never a line's
                    // end
                    out.append(set, 0, word.start())
                            .append(t)
                            .append(word.group(1))
                            .append(NBSP);
                    int textEnd = xml.indexOf('<', next);
                    String first = xml.substring(next, textEnd < 0 ? xml.length() : textEnd)
                            .replaceFirst("^[ \u00a0\n]+", "");
                    String firstSet = text(first, lang);
                    out.append(firstSet);
                    before = tail(word.group(1) + NBSP + firstSet);
                    at = textEnd < 0 ? xml.length() : textEnd;
                    continue;
                }
                out.append(set);
                before = tail(before + set);
            } else {
                out.append(text);
            }
            out.append(t);
            Matcher r = raw.matcher(t);
            if (r.matches() && !t.endsWith("/>")) {
                if (r.group(1).isEmpty() && style == null) style = r.group(2);
                else if (!r.group(1).isEmpty() && r.group(2).equals(style)) style = null;
            }
            at = next;
        }
        out.append(at == 0 ? text(xml, lang) : xml.substring(at));
        return out.toString();
    }

    private static String tail(String s) {
        return s.length() > 8 ? s.substring(s.length() - 8) : s;
    }

    private static boolean czech(String lang) {
        return lang != null && (lang.equals("cs") || lang.startsWith("cs-") || lang.startsWith("cs_"));
    }
}
