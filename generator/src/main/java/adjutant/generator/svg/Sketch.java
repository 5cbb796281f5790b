package adjutant.generator.svg;

import java.awt.Graphics2D;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.function.Consumer;
import org.apache.batik.dom.GenericDOMImplementation;
import org.apache.batik.svggen.SVGGeneratorContext;
import org.apache.batik.svggen.SVGGraphics2D;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A computed drawing: Java2D calls in millimetres, recorded as SVG by Batik's svggen.
 * For figures made of measured geometry (rulers, calibration crosses, grids), where a
 * template would only shuffle numbers.
 */
public final class Sketch {
    private static final String SVG_NS = "http://www.w3.org/2000/svg";

    private Sketch() {}

    /** An SVG canvas {@code width}×{@code height} mm; the painter draws with 1 user unit = 1 mm. */
    public static String svg(double width, double height, Consumer<Graphics2D> painter) {
        Document doc = GenericDOMImplementation.getDOMImplementation().createDocument(SVG_NS, "svg", null);
        SVGGeneratorContext ctx = SVGGeneratorContext.createDefault(doc);
        ctx.setPrecision(4);
        ctx.setEmbeddedFontsOn(false);
        ctx.setComment(null);
        SVGGraphics2D g = new SVGGraphics2D(ctx, false); // text stays text: the PDF embeds the font
        painter.accept(g);
        Element root = g.getRoot();
        root.setAttribute("width", fmt(width) + "mm");
        root.setAttribute("height", fmt(height) + "mm");
        root.setAttribute("viewBox", "0 0 " + fmt(width) + " " + fmt(height));
        StringWriter out = new StringWriter();
        try {
            g.stream(root, out, false, false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            g.dispose();
        }
        return out.toString();
    }

    static String fmt(double v) {
        return String.format(Locale.ROOT, "%.3f", v).replaceAll("\\.?0+$", "");
    }
}
