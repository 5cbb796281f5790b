package adjutant.generator.pdf.preview;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.KitBuilder;
import adjutant.generator.KitFile;
import adjutant.generator.KitMaker;
import adjutant.generator.KitRequest;
import adjutant.generator.Kits;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/**
 * Every page preview of every PDF of every game's kit, in every language, is PDFBox's own drawing
 * of that page ({@link PDFRenderer} at the preview's resolution), pixel for pixel, so a preview can
 * never show what its PDF does not: the previews read content faster but draw the same operators in
 * the same order, and what the build writes is that drawing as PNG.
 */
class PreviewFaithfulnessTest {
    @Test
    void everyPreviewIsPdfBoxsDrawingOfItsPage() throws IOException {
        KitRequest request = KitRequest.of(Games.home(), List.of(), PrintProfile.home(Paper.A4), null);
        List<String> checked = new ArrayList<>();
        int pagesChecked = 0;
        for (KitMaker maker : Kits.all()) {
            for (KitFile f : new KitBuilder(Games.home(), 1, false).plan(maker, request, msg -> {})) {
                if (!f.pdf()) continue;
                String name = maker.game() + "/" + f.lang() + "/" + f.name();
                byte[] pdf = f.make().get();
                try (PDDocument doc = Loader.loadPDF(pdf);
                        PDDocument plain = Loader.loadPDF(pdf)) {
                    int pages = doc.getNumberOfPages(), dpi = KitBuilder.previewDpi(pages);
                    PDFRenderer previews = ContentDrawer.renderer(doc), pdfbox = new PDFRenderer(plain);
                    for (int i = 0; i < pages; i++, pagesChecked++) {
                        assertSame(
                                pdfbox.renderImageWithDPI(i, dpi, ImageType.RGB),
                                previews.renderImageWithDPI(i, dpi, ImageType.RGB),
                                name + " page " + (i + 1) + " at " + dpi + " dpi");
                    }
                }
                // what the build writes is that drawing, as PNG
                BufferedImage first = ImageIO.read(new ByteArrayInputStream(
                        Previews.png(pdf, KitBuilder.LONG_PREVIEW_DPI).get(0)));
                try (PDDocument plain = Loader.loadPDF(pdf)) {
                    assertSame(
                            new PDFRenderer(plain).renderImageWithDPI(0, KitBuilder.LONG_PREVIEW_DPI, ImageType.RGB),
                            first,
                            name + " as written");
                }
                checked.add(name);
            }
        }
        for (String game : Kits.games()) {
            for (String lang : List.of("cs", "en")) {
                for (String file : List.of("rulebook", "board", "counters")) {
                    String want = game + "/" + lang + "/" + file;
                    assertTrue(
                            checked.contains(want)
                                    || !file.equals("rulebook")
                                            && checked.stream().noneMatch(c -> c.startsWith(game + "/")),
                            want + " checked: " + checked);
                }
            }
        }
        assertTrue(pagesChecked > 200, pagesChecked + " pages checked");
    }

    private static void assertSame(BufferedImage want, BufferedImage got, String what) {
        assertEquals(want.getWidth(), got.getWidth(), what);
        assertEquals(want.getHeight(), got.getHeight(), what);
        int w = want.getWidth(), h = want.getHeight();
        assertArrayEquals(
                want.getRGB(0, 0, w, h, null, 0, w),
                got.getRGB(0, 0, w, h, null, 0, w),
                what + ": pixel for pixel PDFBox's");
    }
}
