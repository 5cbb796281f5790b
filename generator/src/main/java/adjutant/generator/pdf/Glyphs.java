package adjutant.generator.pdf;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which embedded font draws a character, and the build-time check that every character of a
 * drawing or document has one. Noto Sans draws text; DejaVu Sans draws what Noto lacks (the
 * minus sign, arrows, geometric shapes). A character neither has would print as an empty box,
 * so the build stops instead, naming the character and the text it stands in.
 */
public final class Glyphs {
    private Glyphs() {}

    /** Noto Sans has this character. */
    public static boolean text(int cp) {
        return Fonts.textHas(cp);
    }

    /** Some embedded font (Noto Sans, else DejaVu Sans) has this character. */
    public static boolean drawable(int cp) {
        return text(cp) || Fonts.symbolsHave(cp) || ignorable(cp);
    }

    /** DejaVu Sans draws {@code cp}: Noto Sans lacks it and DejaVu has it. */
    static boolean symbols(int cp) {
        return !text(cp) && Fonts.symbolsHave(cp);
    }

    /** Line breaks, tabs and other controls are laid out, never drawn. */
    private static boolean ignorable(int cp) {
        return Character.isISOControl(cp) || cp == 0xFEFF || cp == 0x200B || cp == 0xAD;
    }

    /** One character no embedded font has, with a little of the text around it. */
    public record Missing(int codePoint, String context) {
        @Override
        public String toString() {
            return "'" + new String(Character.toChars(codePoint)) + "' (U+"
                    + String.format(Locale.ROOT, "%04X", codePoint) + ") in \"" + context + "\"";
        }
    }

    /** The characters of {@code text} no embedded font has, each once. */
    public static List<Missing> missing(String text) {
        List<Missing> out = new ArrayList<>();
        List<Integer> seen = new ArrayList<>();
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (!drawable(cp) && !seen.contains(cp)) {
                seen.add(cp);
                int from = Math.max(0, i - 20), to = Math.min(text.length(), i + 20);
                out.add(new Missing(
                        cp, text.substring(from, to).replaceAll("\\s+", " ").strip()));
            }
            i += Character.charCount(cp);
        }
        return out;
    }

    /**
     * Stops the build when the text content of an SVG or XHTML {@code markup} (what is drawn:
     * not its tags, attributes or comments) has a character no embedded font has.
     */
    public static void check(String markup, String where) {
        List<Missing> m = missing(Markup.text(markup));
        if (m.isEmpty()) return;
        List<Problem> problems = new ArrayList<>();
        for (Missing x : m)
            problems.add(new Problem(
                    where,
                    0,
                    0,
                    "no embedded font has the character " + x
                            + " (it would print as an empty box); write it another way or ship a font that has it"));
        throw new BadInputException(problems);
    }
}
