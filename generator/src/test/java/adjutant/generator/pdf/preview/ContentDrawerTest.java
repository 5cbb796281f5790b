package adjutant.generator.pdf.preview;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.awt.image.BufferedImage;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDPageContentStream.AppendMode;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/**
 * What the kits' PDFs do not hold but a PDF may, drawn by {@link ContentDrawer} as PDFBox draws it:
 * a page whose content is split over several streams (joined as PDFBox joins them, an operator's
 * operands never run into the next stream's), and clips nested in clips, restored and replaced.
 */
class ContentDrawerTest {
    @Test
    void aPageOfSeveralContentStreamsAndNestedClipsIsDrawnAsPdfBoxDrawsIt() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.A6);
            doc.addPage(page);
            try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                cs.saveGraphicsState();
                cs.addRect(10, 10, 200, 300);
                cs.clip();
                for (int i = 0; i < 30; i++) {
                    cs.saveGraphicsState();
                    if (i % 3 == 0) {
                        cs.addRect(20 + i, 15, 150, 200 - i);
                        cs.clip();
                    }
                    cs.setNonStrokingColor(i / 30f, 0.4f, 1 - i / 30f);
                    cs.addRect(i * 7, i * 9, 60, 40);
                    cs.fill();
                    cs.restoreGraphicsState();
                }
                cs.restoreGraphicsState();
            }
            for (int k = 0; k < 3; k++) {
                try (PDPageContentStream cs = new PDPageContentStream(doc, page, AppendMode.APPEND, k != 1)) {
                    cs.setStrokingColor(0.1f * k, 0, 0);
                    cs.setLineWidth(1.5f + k);
                    cs.moveTo(5, 5 + 40 * k);
                    cs.curveTo(80, 300, 120, -50, 290, 100 + 60 * k);
                    cs.stroke();
                }
            }
            for (int dpi : new int[] {30, 40, 72}) {
                BufferedImage want = new PDFRenderer(doc).renderImageWithDPI(0, dpi, ImageType.RGB);
                BufferedImage got = ContentDrawer.renderer(doc).renderImageWithDPI(0, dpi, ImageType.RGB);
                int w = want.getWidth(), h = want.getHeight();
                assertArrayEquals(
                        want.getRGB(0, 0, w, h, null, 0, w), got.getRGB(0, 0, w, h, null, 0, w), dpi + " dpi");
            }
        }
    }
}
