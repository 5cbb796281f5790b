package adjutant.generator.pdf;

import adjutant.engine.geometry.Box;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Line;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Placement;
import adjutant.generator.layout.Typesetting;
import adjutant.generator.pdf.preview.Previews;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;

/** The vector {@link PdfMaker} ({@link PdfMaker#vector()}): PDFBox pages, Batik drawings, openhtmltopdf documents. */
final class PdfBoxMaker implements PdfMaker {
    @Override
    public byte[] sheets(List<PagePlan> pages, DocInfo info) {
        try (PDDocument doc = new PDDocument()) {
            DocumentFonts fonts = new DocumentFonts(doc);
            Map<String, PDFormXObject> forms = new HashMap<>();
            for (PagePlan plan : pages) addPage(doc, fonts, forms, plan, info);
            return Metadata.save(doc, info);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public byte[] document(String xhtml, DocInfo info) {
        return HtmlRenderer.render(xhtml, info);
    }

    @Override
    public Drawn document(String xhtml, DocInfo info, Pattern ids) {
        return HtmlRenderer.render(xhtml, info, ids);
    }

    @Override
    public Map<String, Integer> pages(String xhtml, DocInfo info, Pattern ids) {
        return layout(xhtml, info, ids).anchors();
    }

    @Override
    public Layout layout(String xhtml, DocInfo info, Pattern ids) {
        return LayoutMemo.get(xhtml, ids, () -> HtmlRenderer.layout(xhtml, info, ids));
    }

    @Override
    public List<byte[]> previews(byte[] pdf, int dpi) {
        return Previews.png(pdf, dpi);
    }

    @Override
    public int pageCount(byte[] pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return doc.getNumberOfPages();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void addPage(
            PDDocument doc, DocumentFonts fonts, Map<String, PDFormXObject> forms, PagePlan plan, DocInfo info)
            throws IOException {
        float h = pt(plan.height());
        PDPage page = new PDPage(new PDRectangle(pt(plan.width()), h));
        doc.addPage(page);
        if (plan.trimBox() != null) page.setTrimBox(rect(plan.trimBox(), h));
        if (plan.bleedBox() != null) page.setBleedBox(rect(plan.bleedBox(), h));
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
            for (Placement p : plan.items()) {
                PDFormXObject form = forms.get(p.drawing().id());
                if (form == null) {
                    Glyphs.check(
                            p.drawing().svg(),
                            info.title() + " (" + info.lang() + "), "
                                    + p.drawing().id());
                    // the drawing's texts typeset for the document's language (Czech spaces and dashes)
                    Drawing d = p.drawing();
                    form = SvgPainter.form(
                            doc,
                            fonts,
                            new Drawing(
                                    d.id(),
                                    Typesetting.markup(d.svg(), info.lang()),
                                    d.width(),
                                    d.height(),
                                    d.bleed()));
                    forms.put(p.drawing().id(), form);
                }
                cs.saveGraphicsState();
                if (p.clip() != null) {
                    PDRectangle c = rect(p.clip(), h);
                    cs.addRect(c.getLowerLeftX(), c.getLowerLeftY(), c.getWidth(), c.getHeight());
                    cs.clip();
                }
                // The form's origin is its bottom-left corner; the placement gives the top-left, y down.
                float s = (float) p.scale();
                float x = pt(p.x());
                float y = h - pt(p.y()) - pt(p.drawing().canvasHeight()) * s;
                cs.transform(new Matrix(s, 0, 0, s, x, y));
                cs.drawForm(form);
                cs.restoreGraphicsState();
            }
            if (!plan.marks().isEmpty()) {
                cs.setStrokingColor(0f);
                for (Line l : plan.marks()) {
                    cs.setLineWidth(pt(l.width()));
                    cs.moveTo(pt(l.x1()), h - pt(l.y1()));
                    cs.lineTo(pt(l.x2()), h - pt(l.y2()));
                    cs.stroke();
                }
            }
        }
    }

    static float pt(double mm) {
        return (float) (mm * SvgPainter.PT_PER_MM);
    }

    /** A box in page millimetres (top-left origin) as a PDF rectangle (bottom-left origin, points). */
    static PDRectangle rect(Box b, float pageHeightPt) {
        return new PDRectangle(pt(b.x()), pageHeightPt - pt(b.bottom()), pt(b.w()), pt(b.h()));
    }
}
