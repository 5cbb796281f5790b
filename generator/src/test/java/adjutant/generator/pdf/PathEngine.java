package adjutant.generator.pdf;

import adjutant.engine.geometry.Box;
import java.awt.geom.GeneralPath;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Function;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.util.Matrix;

/**
 * A page's content walked with the path being built kept in page points (PDFBox hands the
 * points already transformed); what is done with a finished path ({@link #endPath}, a stroke, a
 * fill) is the subclass's. Shared by the readers of where drawings were placed and what they paint,
 * and of the rulebooks' tables.
 */
public abstract class PathEngine extends PDFGraphicsStreamEngine {
    protected GeneralPath path = new GeneralPath();
    private final float pageHeight;

    protected PathEngine(PDPage page) {
        super(page);
        pageHeight = page.getMediaBox().getHeight();
    }

    /** {@code pageIndex} of {@code doc} walked by the engine {@code make} gives for it. */
    public static <T extends PathEngine> T walk(
            org.apache.pdfbox.pdmodel.PDDocument doc, int pageIndex, Function<PDPage, T> make) {
        PDPage page = doc.getPage(pageIndex);
        T engine = make.apply(page);
        try {
            engine.processPage(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return engine;
    }

    /** A box in page points (bottom-left origin) in page mm, top-left origin. */
    protected Box mm(Rectangle2D r) {
        return new Box(
                r.getX() / PdfProbe.PT_PER_MM,
                (pageHeight - r.getY() - r.getHeight()) / PdfProbe.PT_PER_MM,
                r.getWidth() / PdfProbe.PT_PER_MM,
                r.getHeight() / PdfProbe.PT_PER_MM);
    }

    /** Where a form's box lands on the page, page points. */
    protected Rectangle2D placed(PDFormXObject form) {
        Matrix m = getGraphicsState().getCurrentTransformationMatrix().clone();
        m.concatenate(form.getMatrix());
        var bb = form.getBBox();
        Point2D.Float a = m.transformPoint(bb.getLowerLeftX(), bb.getLowerLeftY());
        Point2D.Float b = m.transformPoint(bb.getUpperRightX(), bb.getUpperRightY());
        return new Rectangle2D.Double(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
    }

    @Override
    public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
        path.moveTo((float) p0.getX(), (float) p0.getY());
        path.lineTo((float) p1.getX(), (float) p1.getY());
        path.lineTo((float) p2.getX(), (float) p2.getY());
        path.lineTo((float) p3.getX(), (float) p3.getY());
        path.closePath();
    }

    @Override
    public void drawImage(PDImage pdImage) {}

    @Override
    public void moveTo(float x, float y) {
        path.moveTo(x, y);
    }

    @Override
    public void lineTo(float x, float y) {
        path.lineTo(x, y);
    }

    @Override
    public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
        path.curveTo(x1, y1, x2, y2, x3, y3);
    }

    @Override
    public Point2D getCurrentPoint() {
        return path.getCurrentPoint();
    }

    @Override
    public void closePath() {
        path.closePath();
    }

    @Override
    public void shadingFill(COSName shadingName) {}
}
