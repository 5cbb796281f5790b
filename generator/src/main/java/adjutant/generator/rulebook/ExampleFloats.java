package adjutant.generator.rulebook;

import adjutant.generator.pdf.Layout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Examples float down past the text after them, as a typesetter places a figure: an example
 * whose figure did not fit and so left the page before it largely empty is moved after the
 * paragraphs that follow it (up to the next heading or example), which then fill the gap.
 * The book is laid out (not drawn) with its figures' stand-ins, and laid out again with those examples moved
 * (once: an example moved may leave another late, which then stays).
 */
final class ExampleFloats {
    /** A page emptier than this before an example that begins the next page calls for the move. */
    static final float GAP = 0.3f;
    /** The named destinations of the examples' titles ({@link #titleAnchor}). */
    static final Pattern TITLE_ANCHOR = Pattern.compile("example-title-\\d+");

    private static final String EXAMPLE = "<div class=\"example",
            ID = "\" id=\"",
            SHORT_ID = " short\" id=\"",
            OPEN = "<div",
            CLOSE = "</div>";

    private ExampleFloats() {}

    /** The named destination of the n-th example's title (from 1): where the layout put it. */
    static String titleAnchor(int n) {
        return "example-title-" + n;
    }

    /**
     * The ids of the examples that begin a page after a gap, in page order, read from a measuring layout: a page whose
     * top line is an example's printed title ({@code titles.get(n)} is the n-th example's) after a page whose body is
     * left emptier than {@link #GAP} below its last line or figure.
     */
    static Set<String> late(Layout laid, String body, List<String> titles) {
        List<String> ids = ids(body);
        Set<String> out = new LinkedHashSet<>();
        for (int p : titlePages(titles.size(), laid.anchors())) {
            if (p < 1 || p >= laid.pages().size()) continue;
            int n = titles.indexOf(laid.pages().get(p).firstLine());
            if (n >= 0 && n < ids.size() && laid.pages().get(p - 1).emptyBelow() > GAP) out.add(ids.get(n));
        }
        return out;
    }

    /** The ids of the body's examples, in order. */
    static List<String> ids(String body) {
        List<String> ids = new ArrayList<>();
        for (int[] at = example(body, 0); at != null; at = example(body, at[1]))
            ids.add(body.substring(at[2], at[1] - 2));
        return ids;
    }

    /**
     * The next example's opening tag from {@code from} on, as {@code \n?<div class="example( short)?" id="([^"]+)">}
     * finds it, scanning with {@code indexOf} (the body holds megabytes of drawings): its start (with the line break
     * before it), its end, and where its id begins (the id ends two characters before the end); null when there is none.
     */
    private static int[] example(String s, int from) {
        for (int at = s.indexOf(EXAMPLE, from); at >= 0; at = s.indexOf(EXAMPLE, at + 1)) {
            int rest = at + EXAMPLE.length();
            int id = s.startsWith(ID, rest)
                    ? rest + ID.length()
                    : s.startsWith(SHORT_ID, rest) ? rest + SHORT_ID.length() : -1;
            if (id < 0) continue;
            int quote = s.indexOf('"', id);
            if (quote <= id || quote + 1 >= s.length() || s.charAt(quote + 1) != '>') continue;
            int start = at > from && s.charAt(at - 1) == '\n' ? at - 1 : at;
            return new int[] {start, quote + 2, id};
        }
        return null;
    }

    /** The pages (from 0) that hold an example's title: only there can one begin. */
    static Set<Integer> titlePages(int examples, Map<String, Integer> anchors) {
        Set<Integer> out = new TreeSet<>();
        for (int n = 1; n <= examples; n++) {
            Integer p = anchors.get(titleAnchor(n));
            if (p != null && p >= 0) out.add(p);
        }
        return out;
    }

    /** The body with each of {@code ids} moved after the blocks that follow it, up to the next heading or example. */
    static String defer(String body, Set<String> ids) {
        String out = body;
        for (String id : ids) {
            int[] m = example(out, 0);
            while (m != null && !out.startsWith(id + "\">", m[2])) m = example(out, m[1]);
            if (m == null) continue;
            int end = closing(out, m[1]);
            if (end < 0) continue;
            int to = nextBlock(out, end);
            if (out.substring(end, to).isBlank()) continue; // nothing to move past
            String example = out.substring(m[0], end);
            out = out.substring(0, m[0]) + out.substring(end, to) + example + "\n" + out.substring(to);
        }
        return out;
    }

    /** The index just after the {@code </div>} closing the div opened before {@code from}, or −1 (as {@code <div\b|</div>} counts them). */
    private static int closing(String s, int from) {
        int depth = 1;
        for (int at = s.indexOf('<', from); at >= 0; at = s.indexOf('<', at + 1)) {
            if (s.startsWith(CLOSE, at)) {
                if (--depth == 0) return at + CLOSE.length();
            } else if (StandIns.opens(s, at, OPEN)) {
                depth++;
            }
        }
        return -1;
    }

    /** Where the next heading, example or chapter mark begins from {@code from} on ({@code <h[2-6] |<div class="example[" ]|<div class="chapter-mark"}), else the end. */
    private static int nextBlock(String s, int from) {
        for (int at = s.indexOf('<', from); at >= 0; at = s.indexOf('<', at + 1)) {
            if (at + 3 < s.length()
                    && s.charAt(at + 1) == 'h'
                    && s.charAt(at + 2) >= '2'
                    && s.charAt(at + 2) <= '6'
                    && s.charAt(at + 3) == ' ') return at;
            if (s.startsWith(EXAMPLE, at)
                    && at + EXAMPLE.length() < s.length()
                    && "\" ".indexOf(s.charAt(at + EXAMPLE.length())) >= 0) return at;
            if (s.startsWith("<div class=\"chapter-mark\"", at)) return at;
        }
        return s.length();
    }
}
