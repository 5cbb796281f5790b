package adjutant.generator.pdf;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.blend.BlendMode;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.state.PDGraphicsState;
import org.apache.pdfbox.pdmodel.interactive.annotation.AnnotationFilter;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotation;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationLink;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.rendering.PageDrawer;
import org.apache.pdfbox.rendering.PageDrawerParameters;

/**
 * PDFBox's renderer for previews, which draws a form shown on several pages (a board cut into
 * tiles: every tile page holds the whole board, clipped) once per scale and copies its pixels
 * onto each page, instead of parsing and drawing the form's content again for every page. Only
 * plain uses are copied: no rotation, full opacity, normal blending; anything else is drawn as
 * PDFBox draws it. The copy lands on whole pixels, so it may stand up to half a pixel from where
 * drawing it would have put it: so only big forms are copied (small ones cost little to draw, and
 * items that touch, such as counters with their bleed, would show seams). Everything else is drawn
 * by {@link ContentDrawer}.
 */
final class PreviewRenderer extends PDFRenderer implements AutoCloseable {
    /** A form's content of at least this many bytes (as stored, compressed) is worth copying. */
    static final long BIG = 16 * 1024;
    /** The big forms that more than one page shows. */
    private final Set<COSBase> shared = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Each shared form drawn at a scale. */
    private final Map<Key, Drawn> drawn = new HashMap<>();
    /** Pages made up to draw one form each (the forms' content stays in the document being previewed). */
    private final PDDocument scratch = new PDDocument();
    /** What the pages' drawers keep for each other. */
    private final ContentDrawer.Kept kept = new ContentDrawer.Kept();
    /** How many times a form's pixels drawn for an earlier use were copied (tests). */
    private int reused;
    /** How many uses of a form were copied in pixels, the first included (tests: a page with none is drawn exactly). */
    private int copies;

    private record Key(COSBase form, double sx, double sy) {}

    /** A form's pixels, and where in them its box's top-left corner stands. */
    private record Drawn(BufferedImage image, double cornerX, double cornerY) {}

    PreviewRenderer(PDDocument doc) throws IOException {
        super(doc);
        if (doc.getDocumentCatalog().getOCProperties() != null) return; // optional content: every form drawn as it stands
        Map<COSBase, Integer> pages = new IdentityHashMap<>();
        for (PDPage page : doc.getPages()) {
            PDResources res = page.getResources();
            if (res == null) continue;
            for (COSName name : res.getXObjectNames()) {
                if (res.getXObject(name) instanceof PDFormXObject f && f.getResources() != null && f.getCOSObject().getLength() >= BIG) {
                    pages.merge(f.getCOSObject(), 1, Integer::sum);
                }
            }
        }
        pages.forEach((form, n) -> {
            if (n > 1) shared.add(form);
        });
    }

    /**
     * A link with no appearance of its own and a border 0 wide (the rulebooks' links: hundreds per
     * book): PDFBox makes it an appearance on every drawing, a path it ends without painting.
     */
    private static boolean invisibleLink(PDAnnotation a) {
        return a instanceof PDAnnotationLink link && link.getAppearance() == null && link.getBorderStyle() != null
                && link.getBorderStyle().getWidth() == 0;
    }

    @Override
    protected PageDrawer createPageDrawer(PageDrawerParameters parameters) throws IOException {
        PageDrawer drawer = shared.isEmpty() ? new ContentDrawer(parameters, kept) : new Drawer(parameters);
        AnnotationFilter all = drawer.getAnnotationFilter();
        drawer.setAnnotationFilter(a -> all.accept(a) && !invisibleLink(a));
        return drawer;
    }

    int reused() {
        return reused;
    }

    int copies() {
        return copies;
    }

    @Override
    public void close() throws IOException {
        scratch.close();
    }

    private final class Drawer extends ContentDrawer {
        Drawer(PageDrawerParameters parameters) throws IOException {
            super(parameters, kept);
        }

        @Override
        public void showForm(PDFormXObject form) throws IOException {
            if (!shared.contains(form.getCOSObject()) || !plain(getGraphicsState())) {
                super.showForm(form);
                return;
            }
            AffineTransform at = new AffineTransform(getGraphics().getTransform());
            at.concatenate(getGraphicsState().getCurrentTransformationMatrix().createAffineTransform());
            at.concatenate(form.getMatrix().createAffineTransform());
            // only a scale (the page's flip included) and a shift: the same pixels wherever the form stands
            if (at.getShearX() != 0 || at.getShearY() != 0 || at.getScaleX() <= 0 || at.getScaleY() >= 0
                    || Math.abs(at.getScaleX() + at.getScaleY()) > 1e-9 * at.getScaleX()) {
                super.showForm(form);
                return;
            }
            PDRectangle bbox = form.getBBox();
            Point2D corner = at.transform(new Point2D.Double(bbox.getLowerLeftX(), bbox.getUpperRightY()), null);
            Drawn d = drawn.get(new Key(form.getCOSObject(), at.getScaleX(), at.getScaleY()));
            if (d == null) {
                d = draw(form, at.getScaleX(), corner);
                drawn.put(new Key(form.getCOSObject(), at.getScaleX(), at.getScaleY()), d);
            } else {
                reused++;
            }
            copies++;
            setClip();
            Graphics2D g = getGraphics();
            AffineTransform page = g.getTransform();
            g.setTransform(new AffineTransform()); // device pixels; the clip stays where it was
            g.drawImage(d.image(), (int) Math.round(corner.getX() - d.cornerX()), (int) Math.round(corner.getY() - d.cornerY()), null);
            g.setTransform(page);
        }

        /** Full opacity, normal blending, no soft mask. */
        private boolean plain(PDGraphicsState s) {
            return s.getNonStrokeAlphaConstant() == 1 && s.getAlphaConstant() == 1 && s.getSoftMask() == null
                    && s.getBlendMode() == BlendMode.NORMAL;
        }
    }

    /**
     * The form alone at {@code scale} pixels per unit, on a transparent page of its box, shifted by
     * the fraction of a pixel at which its first use stands, so that use comes out as drawn.
     */
    private Drawn draw(PDFormXObject form, double scale, Point2D corner) throws IOException {
        double fx = corner.getX() - Math.floor(corner.getX()), fy = corner.getY() - Math.floor(corner.getY());
        PDRectangle box = form.getBBox();
        float unit = (float) (1 / scale);
        // a pixel of room all round for the shift
        PDPage page = new PDPage(new PDRectangle(box.getLowerLeftX() - unit, box.getLowerLeftY() - unit, box.getWidth() + 2 * unit,
                box.getHeight() + 2 * unit));
        scratch.addPage(page);
        try (PDPageContentStream cs = new PDPageContentStream(scratch, page)) {
            cs.transform(new org.apache.pdfbox.util.Matrix(1, 0, 0, 1, (float) (fx * unit), (float) (-fy * unit)));
            cs.drawForm(form);
        }
        BufferedImage img = ContentDrawer.renderer(scratch).renderImage(scratch.getNumberOfPages() - 1, (float) scale, ImageType.ARGB);
        return new Drawn(img, 1 + fx, 1 + fy);
    }
}
