package adjutant.generator.hunt;

import adjutant.engine.hunt.Cell;
import adjutant.engine.hunt.HexGrid;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;

/**
 * Where the cells of the board's hex grid fall on paper, in millimetres. Only pointy-topped
 * odd-r and even-r grids are drawn (the data's grid); a cell of column −1 or row −1 is just
 * outside the grid, where port boxes stand.
 *
 * @param size  centre to corner of one hex
 * @param left  x of the west edge of column −1
 * @param top   y of the north tip of row −1
 */
record HexLayout(HexGrid grid, double size, double left, double top) {
    HexLayout {
        if (grid.orientation() != HexGrid.Orientation.POINTY)
            throw new IllegalArgumentException("the board draws pointy-topped hexes only");
    }

    /** Flat side to flat side. */
    double width() {
        return Math.sqrt(3) * size;
    }

    Point2D.Double centre(Cell c) {
        boolean shifted = grid.offset() == HexGrid.Offset.ODD_R ? (c.row() & 1) == 1 : (c.row() & 1) == 0;
        double x = left + (c.col() + 1) * width() + (shifted ? width() / 2 : 0) + width() / 2;
        double y = top + (c.row() + 1) * 1.5 * size + size;
        return new Point2D.Double(x, y);
    }

    /** The hexagon of a cell, shrunk by {@code inset} mm towards its centre. */
    Path2D.Double hexagon(Cell c, double inset) {
        Point2D.Double o = centre(c);
        double r = size - inset / Math.cos(Math.PI / 6);
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < 6; i++) {
            double a = Math.toRadians(60 * i - 90);
            double x = o.x + r * Math.cos(a), y = o.y + r * Math.sin(a);
            if (i == 0) p.moveTo(x, y);
            else p.lineTo(x, y);
        }
        p.closePath();
        return p;
    }
}
