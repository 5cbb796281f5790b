package adjutant.generator.pdf;

import adjutant.engine.geometry.Box;
import java.awt.geom.GeneralPath;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.text.PDFTextStripper;

/** Reads back what a generated PDF holds: fonts, text, and where each drawing was placed. */
public final class PdfProbe implements AutoCloseable {
    public static final double PT_PER_MM = 72 / 25.4;
    private final PDDocument doc;

    public PdfProbe(byte[] pdf) {
        try {
            doc = Loader.loadPDF(pdf);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public PDDocument doc() {
        return doc;
    }

    public int pages() {
        return doc.getNumberOfPages();
    }

    public String text() {
        try {
            return new PDFTextStripper().getText(doc);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String text(int page) {
        try {
            PDFTextStripper s = new PDFTextStripper();
            s.setStartPage(page + 1);
            s.setEndPage(page + 1);
            return s.getText(doc);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A font used anywhere in the document (pages and forms inside forms). */
    public record FontUse(String name, boolean embedded, boolean subset) {}

    public List<FontUse> fonts() {
        List<FontUse> out = new ArrayList<>();
        Set<Object> seen = new HashSet<>();
        for (PDPage p : doc.getPages()) collectFonts(p.getResources(), out, seen);
        return out;
    }

    private static void collectFonts(PDResources res, List<FontUse> out, Set<Object> seen) {
        if (res == null || !seen.add(res.getCOSObject())) return;
        try {
            for (COSName n : res.getFontNames()) {
                PDFont f = res.getFont(n);
                if (!seen.add(f.getCOSObject())) continue;
                String name = f.getName();
                out.add(new FontUse(name, f.isEmbedded(), name != null && name.matches("[A-Z]{6}\\+.*")));
            }
            for (COSName n : res.getXObjectNames()) {
                PDXObject x = res.getXObject(n);
                if (x instanceof PDFormXObject form) collectFonts(form.getResources(), out, seen);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A drawing on a page: its id, where its canvas landed and the clip around it, page mm (top-left origin). */
    public record Placed(String id, Box canvas, Box clip) {}

    public List<Placed> placed(int pageIndex) {
        return PathEngine.walk(doc, pageIndex, Finder::new).found;
    }

    /** A page box in page mm, top-left origin. */
    public Box box(int pageIndex, String which) {
        PDPage p = doc.getPage(pageIndex);
        var r = switch (which) {
            case "trim" -> p.getCOSObject().containsKey(COSName.TRIM_BOX) ? p.getTrimBox() : null;
            case "bleed" -> p.getCOSObject().containsKey(COSName.BLEED_BOX) ? p.getBleedBox() : null;
            default -> p.getMediaBox();
        };
        if (r == null) return null;
        float h = p.getMediaBox().getHeight();
        return new Box(
                r.getLowerLeftX() / PT_PER_MM,
                (h - r.getUpperRightY()) / PT_PER_MM,
                r.getWidth() / PT_PER_MM,
                r.getHeight() / PT_PER_MM);
    }

    @Override
    public void close() {
        try {
            doc.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Walks a page's content, following the clip, and records each top-level form drawn. */
    private static final class Finder extends PathEngine {
        final List<Placed> found = new ArrayList<>();
        private boolean clipPending;

        Finder(PDPage page) {
            super(page);
        }

        @Override
        public void showForm(PDFormXObject form) {
            String id = form.getCOSObject().getString(SvgPainter.DRAWING_KEY);
            if (id == null) return;
            found.add(new Placed(
                    id,
                    mm(placed(form)),
                    mm(getGraphicsState().getCurrentClippingPath().getBounds2D())));
        }

        @Override
        public void clip(int windingRule) {
            clipPending = true;
        }

        @Override
        public void endPath() {
            if (clipPending) getGraphicsState().intersectClippingPath(path);
            clipPending = false;
            path = new GeneralPath();
        }

        @Override
        public void strokePath() {
            endPath();
        }

        @Override
        public void fillPath(int windingRule) {
            endPath();
        }

        @Override
        public void fillAndStrokePath(int windingRule) {
            endPath();
        }
    }
}
