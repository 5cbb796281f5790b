package adjutant.engine.l10n.check;

import adjutant.engine.l10n.store.RulesBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A rulebook block's translation stays one block of the same kind: a line that would cut it
 * into other blocks (a blank line, a heading, a code fence) or make it another kind of block (a front
 * matter fence, a list item or a table row where the English has none) is refused, because the
 * book is read back by position ({@code #1}, {@code #2}, …) and a stray block would shift every
 * translation after it. A heading or title is one line.
 */
final class BlockShape {
    private enum Mark {
        BLANK("a blank line (a new paragraph)", Pattern.compile("\\s*"), true),
        HEADING("a heading", Pattern.compile(" {0,3}#{1,6}[ \\t].*|#{1,6}"), true),
        FENCE("a code fence", Pattern.compile("\\s*(```|~~~).*"), true),
        FRONT_MATTER("a front matter fence or rule line", Pattern.compile("\\s*(---+|\\.\\.\\.)\\s*"), false),
        LIST("a list item", Pattern.compile(" {0,3}([-*+]|\\d{1,9}[.)])[ \\t].*"), false),
        TABLE("a table row", Pattern.compile("\\s*\\|.*"), false);

        final String what;
        final Pattern line;
        /** Whether each one starts a new block (so the count must not grow), else it turns the block into another kind. */
        final boolean cuts;

        Mark(String what, Pattern line, boolean cuts) {
            this.what = what;
            this.line = line;
            this.cuts = cuts;
        }
    }

    private BlockShape() {}

    /** What the translation adds to the English block's shape, one message per kind; empty when it keeps the shape. */
    static List<String> problems(RulesBlock english, String target) {
        List<String> out = new ArrayList<>();
        String[] tl = target.split("\n", -1);
        String[] el = english.text().split("\n", -1);
        boolean oneLine = english.kind() == RulesBlock.Kind.HEADING || english.kind() == RulesBlock.Kind.META;
        if (oneLine && tl.length > 1 && el.length == 1) {
            out.add("a line break in a " + (english.kind() == RulesBlock.Kind.META ? "title" : "heading")
                    + " (line 2 of the translation: " + shown(tl[1]) + "): it is one line");
            return out;
        }
        for (Mark m : Mark.values()) {
            int inEnglish = count(el, m);
            int inTarget = count(tl, m);
            if (inTarget <= inEnglish || (!m.cuts && inEnglish > 0))
                continue; // a list or table may gain rows, not a paragraph
            int at = nth(tl, m, inEnglish);
            out.add(m.what + " the English block does not have, at line " + (at + 1) + " of the translation: "
                    + shown(tl[at])
                    + (inEnglish == 0 ? "" : " (the English has " + inEnglish + ", the translation " + inTarget + ")")
                    + (m.cuts
                            ? ": it would cut the block in two and shift the blocks after it"
                            : ": it would make the block another kind of block"));
        }
        return out;
    }

    /** Lines of the mark's kind; the first line counts only for marks a line starts a block with. */
    private static int count(String[] lines, Mark m) {
        int n = 0;
        for (int i = 0; i < lines.length; i++) if (is(lines, i, m)) n++;
        return n;
    }

    private static int nth(String[] lines, Mark m, int skip) {
        for (int i = 0; i < lines.length; i++) if (is(lines, i, m) && skip-- == 0) return i;
        return lines.length - 1;
    }

    private static boolean is(String[] lines, int i, Mark m) {
        if (m == Mark.BLANK && lines.length == 1)
            return false; // an empty translation is no translation, not a blank line
        if (!m.line.matcher(lines[i]).matches()) return false;
        // CommonMark: inside a paragraph only "1." starts a numbered list ("8. února 1904" goes on the paragraph)
        return m != Mark.LIST
                || i == 0
                || !ORDERED.matcher(lines[i]).matches()
                || ORDERED_ONE.matcher(lines[i]).matches();
    }

    private static final Pattern ORDERED = Pattern.compile(" {0,3}\\d{1,9}[.)][ \\t].*");
    private static final Pattern ORDERED_ONE = Pattern.compile(" {0,3}0*1[.)][ \\t].*");

    private static String shown(String line) {
        String s = line.length() > 40 ? line.substring(0, 40) + "…" : line;
        return "\"" + s + "\"";
    }
}
