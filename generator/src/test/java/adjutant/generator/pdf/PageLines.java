package adjutant.generator.pdf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * The text lines of each page as the reader sees them, top to bottom, with where each stands
 * (points from the top of the page) and its largest font size: what a typography check needs
 * to find a line ending with a lone preposition, a heading at a page foot or a half-empty page.
 */
public final class PageLines {
    /** One line of text: {@code top} and {@code bottom} in points from the page's top edge, {@code left} and {@code right} from its left edge. */
    public record Line(String text, float top, float bottom, float size, float left, float right) {}

    private PageLines() {}

    /** Every page's lines, in reading order. */
    public static List<List<Line>> of(PDDocument doc) {
        List<List<Line>> pages = new ArrayList<>();
        for (int p = 0; p < doc.getNumberOfPages(); p++) pages.add(page(doc, p));
        return pages;
    }

    private static List<Line> page(PDDocument doc, int page) {
        List<Line> lines = new ArrayList<>();
        try {
            PDFTextStripper s = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) {
                    if (positions.isEmpty()) return;
                    float top = Float.MAX_VALUE, bottom = 0, size = 0, left = Float.MAX_VALUE, right = 0;
                    for (TextPosition t : positions) {
                        top = Math.min(top, t.getYDirAdj() - t.getHeightDir());
                        bottom = Math.max(bottom, t.getYDirAdj());
                        size = Math.max(size, t.getFontSizeInPt());
                        left = Math.min(left, t.getXDirAdj());
                        right = Math.max(right, t.getXDirAdj() + t.getWidthDirAdj());
                    }
                    Line last = lines.isEmpty() ? null : lines.get(lines.size() - 1);
                    // The same line written in several runs (a link, a term, bold text); runs on one baseline
                    // but far apart (two labels of a map) are two lines.
                    if (last != null
                            && Math.abs(last.bottom() - bottom) < 1.5f
                            && left - last.right() < 4 * Math.max(size, last.size())) {
                        lines.set(
                                lines.size() - 1,
                                new Line(
                                        last.text() + " " + text,
                                        Math.min(top, last.top()),
                                        Math.max(bottom, last.bottom()),
                                        Math.max(size, last.size()),
                                        Math.min(left, last.left()),
                                        Math.max(right, last.right())));
                    } else {
                        lines.add(new Line(text, top, bottom, size, left, right));
                    }
                }
            };
            s.setSortByPosition(true);
            s.setStartPage(page + 1);
            s.setEndPage(page + 1);
            s.getText(doc);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }
}
