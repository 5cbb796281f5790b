package adjutant.generator.rulebook;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * Where a page's body (between the margins) holds ink, row by row, seen on the page drawn small:
 * text alone would miss the figures, which are vector drawings whose labels are outlines. A row
 * holds ink when its colour changes often across it (letters, lines, a map); a row that is paper,
 * or only a flat fill such as an example's shading and the rule beside it, is empty. So an empty
 * shaded band (an example box whose figure went on to the next page) counts as empty space.
 */
final class PageFill {
    /** Pixels per point of the small drawing: about 18 dpi, enough to see where ink stops. */
    private static final float SCALE = 0.25f;
    /** Colour changes along a row that a box's edges or a rule make (a border each side: four); more is ink. */
    private static final int EDGES = 4;
    /** A change of any channel by more than this is an edge; a fill's antialiased border is not. */
    private static final int STEP = 24;

    /** Per row of the body, top down: whether it holds ink, and whether it is mostly a tinted (not white) fill. */
    private final boolean[] ink, tinted;

    private final float top, height, left, right;

    private PageFill(boolean[] ink, boolean[] tinted, float top, float height, float left, float right) {
        this.ink = ink;
        this.tinted = tinted;
        this.top = top;
        this.height = height;
        this.left = left;
        this.right = right;
    }

    static PageFill of(PDDocument doc, int page, float marginPt) {
        try {
            BufferedImage img = new PDFRenderer(doc).renderImage(page, SCALE, ImageType.RGB);
            float pageHeight = doc.getPage(page).getMediaBox().getHeight();
            int first = (int) Math.ceil(marginPt * SCALE) + 1;
            int last = Math.min(img.getHeight() - 1, (int) Math.floor((pageHeight - marginPt) * SCALE) - 1);
            int n = Math.max(0, last - first + 1);
            boolean[] ink = new boolean[n], tinted = new boolean[n];
            // all pixels read at once: a getRGB call per pixel took a tenth of the float check
            int w = img.getWidth(), left = w, right = -1;
            int[] px = img.getRGB(0, 0, w, img.getHeight(), null, 0, w);
            for (int i = 0; i < n; i++) {
                int y = first + i, edges = 0, tint = 0;
                for (int x = 0, row = y * w; x < w; x++) {
                    int rgb = px[row + x];
                    if (x > 0 && differ(rgb, px[row + x - 1])) edges++;
                    if (!white(rgb)) {
                        tint++;
                        left = Math.min(left, x);
                        right = Math.max(right, x);
                    }
                }
                ink[i] = edges > EDGES;
                tinted[i] = tint * 3 > w;
            }
            return new PageFill(
                    ink, tinted, first / SCALE, pageHeight - 2 * marginPt, left / SCALE, (right + 1) / SCALE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lowest point (from the page's top, in points) of any ink in the body; 0 for a blank body. */
    float bottom() {
        for (int i = ink.length - 1; i >= 0; i--) if (ink[i]) return top + (i + 1) / SCALE;
        return 0;
    }

    /** Where anything is drawn on the body's rows, from the page's left edge in points: the leftmost and the rightmost (0, 0 for a blank body). */
    float left() {
        return right > left ? left : 0;
    }

    float right() {
        return right > left ? right : 0;
    }

    /** The share of the body left empty below its last ink. */
    float emptyBelow() {
        int i = ink.length;
        while (i > 0 && !ink[i - 1]) i--;
        return (ink.length - i) / SCALE / height;
    }

    /** The share of the body taken by its tallest stretch without ink, anywhere on the page (a gap, an empty band). */
    float largestGap() {
        return run() / SCALE / height;
    }

    /**
     * The height in points of the tinted rows without ink at the foot of the body (below them at most
     * paper): a shaded box that runs on to the next page with nothing of it left on this one. A figure's
     * own quiet rows higher up are not one.
     */
    float emptyBand() {
        int i = ink.length;
        while (i > 0 && !ink[i - 1] && !tinted[i - 1]) i--;
        int band = 0;
        while (i > 0 && !ink[i - 1] && tinted[i - 1]) {
            i--;
            band++;
        }
        return band / SCALE;
    }

    private int run() {
        int best = 0, run = 0;
        for (int i = 0; i < ink.length; i++) {
            run = !ink[i] ? run + 1 : 0;
            best = Math.max(best, run);
        }
        return best;
    }

    /** The lowest point of any ink on the page's body; see {@link #bottom()}. */
    static float bottom(PDDocument doc, int page, float marginPt) {
        return of(doc, page, marginPt).bottom();
    }

    /** The share of the page's body left empty below what is drawn; see {@link #emptyBelow()}. */
    static float empty(PDDocument doc, int page, float marginPt) {
        return of(doc, page, marginPt).emptyBelow();
    }

    private static boolean differ(int a, int b) {
        return Math.abs(((a >> 16) & 0xff) - ((b >> 16) & 0xff)) > STEP
                || Math.abs(((a >> 8) & 0xff) - ((b >> 8) & 0xff)) > STEP
                || Math.abs((a & 0xff) - (b & 0xff)) > STEP;
    }

    private static boolean white(int rgb) {
        return ((rgb >> 16) & 0xff) >= 250 && ((rgb >> 8) & 0xff) >= 250 && (rgb & 0xff) >= 250;
    }
}
