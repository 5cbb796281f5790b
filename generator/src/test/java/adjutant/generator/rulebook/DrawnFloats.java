package adjutant.generator.rulebook;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * The float check as it was made before it read the layout alone ({@link ExampleFloats#late}): the measuring
 * layout drawn to a PDF, each page that holds an example's title read back for its first line, and the page before
 * drawn small for where its ink ends ({@link PageFill}). Kept to show the layout alone decides the same.
 */
final class DrawnFloats {
    private DrawnFloats() {}

    /**
     * The ids of the examples that begin a page after a gap, by their printed titles ({@code titles.get(n)} is the
     * n-th example's); {@code anchors} the pages of the document's named destinations ({@link IndexPages#anchorPages}).
     */
    static Set<String> late(
            PDDocument doc, String body, List<String> titles, float marginPt, Map<String, Integer> anchors) {
        List<String> ids = ExampleFloats.ids(body);
        Set<String> out = new LinkedHashSet<>();
        openers(doc, titles, marginPt, ExampleFloats.titlePages(titles.size(), anchors))
                .forEach((p, n) -> {
                    if (n < ids.size() && PageFill.empty(doc, p - 1, marginPt) > ExampleFloats.GAP) out.add(ids.get(n));
                });
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
                if (Math.abs(y - firstY[0]) < 1.5f)
                    line.append(line.length() > 0 ? " " : "").append(text.strip());
            }
        };
        s.setSortByPosition(true);
        s.setStartPage(page + 1);
        s.setEndPage(page + 1);
        s.getText(doc);
        return line.toString().replace('\u00a0', ' ');
    }
}
