package adjutant.generator.rulebook;

import adjutant.generator.pdf.PathEngine;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;

/**
 * The rule tables of one page as the PDF draws them: the rulebook's cell borders (colour
 * {@code #b9ad95}, 0.4 pt) and header shading ({@code #efe9dc}) read from the page's drawing
 * operations. Each piece is a run of rows joined by vertical borders: its left and right edge,
 * its top and bottom (points from the page's top), and how many of its rows are header rows.
 */
final class TablePieces {
    private static final int BORDER = 0xb9ad95, HEADER = 0xefe9dc;

    /** A table, or the part of one that a page holds. */
    record Piece(float left, float right, float top, float bottom, int rows, int headerRows) {
        int bodyRows() {
            return rows - headerRows;
        }
    }

    private TablePieces() {}

    static List<Piece> of(PDDocument doc, int page) {
        float height = doc.getPage(page).getMediaBox().getHeight();
        List<Rectangle2D> borders = new ArrayList<>(), headers = new ArrayList<>();
        PathEngine.walk(doc, page, p -> new PathEngine(p) {
            @Override
            public void endPath() {
                path.reset();
            }

            @Override
            public void strokePath() throws IOException {
                take(getGraphicsState().getStrokingColor(), getGraphicsState().getLineWidth());
            }

            @Override
            public void fillPath(int windingRule) throws IOException {
                take(getGraphicsState().getNonStrokingColor(), 0);
            }

            @Override
            public void fillAndStrokePath(int windingRule) throws IOException {
                take(getGraphicsState().getNonStrokingColor(), 0);
            }

            private void take(PDColor colour, float width) throws IOException {
                int rgb;
                try {
                    rgb = colour.toRGB();
                } catch (UnsupportedOperationException e) {
                    rgb = -1; // a pattern (a figure's gradient): no table's
                }
                if (!path.getBounds2D().isEmpty() || width > 0) {
                    // Device space has its origin at the page's foot: turn it to points from the top.
                    Rectangle2D b = path.getBounds2D();
                    Rectangle2D r = new Rectangle2D.Double(
                            b.getX() - width / 2,
                            height - b.getMaxY() - width / 2,
                            b.getWidth() + width,
                            b.getHeight() + width);
                    if (rgb == BORDER) borders.add(r);
                    if (rgb == HEADER) headers.add(r);
                }
                path.reset();
            }

            @Override
            public void clip(int windingRule) {}
        });
        return pieces(borders, headers);
    }

    /** Horizontal borders grouped by height; a run of them joined by vertical borders is one piece. */
    private static List<Piece> pieces(List<Rectangle2D> borders, List<Rectangle2D> headers) {
        TreeMap<Integer, float[]> lines = new TreeMap<>(); // y (half points) -> {left, right}
        List<Rectangle2D> verticals = new ArrayList<>();
        for (Rectangle2D r : borders) {
            if (r.getHeight() < 1.5 && r.getWidth() > 3) {
                lines.merge(
                        (int) Math.round(r.getCenterY() * 2),
                        new float[] {(float) r.getMinX(), (float) r.getMaxX()},
                        (a, b) -> new float[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            } else if (r.getWidth() < 1.5 && r.getHeight() > 3) {
                verticals.add(r);
            }
        }
        List<Piece> out = new ArrayList<>();
        List<Integer> ys = new ArrayList<>(lines.keySet());
        int start = 0;
        for (int i = 1; i <= ys.size(); i++) {
            if (i < ys.size() && joined(ys.get(i - 1) / 2f, ys.get(i) / 2f, verticals)) continue;
            if (i - 1 > start) {
                float left = Float.MAX_VALUE, right = -Float.MAX_VALUE;
                int headerRows = 0;
                for (int k = start; k < i; k++) {
                    left = Math.min(left, lines.get(ys.get(k))[0]);
                    right = Math.max(right, lines.get(ys.get(k))[1]);
                    if (k > start && shaded(ys.get(k - 1) / 2f, ys.get(k) / 2f, headers)) headerRows++;
                }
                out.add(new Piece(left, right, ys.get(start) / 2f, ys.get(i - 1) / 2f, i - 1 - start, headerRows));
            }
            start = i;
        }
        return out;
    }

    /** Whether a vertical border runs from one horizontal border to the next: both bound the same row. */
    private static boolean joined(float top, float bottom, List<Rectangle2D> verticals) {
        for (Rectangle2D v : verticals) if (v.getMinY() <= top + 1 && v.getMaxY() >= bottom - 1) return true;
        return false;
    }

    /** Whether the row between two borders is shaded as a header across most of its width. */
    private static boolean shaded(float top, float bottom, List<Rectangle2D> headers) {
        for (Rectangle2D h : headers) {
            if (h.getMinY() >= top - 1 && h.getMaxY() <= bottom + 1 && h.getHeight() > (bottom - top) / 2) return true;
        }
        return false;
    }
}
