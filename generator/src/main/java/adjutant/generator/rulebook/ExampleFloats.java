package adjutant.generator.rulebook;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * Examples float down past the text after them, as a typesetter places a figure: an example
 * whose figure did not fit and so left the page before it largely empty is moved after the
 * paragraphs that follow it (up to the next heading or example), which then fill the gap.
 * The book is laid out, read back, and laid out again with those examples moved (once: an example
 * moved may leave another late, which then stays).
 */
final class ExampleFloats {
    /** A page emptier than this before an example that begins the next page calls for the move. */
    static final float GAP = 0.3f;
    private static final Pattern EXAMPLE = Pattern.compile("\n?<div class=\"example(?: short)?\" id=\"([^\"]+)\">");
    private static final Pattern NEXT_BLOCK_END = Pattern.compile("<h[2-6] |<div class=\"example[\" ]|<div class=\"chapter-mark\"");
    private static final Pattern DIV = Pattern.compile("<div\\b|</div>");

    private ExampleFloats() {}

    /** The named destination of the n-th example's title (from 1): where the layout put it. */
    static String titleAnchor(int n) {
        return "example-title-" + n;
    }

    /**
     * The ids of the examples that begin a page after a gap, by their printed titles ({@code titles.get(n)} is the
     * n-th example's); {@code anchors} the pages of the document's named destinations ({@link IndexPages#anchorPages}).
     */
    static Set<String> late(PDDocument doc, String body, List<String> titles, float marginPt, Map<String, Integer> anchors) {
        List<String> ids = new ArrayList<>();
        Matcher m = EXAMPLE.matcher(body);
        while (m.find()) ids.add(m.group(1));
        Set<String> out = new LinkedHashSet<>();
        openers(doc, titles, marginPt, titlePages(titles.size(), anchors)).forEach((p, n) -> {
            if (n < ids.size() && PageFill.empty(doc, p - 1, marginPt) > GAP) out.add(ids.get(n));
        });
        return out;
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

    /**
     * Of {@code pages} (from 0), those after the first whose first line is an example's title, in page order: the
     * page and the example's index in {@code titles}. Only the pages asked are read (reading a page's text back is
     * the slow part of the check).
     */
    static Map<Integer, Integer> openers(PDDocument doc, List<String> titles, float marginPt, Set<Integer> pages) {
        Map<Integer, Integer> out = new TreeMap<>();
        try {
            for (int p : new TreeSet<>(pages)) {
                if (p < 1 || p >= doc.getNumberOfPages()) continue;
                int n = titles.indexOf(firstLine(doc, p, marginPt));
                if (n >= 0) out.put(p, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The first line of text inside the page's margins, spaces as typed. */
    private static String firstLine(PDDocument doc, int page, float marginPt) throws IOException {
        float height = doc.getPage(page).getMediaBox().getHeight();
        float[] firstY = {-1};
        StringBuilder line = new StringBuilder();
        PDFTextStripper s = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) {
                if (positions.isEmpty()) return;
                float y = positions.get(0).getYDirAdj();
                if (y < marginPt || y > height - marginPt) return; // running header, page number
                if (firstY[0] < 0) firstY[0] = y;
                if (Math.abs(y - firstY[0]) < 1.5f) line.append(line.length() > 0 ? " " : "").append(text.strip());
            }
        };
        s.setSortByPosition(true);
        s.setStartPage(page + 1);
        s.setEndPage(page + 1);
        s.getText(doc);
        return line.toString().replace('\u00a0', ' ');
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
