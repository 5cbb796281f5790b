package adjutant.generator.layout;

import adjutant.engine.geometry.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A board too big for the paper, cut into pages printed at 100 %. Neighbouring tiles
 * repeat exactly {@code overlap} millimetres of the board, so one is laid over the other;
 * alignment crosses in the middle of each overlap strip appear on both tiles.
 */
public record Tiling(Paper paper, int rows, int cols, double overlap, List<Tile> tiles, List<Box> keepClear) {
    public Tiling {
        tiles = List.copyOf(tiles);
        keepClear = List.copyOf(keepClear);
    }

    /** The same tiles, their crosses kept off {@code boxes} (the board's texts, board mm) where the strip has room. */
    public Tiling keepingClearOf(List<Box> boxes) {
        return new Tiling(paper, rows, cols, overlap, tiles, boxes);
    }

    /** Cross arm length from its centre, mm. */
    public static final double CROSS = 3;

    /**
     * Tiles for a board of {@code width}×{@code height} mm on the profile's paper, leaving
     * {@code labelBand} mm at the foot of each page for its label; the orientation that needs
     * fewer pages wins (the board's own orientation on a tie).
     */
    public static Tiling plan(double width, double height, PrintProfile p, double labelBand) {
        Tiling portrait = on(width, height, p, p.paper().portrait(), labelBand);
        Tiling landscape = on(width, height, p, p.paper().landscape(), labelBand);
        if (portrait.tiles.size() != landscape.tiles.size()) {
            return portrait.tiles.size() < landscape.tiles.size() ? portrait : landscape;
        }
        return width >= height ? landscape : portrait;
    }

    static Tiling on(double width, double height, PrintProfile p, Paper paper, double labelBand) {
        double o = p.overlap();
        double aw = paper.width() - 2 * p.margin();
        double ah = paper.height() - 2 * p.margin() - labelBand;
        if (aw <= o || ah <= o)
            throw new IllegalArgumentException("overlap " + o + " mm leaves nothing of " + paper.name());
        int cols = Math.max(1, (int) Math.ceil((width - o) / (aw - o) - 1e-9));
        int rows = Math.max(1, (int) Math.ceil((height - o) / (ah - o) - 1e-9));
        // every tile of a row (column) the same size: a board a little too big for n pages gets n + 1
        // even tiles, not n full ones and a sliver of 20 mm to trim and tape
        double tw = Math.min(aw, (width - o) / cols + o), th = Math.min(ah, (height - o) / rows + o);
        List<Tile> tiles = new ArrayList<>();
        Box board = new Box(0, 0, width, height);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                Box source = new Box(c * (tw - o), r * (th - o), tw, th).intersect(board);
                Box window = new Box(p.margin(), p.margin(), source.w(), source.h());
                tiles.add(new Tile(r, c, source, window));
            }
        }
        return new Tiling(paper, rows, cols, o, tiles, List.of());
    }

    /** Horizontal distance between the left edges of neighbouring tiles, mm. */
    public double stepX() {
        return cols > 1 ? tiles.get(1).source().x() - tiles.get(0).source().x() : 0;
    }

    public double stepY() {
        return rows > 1 ? tiles.get(cols).source().y() - tiles.get(0).source().y() : 0;
    }

    /**
     * Centres of the alignment crosses, board millimetres: in the middle of every overlap strip, one per
     * stretch between the strips that cross it, moved along the strip to the place nearest the middle
     * where it covers none of {@link #keepClear} (a cross over a printed value hid it).
     */
    public List<double[]> crosses() {
        List<double[]> out = new ArrayList<>();
        Tile last = tiles.get(tiles.size() - 1);
        double width = last.source().right(), height = last.source().bottom();
        for (int c = 1; c < cols; c++) {
            double x = c * stepX() + overlap / 2;
            for (int r = 0; r < rows; r++) {
                double[] span = span(r, stepY(), tiles.get(r * cols).source().h(), height);
                out.add(new double[] {x, clear(span, y -> new double[] {x, y})});
            }
        }
        for (int r = 1; r < rows; r++) {
            double y = r * stepY() + overlap / 2;
            for (int c = 0; c < cols; c++) {
                double[] span = span(c, stepX(), tiles.get(c).source().w(), width);
                out.add(new double[] {clear(span, x -> new double[] {x, y}), y});
            }
        }
        return out;
    }

    /** The stretch of a strip a cross may stand in, and its middle: {start, end, middle}. */
    private double[] span(int i, double step, double size, double total) {
        double start = i * step + (i > 0 ? overlap : 0);
        double end = Math.min(total, i * step + size) - overlap;
        return end > start
                ? new double[] {start + CROSS, end - CROSS, (start + end) / 2}
                : new double[] {i * step + size / 2, i * step + size / 2, i * step + size / 2};
    }

    /** The place along the span nearest its middle where the cross covers no kept-clear box (the middle when there is none). */
    private double clear(double[] span, DoubleFunction<double[]> at) {
        for (double d = 0; d <= span[1] - span[0]; d += 1) {
            for (double t : new double[] {span[2] - d, span[2] + d}) {
                if (t < span[0] || t > span[1]) continue;
                double[] c = at.apply(t);
                Box square = new Box(c[0] - CROSS - 1, c[1] - CROSS - 1, 2 * CROSS + 2, 2 * CROSS + 2);
                if (keepClear.stream().noneMatch(b -> b.intersect(square) != null)) return t;
            }
        }
        return span[2];
    }

    /** The marks of one tile: its crosses (page mm) and a hairline frame at the edge of the printed part. */
    public List<Line> marks(Tile t) {
        List<Line> out = new ArrayList<>();
        double dx = t.window().x() - t.source().x(),
                dy = t.window().y() - t.source().y();
        for (double[] c : crosses()) {
            double x = c[0] + dx, y = c[1] + dy;
            if (x - CROSS < t.window().x() - 1e-6
                    || x + CROSS > t.window().right() + 1e-6
                    || y - CROSS < t.window().y() - 1e-6
                    || y + CROSS > t.window().bottom() + 1e-6) continue;
            out.add(new Line(x - CROSS, y, x + CROSS, y, 0.25));
            out.add(new Line(x, y - CROSS, x, y + CROSS, 0.25));
        }
        Box w = t.window();
        out.add(Line.hair(w.x(), w.y(), w.right(), w.y()));
        out.add(Line.hair(w.right(), w.y(), w.right(), w.bottom()));
        out.add(Line.hair(w.right(), w.bottom(), w.x(), w.bottom()));
        out.add(Line.hair(w.x(), w.bottom(), w.x(), w.y()));
        return out;
    }

    /** The board drawing placed so that the tile's part of it fills the tile's window. */
    public Placement placement(Drawing board, Tile t) {
        return new Placement(
                board,
                t.window().x() - t.source().x() - board.bleed(),
                t.window().y() - t.source().y() - board.bleed(),
                1,
                t.window());
    }
}
