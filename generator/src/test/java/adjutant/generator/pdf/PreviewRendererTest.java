package adjutant.generator.pdf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.generator.layout.Box;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSFloat;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceRGB;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotation;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationLink;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDBorderStyleDictionary;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/**
 * Previews of a big drawing cut into tiles (as a board is printed) come out as PDFBox draws each
 * page, though the drawing is drawn once and copied onto the tiles.
 */
class PreviewRendererTest {
    @Test
    void tilesOfABigDrawingLookAsDrawnPageByPage() throws IOException {
        Drawing map = map();
        List<PagePlan> pages = new ArrayList<>();
        Box window = new Box(10, 12, 150, 120);
        // the assembly page: the whole drawing, smaller
        pages.add(new PagePlan(Paper.A4, List.of(new Placement(map, 20, 30, 0.5, null)), List.of()));
        for (int row = 0; row < 2; row++) {
            for (int col = 0; col < 2; col++) {
                // tiles 137.3 and 101.7 mm apart: the drawing lands at a different fraction of a pixel on each
                pages.add(new PagePlan(Paper.A4, List.of(new Placement(map, 10 - col * 137.3, 12 - row * 101.7, 1, window)), List.of()));
            }
        }
        byte[] pdf = PdfMaker.standard().sheets(pages, new DocInfo("tiles", "en", false));
        for (int dpi : new int[] {30, 40}) {
            try (PDDocument plain = Loader.loadPDF(pdf); PDDocument doc = Loader.loadPDF(pdf); PreviewRenderer r = new PreviewRenderer(doc)) {
                PDFRenderer drawn = new PDFRenderer(plain);
                for (int i = 0; i < pages.size(); i++) {
                    BufferedImage want = drawn.renderImageWithDPI(i, dpi, ImageType.RGB), got = r.renderImageWithDPI(i, dpi, ImageType.RGB);
                    assertEquals(want.getWidth(), got.getWidth());
                    assertEquals(want.getHeight(), got.getHeight());
                    double off = offPixels(want, got);
                    // at most half a pixel from where drawing puts it: only edges differ, never a shape
                    assertTrue(off < 0.03, String.format(Locale.ROOT, "page %d at %d dpi: %.1f %% of the pixels differ", i + 1, dpi, 100 * off));
                }
                assertEquals(3, r.reused(), "the tiles after the first are copied, at " + dpi + " dpi");
            }
        }
    }

    @Test
    void linksAreDrawnAsPdfBoxDrawsThemAndOnlyInvisibleOnesSkipped() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.A6);
            doc.addPage(page);
            try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                cs.setNonStrokingColor(0.2f, 0.5f, 0.8f);
                cs.addRect(20, 20, 200, 300);
                cs.fill();
            }
            // every kind of border: 0 wide (the rulebooks' links), 2 wide, none said (PDFBox's default 1), a Border array, dashed
            float[] widths = {0, 2, -1, -2, 3};
            for (int i = 0; i < widths.length; i++) {
                PDAnnotationLink link = new PDAnnotationLink();
                link.setRectangle(new PDRectangle(30 + i * 40, 40 + i * 50, 35, 30));
                link.setColor(new PDColor(new float[] {1, 0, 0}, PDDeviceRGB.INSTANCE));
                if (widths[i] >= 0) {
                    PDBorderStyleDictionary bs = new PDBorderStyleDictionary();
                    bs.setWidth(widths[i]);
                    if (i == 4) bs.setStyle(PDBorderStyleDictionary.STYLE_DASHED);
                    link.setBorderStyle(bs);
                } else if (widths[i] == -2) {
                    COSArray border = new COSArray();
                    for (float v : new float[] {0, 0, 2.5f}) border.add(new COSFloat(v));
                    link.setBorder(border);
                }
                page.getAnnotations().add(link);
            }
            byte[] pdf;
            try (java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream()) {
                doc.save(out);
                pdf = out.toByteArray();
            }
            try (PDDocument plain = Loader.loadPDF(pdf); PDDocument previewed = Loader.loadPDF(pdf); PreviewRenderer r = new PreviewRenderer(previewed)) {
                for (int dpi : new int[] {30, 40}) {
                    BufferedImage want = new PDFRenderer(plain).renderImageWithDPI(0, dpi, ImageType.RGB), got = r.renderImageWithDPI(0, dpi, ImageType.RGB);
                    int w = want.getWidth(), h = want.getHeight();
                    assertArrayEquals(want.getRGB(0, 0, w, h, null, 0, w), got.getRGB(0, 0, w, h, null, 0, w), dpi + " dpi");
                }
                // PDFBox gives a link it draws an appearance
                List<PDAnnotation> drawn = previewed.getPage(0).getAnnotations().stream().filter(a -> a.getAppearance() != null).toList();
                assertEquals(4, drawn.size(), "all but the link 0 wide are drawn");
                assertTrue(drawn.stream().noneMatch(a -> ((PDAnnotationLink) a).getBorderStyle() != null && ((PDAnnotationLink) a).getBorderStyle().getWidth() == 0), "the link 0 wide is skipped");
            }
        }
    }

    /** 190 × 160 mm of random polygons and labels: far more content than {@link PreviewRenderer#BIG}. */
    private static Drawing map() {
        Random random = new Random(20);
        StringBuilder svg = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"190mm\" height=\"160mm\" viewBox=\"0 0 190 160\">");
        svg.append("<rect width=\"190\" height=\"160\" fill=\"#bcd\"/>");
        for (int i = 0; i < 900; i++) {
            double x = random.nextDouble() * 180, y = random.nextDouble() * 150;
            svg.append(String.format(Locale.ROOT, "<path d=\"M%.3f %.3f", x, y));
            for (int k = 0; k < 6; k++) svg.append(String.format(Locale.ROOT, " L%.3f %.3f", x + random.nextDouble() * 12, y + random.nextDouble() * 10));
            svg.append(String.format(Locale.ROOT, "Z\" fill=\"#%06x\" stroke=\"#222\" stroke-width=\"0.2\"/>", random.nextInt(1 << 24)));
            if (i % 9 == 0) svg.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"3\">Žluť %d</text>", x, y, i));
        }
        return new Drawing("map", svg.append("</svg>").toString(), 190, 160, 0);
    }

    /** The share of pixels with a channel more than a quarter of its range from the other image's. */
    private static double offPixels(BufferedImage a, BufferedImage b) {
        long off = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y), q = b.getRGB(x, y);
                for (int s = 0; s < 24; s += 8) {
                    if (Math.abs(((p >> s) & 255) - ((q >> s) & 255)) > 64) {
                        off++;
                        break;
                    }
                }
            }
        }
        return (double) off / (a.getWidth() * a.getHeight());
    }
}
