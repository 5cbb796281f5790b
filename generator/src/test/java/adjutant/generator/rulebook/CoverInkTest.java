package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.PrintProfile;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/**
 * A home printer leaves a white edge and a page of colour costs ink: the home kit's cover has no
 * background to the sheet's edge (a 6 mm strip round the page is white, most of the page unprinted),
 * while the print shop's cover still runs its colour out to the trim.
 */
class CoverInkTest {
    static final float DPI = 30;
    static final double STRIP_MM = 6;

    /** The cover as rendered: the share of its edge strip that is inked, and of the whole page. */
    static double[] ink(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            BufferedImage img = new PDFRenderer(doc).renderImage(0, DPI / 72f, ImageType.RGB);
            int strip = (int) Math.ceil(STRIP_MM / 25.4 * DPI), edge = 0, edgeInked = 0, inked = 0;
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    int rgb = img.getRGB(x, y), r = rgb >> 16 & 255, g = rgb >> 8 & 255, b = rgb & 255;
                    boolean ink = Math.min(r, Math.min(g, b)) < 235;
                    if (ink) inked++;
                    if (x < strip || y < strip || x >= img.getWidth() - strip || y >= img.getHeight() - strip) {
                        edge++;
                        if (ink) edgeInked++;
                    }
                }
            }
            return new double[] {edgeInked / (double) edge, inked / (double) (img.getWidth() * img.getHeight())};
        }
    }

    @Test
    void homeCoversLeaveTheEdgeWhiteAndMostOfThePageUnprinted() throws IOException {
        for (String game : List.of("diplomacy", "port-arthur", "hunt")) {
            double[] ink = ink(BookPdfs.pdf(game, "en"));
            assertTrue(ink[0] == 0, game + ": " + Math.round(ink[0] * 100) + " % of the cover's edge strip inked");
            assertTrue(ink[1] < 0.35, game + ": " + Math.round(ink[1] * 100) + " % of the cover inked");
        }
    }

    @Test
    void thePrintShopCoverStillRunsToTheTrim() throws IOException {
        List<KitFile> files =
                Rulebooks.plan("hunt", KitRequest.of(Games.home(), List.of("en"), PrintProfile.printShop(), null));
        double[] ink = ink(files.get(0).make().get());
        assertTrue(ink[0] > 0.9, Math.round(ink[0] * 100) + " % of the print shop cover's edge inked");
    }
}
