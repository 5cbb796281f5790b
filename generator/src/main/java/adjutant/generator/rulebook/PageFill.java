package adjutant.generator.rulebook;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * How far down a page's body is filled: the page drawn small and the lowest row inside the
 * margins that is not paper white. Text alone would miss the figures, which are vector
 * drawings whose labels are outlines, not text.
 */
final class PageFill {
    /** Pixels per point of the small drawing: about 18 dpi, enough to see where ink stops. */
    private static final float SCALE = 0.25f;

    private PageFill() {}

    /** The lowest point (from the page's top, in points) of anything drawn between the margins; 0 for a blank body. */
    static float bottom(PDDocument doc, int page, float marginPt) {
        try {
            BufferedImage img = new PDFRenderer(doc).renderImage(page, SCALE, ImageType.RGB);
            int top = (int) Math.ceil(marginPt * SCALE) + 1, low = (int) Math.floor((doc.getPage(page).getMediaBox().getHeight() - marginPt) * SCALE) - 1;
            for (int y = Math.min(low, img.getHeight() - 1); y >= top; y--) {
                for (int x = 0; x < img.getWidth(); x++) {
                    int rgb = img.getRGB(x, y);
                    if (((rgb >> 16) & 0xff) < 240 || ((rgb >> 8) & 0xff) < 240 || (rgb & 0xff) < 235) return (y + 1) / SCALE;
                }
            }
            return 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The share of the page's body (between the margins) left empty below what is drawn. */
    static float empty(PDDocument doc, int page, float marginPt) {
        float height = doc.getPage(page).getMediaBox().getHeight();
        float bottom = Math.max(marginPt, bottom(doc, page, marginPt));
        return (height - marginPt - bottom) / (height - 2 * marginPt);
    }
}
