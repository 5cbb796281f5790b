package adjutant.generator.pdf;

import adjutant.engine.geometry.Box;
import java.awt.geom.GeneralPath;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;
import org.apache.pdfbox.util.Vector;

/**
 * What is painted on each piece of a sheet (a counter, a card), read from the page's content
 * stream: every fill, stroke and glyph drawn inside a piece's drawing, with its extent in page mm
 * (top-left origin) before any clip. What a duplex check needs: how near the cut a frame or a
 * text stands, and how far past it the background runs.
 */
public final class PieceInk {
    public enum Kind {
        FILL,
        STROKE,
        GLYPH
    }

    /** One mark: its kind and extent, page mm. */
    public record Mark(Kind kind, Box box) {}

    /** A piece drawn on the page: its drawing's id, its canvas (the cut and the bleed round it) and its marks. */
    public record Piece(String id, Box canvas, List<Mark> marks) {}

    private PieceInk() {}

    public static List<Piece> of(PDDocument doc, int pageIndex) {
        return PathEngine.walk(doc, pageIndex, Walker::new).pieces;
    }

    private static final class Walker extends PathEngine {
        final List<Piece> pieces = new ArrayList<>();
        private List<Mark> current;

        Walker(PDPage page) {
            super(page);
        }

        @Override
        public void showForm(PDFormXObject form) throws IOException {
            String id = form.getCOSObject().getString(SvgPainter.DRAWING_KEY);
            if (id == null || current != null) {
                super.showForm(form);
                return;
            }
            current = new ArrayList<>();
            pieces.add(new Piece(id, mm(placed(form)), current));
            try {
                super.showForm(form);
            } finally {
                current = null;
            }
        }

        private void mark(Kind kind) {
            if (current != null && path.getCurrentPoint() != null) {
                Rectangle2D r = path.getBounds2D();
                if (kind == Kind.STROKE) {
                    double half = getGraphicsState().getLineWidth()
                            * Math.abs(getGraphicsState()
                                    .getCurrentTransformationMatrix()
                                    .getScalingFactorX())
                            / 2;
                    r = new Rectangle2D.Double(
                            r.getX() - half, r.getY() - half, r.getWidth() + 2 * half, r.getHeight() + 2 * half);
                }
                current.add(new Mark(kind, mm(r)));
            }
            path = new GeneralPath();
        }

        @Override
        protected void showGlyph(Matrix trm, PDFont font, int code, Vector displacement) throws IOException {
            if (current == null) return;
            double size = trm.getScalingFactorY(), x = trm.getTranslateX(), y = trm.getTranslateY();
            double w = displacement.getX() * trm.getScalingFactorX();
            if (w <= 0) return; // a space
            current.add(new Mark(Kind.GLYPH, mm(new Rectangle2D.Double(x, y - 0.2 * size, w, 0.95 * size))));
        }

        @Override
        public void clip(int windingRule) {}

        @Override
        public void endPath() {
            path = new GeneralPath();
        }

        @Override
        public void strokePath() {
            mark(Kind.STROKE);
        }

        @Override
        public void fillPath(int windingRule) {
            mark(Kind.FILL);
        }

        @Override
        public void fillAndStrokePath(int windingRule) {
            mark(Kind.STROKE);
        }
    }
}
