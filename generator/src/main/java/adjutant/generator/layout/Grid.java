package adjutant.generator.layout;

import adjutant.engine.geometry.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An n-up grid of equal items on one sheet, centred, leaving room outside the outer items
 * for the bleed and the crop marks within the printable area. Cells are the trimmed
 * items, row by row from the top left.
 */
public record Grid(Paper paper, int cols, int rows, List<Box> cells) {
    public Grid {
        cells = List.copyOf(cells);
    }

    /** Gap between an item's bleed and the start of its crop mark, mm. */
    public static final double MARK_GAP = 1;

    public static final double MARK_LENGTH = 4;

    public int perPage() {
        return cells.size();
    }

    /** The largest grid of {@code w}×{@code h} items on the profile's paper (the orientation that holds more). */
    public static Grid fit(PrintProfile p, double w, double h) {
        Grid portrait = on(p, p.paper().portrait(), w, h);
        Grid landscape = on(p, p.paper().landscape(), w, h);
        return landscape.perPage() > portrait.perPage() ? landscape : portrait;
    }

    /** The grid on exactly this sheet orientation. */
    public static Grid on(PrintProfile p, Paper paper, double w, double h) {
        double reserve = p.margin() + p.bleed() + (p.cropMarks() ? MARK_GAP + MARK_LENGTH : 0);
        double g = p.gutter();
        int cols = (int) Math.floor((paper.width() - 2 * reserve + g) / (w + g) + 1e-9);
        int rows = (int) Math.floor((paper.height() - 2 * reserve + g) / (h + g) + 1e-9);
        if (cols < 1 || rows < 1) {
            throw new IllegalArgumentException(
                    String.format(Locale.ROOT, "an item of %.1f × %.1f mm does not fit on %s", w, h, paper.name()));
        }
        double x0 = (paper.width() - (cols * w + (cols - 1) * g)) / 2;
        double y0 = (paper.height() - (rows * h + (rows - 1) * g)) / 2;
        List<Box> cells = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) cells.add(new Box(x0 + c * (w + g), y0 + r * (h + g), w, h));
        }
        return new Grid(paper, cols, rows, cells);
    }

    /**
     * Where the back of {@code cell} is printed on the back page: mirrored for a sheet turned
     * over its long edge, then moved by the printer's back offset.
     */
    public static Box backOf(Box cell, Paper paper, Offset backOffset) {
        return cell.mirrorX(paper.width()).shift(backOffset.x(), backOffset.y());
    }
}
