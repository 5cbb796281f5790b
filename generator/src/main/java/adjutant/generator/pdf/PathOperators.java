package adjutant.generator.pdf;

import java.awt.geom.Point2D;
import org.apache.pdfbox.rendering.PageDrawer;
import org.apache.pdfbox.util.Matrix;

/**
 * The path operators (m l c v y re h) with plain-number operands, as PDFBox's operators do them
 * but with no object made per operand or point: each point is transformed by the current matrix
 * with the arithmetic of PDFBox's {@code transformedPoint} (the matrix's floats widened to
 * doubles, {@code a·x + c·y + e}, rounded to float), so the path holds the same floats. What PDFBox
 * would warn about (a line with no current point, too few or too many operands) is left to it.
 */
final class PathOperators {
    private final PageDrawer drawer;
    /** The last point transformed. */
    private float x, y;
    /**
     * The path has a current point: known after a move here (nothing here empties the path), not
     * known once PDFBox handled an operator (then asked of the path, which makes a point to say).
     */
    private boolean open;

    PathOperators(PageDrawer drawer) {
        this.drawer = drawer;
    }

    /** Draws {@code name} with {@code o} as PDFBox would, or returns false to leave it to PDFBox. */
    boolean draw(String name, Operands o) {
        if (!o.numbers() || name.length() > 2) return false;
        int n = o.size();
        switch (name) {
            case "m" -> {
                if (n != 2) return false;
                point(o.value(0), o.value(1));
                drawer.moveTo(x, y);
                open = true;
            }
            case "l" -> {
                if (n != 2 || !open()) return false;
                point(o.value(0), o.value(1));
                drawer.lineTo(x, y);
            }
            case "c" -> {
                if (n != 6 || !open()) return false;
                point(o.value(0), o.value(1));
                float x1 = x, y1 = y;
                point(o.value(2), o.value(3));
                float x2 = x, y2 = y;
                point(o.value(4), o.value(5));
                drawer.curveTo(x1, y1, x2, y2, x, y);
            }
            case "v" -> {
                if (n != 4) return false;
                Point2D current = drawer.getCurrentPoint();
                if (current == null) return false;
                point(o.value(0), o.value(1));
                float x2 = x, y2 = y;
                point(o.value(2), o.value(3));
                drawer.curveTo((float) current.getX(), (float) current.getY(), x2, y2, x, y);
            }
            case "y" -> {
                if (n != 4 || !open()) return false;
                point(o.value(0), o.value(1));
                float x1 = x, y1 = y;
                point(o.value(2), o.value(3));
                drawer.curveTo(x1, y1, x, y, x, y);
            }
            case "re" -> {
                if (n != 4) return false;
                float x1 = o.value(0), y1 = o.value(1), x2 = o.value(2) + x1, y2 = o.value(3) + y1;
                // PDFBox's appendRectangle: a move, three lines and a close
                point(x1, y1);
                drawer.moveTo(x, y);
                point(x2, y1);
                drawer.lineTo(x, y);
                point(x2, y2);
                drawer.lineTo(x, y);
                point(x1, y2);
                drawer.lineTo(x, y);
                drawer.closePath();
                open = true;
            }
            case "h" -> {
                if (n != 0 || !open()) return false;
                drawer.closePath();
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /** PDFBox handled an operator, which may have ended the path. */
    void forget() {
        open = false;
    }

    private boolean open() {
        if (!open) open = drawer.getCurrentPoint() != null;
        return open;
    }

    /** The point ({@code px}, {@code py}) in the current matrix, as {@code AffineTransform.transform} rounds it. */
    private void point(float px, float py) {
        Matrix m = drawer.getGraphicsState().getCurrentTransformationMatrix();
        double a = m.getScaleX(), b = m.getShearY(), c = m.getShearX(), d = m.getScaleY(), e = m.getTranslateX(), f = m.getTranslateY();
        double dx = px, dy = py;
        x = (float) (a * dx + c * dy + e);
        y = (float) (b * dx + d * dy + f);
    }
}
