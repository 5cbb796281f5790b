package adjutant.generator.pdf.print;

import adjutant.engine.geometry.Box;
import adjutant.generator.layout.Drawing;
import adjutant.generator.pdf.SvgPainter;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.apache.batik.bridge.TextNode;
import org.apache.batik.gvt.CompositeGraphicsNode;
import org.apache.batik.gvt.GraphicsNode;

/**
 * Where a drawing puts ink that must stay clear of the cut: every text, and every shape that
 * stays inside the trimmed item. A shape that runs out past the trim into the bleed is
 * background (the colour, a hatching, the sea) and may be cut anywhere. Boxes are in
 * millimetres from the trimmed corner, as the drawing's templates place things.
 */
public final class InkBounds {
    /** How far a shape must reach past the trim to count as background, mm (rounding of the templates' numbers). */
    private static final double REACH = 0.01;

    private InkBounds() {}

    public static List<Box> of(Drawing d) {
        GraphicsNode root = SvgPainter.build(d);
        Box trim = new Box(0, 0, d.width(), d.height());
        List<Box> ink = new ArrayList<>();
        collect(root, d.bleed(), trim, ink);
        return ink;
    }

    /** The nearest any ink comes to the trim's edge, mm ({@code min(w, h) / 2} when there is none). */
    public static double margin(Drawing d) {
        double m = Math.min(d.width(), d.height()) / 2;
        for (Box b : of(d))
            m = Math.min(m, Math.min(Math.min(b.x(), b.y()), Math.min(d.width() - b.right(), d.height() - b.bottom())));
        return m;
    }

    private static void collect(GraphicsNode n, double bleed, Box trim, List<Box> ink) {
        if (!n.isVisible()) return;
        if (n instanceof CompositeGraphicsNode c && !(n instanceof TextNode)) {
            for (Object child : c.getChildren()) collect((GraphicsNode) child, bleed, trim, ink);
            return;
        }
        Rectangle2D r = bounds(n);
        if (r == null || r.isEmpty()) return;
        double k = SvgPainter.PT_PER_MM;
        Box b = new Box(r.getX() / k - bleed, r.getY() / k - bleed, r.getWidth() / k, r.getHeight() / k);
        boolean background = !(n instanceof TextNode) && !trim.grow(REACH).contains(b, 0);
        if (!background) ink.add(b);
    }

    /** The painted bounds (stroke included) in the root's space: points from the canvas's top-left corner. */
    private static Rectangle2D bounds(GraphicsNode n) {
        Rectangle2D local = n instanceof TextNode ? n.getGeometryBounds() : n.getPrimitiveBounds();
        if (local == null) return null;
        return n.getGlobalTransform().createTransformedShape(local).getBounds2D();
    }
}
