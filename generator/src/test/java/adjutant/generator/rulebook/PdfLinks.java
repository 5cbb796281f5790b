package adjutant.generator.rulebook;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.interactive.action.PDActionGoTo;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotation;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationLink;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageDestination;
import org.apache.pdfbox.text.PDFTextStripperByArea;

/** The internal links of a PDF: the page they are on, the text under them, the page they go to (-1: nowhere). */
record PdfLinks(int page, String text, int target) {
    static List<PdfLinks> of(PDDocument doc) {
        List<PdfLinks> out = new ArrayList<>();
        try {
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                PDPage page = doc.getPage(i);
                List<PDAnnotationLink> links = new ArrayList<>();
                for (PDAnnotation a : page.getAnnotations()) if (a instanceof PDAnnotationLink l) links.add(l);
                if (links.isEmpty()) continue;
                PDFTextStripperByArea strip = new PDFTextStripperByArea();
                float h = page.getMediaBox().getHeight();
                for (int k = 0; k < links.size(); k++) {
                    PDRectangle r = links.get(k).getRectangle();
                    strip.addRegion(
                            "l" + k,
                            new Rectangle2D.Float(
                                    r.getLowerLeftX() - 1,
                                    h - r.getUpperRightY() - 1,
                                    r.getWidth() + 2,
                                    r.getHeight() + 2));
                }
                strip.extractRegions(page);
                for (int k = 0; k < links.size(); k++) {
                    out.add(new PdfLinks(
                            i,
                            strip.getTextForRegion("l" + k).strip().replaceAll("\\s+", " "),
                            target(doc, links.get(k))));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static int target(PDDocument doc, PDAnnotationLink l) throws IOException {
        PDDestination d = l.getDestination();
        if (d == null && l.getAction() instanceof PDActionGoTo g) d = g.getDestination();
        if (!(d instanceof PDPageDestination p)) return -1;
        if (p.getPage() != null) return doc.getPages().indexOf(p.getPage());
        return p.getPageNumber();
    }
}
