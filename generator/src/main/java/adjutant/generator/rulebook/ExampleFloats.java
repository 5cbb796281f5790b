package adjutant.generator.rulebook;

import adjutant.generator.pdf.Layout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
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
    private static final Pattern EXAMPLE = Pattern.compile("\n?<div class=\"example(?: short)?\" id=\"([^\"]+)\">");
    private static final Pattern NEXT_BLOCK_END = Pattern.compile("<h[2-6] |<div class=\"example[\" ]|<div class=\"chapter-mark\"");
    private static final Pattern DIV = Pattern.compile("<div\\b|</div>");

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
        Matcher m = EXAMPLE.matcher(body);
        while (m.find()) ids.add(m.group(1));
        return ids;
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
            Matcher m = Pattern.compile("\n?<div class=\"example(?: short)?\" id=\"" + Pattern.quote(id) + "\">").matcher(out);
            if (!m.find()) continue;
            int end = closing(out, m.end());
            if (end < 0) continue;
            Matcher next = NEXT_BLOCK_END.matcher(out);
            int to = next.find(end) ? next.start() : out.length();
            if (out.substring(end, to).isBlank()) continue; // nothing to move past
            String example = out.substring(m.start(), end);
            out = out.substring(0, m.start()) + out.substring(end, to) + example + "\n" + out.substring(to);
        }
        return out;
    }

    /** The index just after the {@code </div>} closing the div opened before {@code from}, or −1. */
    private static int closing(String s, int from) {
        int depth = 1;
        Matcher d = DIV.matcher(s);
        d.region(from, s.length());
        while (d.find()) {
            depth += d.group().equals("</div>") ? -1 : 1;
            if (depth == 0) return d.end();
        }
        return -1;
    }
}
