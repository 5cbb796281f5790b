package adjutant.generator.pdf;

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
import java.util.Locale;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/**
 * Every page preview of every PDF of every game's kit, in every language, is PDFBox's own drawing
 * of that page ({@link PDFRenderer} at the preview's resolution), so a preview can never show what
 * its PDF does not. A page on which the previews copy no drawing's pixels ({@link PreviewRenderer}
 * copies a big drawing shown on several pages: a board's tiles) must be the same pixel for pixel:
 * its content is read faster but drawn by the same operators in the same order. On a page with a
 * copied drawing, which stands up to half a pixel from where PDFBox draws it, a pixel takes the
 * colours its neighbours have in PDFBox's drawing (an edge moved by less than a pixel), except
 * where a line thinner than a pixel gathers into one pixel what PDFBox spreads over two: so at most
 * {@link #OUTSIDE} of its pixels may stand more than {@link #SLACK} levels outside the range of
 * their 3 × 3 neighbours in PDFBox's drawing (a shape missing, added or moved by a pixel or more
 * puts whole areas there), and at most {@link #FAR} may differ by more than a quarter of the range.
 */
class PreviewFaithfulnessTest {
    /** Levels (of 255) a copied page's pixel may stand outside its neighbours' range: anti-aliasing of an edge moved by a fraction of a pixel. */
    static final int SLACK = 16;
    /** The share of a copied page's pixels that may stand outside their neighbours' range (measured: at most 0.42 %, a Diplomacy tile). */
    static final double OUTSIDE = 0.01;
    /** The share of a copied page's pixels that may differ by more than 64 levels (measured: at most 1.2 %, the same tile). */
    static final double FAR = 0.02;

    @Test
    void everyPreviewIsPdfBoxsDrawingOfItsPage() throws IOException {
        KitRequest request = KitRequest.of(Games.home(), List.of(), PrintProfile.home(Paper.A4), null);
        List<String> checked = new ArrayList<>();
        int exact = 0, copied = 0;
        for (KitMaker maker : Kits.all()) {
            for (KitFile f : new KitBuilder(Games.home(), 1, false).plan(maker, request, msg -> {})) {
                if (!f.pdf()) continue;
                String name = maker.game() + "/" + f.lang() + "/" + f.name();
                byte[] pdf = f.make().get();
                try (PDDocument doc = Loader.loadPDF(pdf); PDDocument plain = Loader.loadPDF(pdf); PreviewRenderer previews = new PreviewRenderer(doc)) {
                    int pages = doc.getNumberOfPages(), dpi = KitBuilder.previewDpi(pages);
                    PDFRenderer pdfbox = new PDFRenderer(plain);
                    for (int i = 0; i < pages; i++) {
                        int before = previews.copies();
                        BufferedImage got = previews.renderImageWithDPI(i, dpi, ImageType.RGB);
                        BufferedImage want = pdfbox.renderImageWithDPI(i, dpi, ImageType.RGB);
                        String page = name + " page " + (i + 1) + " at " + dpi + " dpi";
                        if (previews.copies() == before) {
                            assertSame(want, got, page);
                            exact++;
                        } else {
                            assertNear(want, got, page);
                            copied++;
                        }
                    }
                }
                // what the build writes is that drawing, as PNG
                BufferedImage first = ImageIO.read(new ByteArrayInputStream(Previews.png(pdf, KitBuilder.LONG_PREVIEW_DPI).get(0)));
                try (PDDocument doc = Loader.loadPDF(pdf); PreviewRenderer previews = new PreviewRenderer(doc)) {
                    assertSame(previews.renderImageWithDPI(0, KitBuilder.LONG_PREVIEW_DPI, ImageType.RGB), first, name + " as written");
                }
                checked.add(name);
            }
        }
        for (String game : Kits.games()) {
            for (String lang : List.of("cs", "en")) {
                for (String file : List.of("rulebook", "board", "counters")) {
                    String want = game + "/" + lang + "/" + file;
                    assertTrue(checked.contains(want) || !file.equals("rulebook") && checked.stream().noneMatch(c -> c.startsWith(game + "/")),
                            want + " checked: " + checked);
                }
            }
        }
        assertTrue(copied >= 6, "the boards' tiles are copied, and checked as such: " + copied + " pages");
        assertTrue(exact > 200, exact + " pages drawn exactly");
    }

    private static void assertSame(BufferedImage want, BufferedImage got, String what) {
        assertEquals(want.getWidth(), got.getWidth(), what);
        assertEquals(want.getHeight(), got.getHeight(), what);
        int w = want.getWidth(), h = want.getHeight();
        assertArrayEquals(want.getRGB(0, 0, w, h, null, 0, w), got.getRGB(0, 0, w, h, null, 0, w), what + ": pixel for pixel PDFBox's");
    }

    private static void assertNear(BufferedImage want, BufferedImage got, String what) {
        assertEquals(want.getWidth(), got.getWidth(), what);
        assertEquals(want.getHeight(), got.getHeight(), what);
        int w = want.getWidth(), h = want.getHeight();
        int[] a = want.getRGB(0, 0, w, h, null, 0, w), b = got.getRGB(0, 0, w, h, null, 0, w);
        long far = 0, outside = 0;
        int maxEx = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int q = b[y * w + x];
                boolean isFar = false;
                for (int s = 0; s < 24; s += 8) {
                    int v = (q >> s) & 255, lo = 255, hi = 0;
                    for (int yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++) {
                        for (int xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) {
                            int c = (a[yy * w + xx] >> s) & 255;
                            lo = Math.min(lo, c);
                            hi = Math.max(hi, c);
                        }
                    }
                    int ex = Math.max(lo - v, v - hi);
                    maxEx = Math.max(maxEx, ex);
                    if (ex > SLACK) outside++;
                    isFar |= Math.abs(v - ((a[y * w + x] >> s) & 255)) > 64;
                }
                if (isFar) far++;
            }
        }
        assertTrue(outside <= OUTSIDE * w * h, String.format(Locale.ROOT, "%s: %.2f %% of the pixels stand outside their neighbours' range in PDFBox's drawing (up to %d levels)",
                what, 100.0 * outside / (w * h), maxEx));
        assertTrue(far <= FAR * w * h, String.format(Locale.ROOT, "%s: %.2f %% of the pixels differ by more than 64", what, 100.0 * far / (w * h)));
    }
}
