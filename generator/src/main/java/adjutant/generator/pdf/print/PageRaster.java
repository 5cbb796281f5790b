package adjutant.generator.pdf.print;

import adjutant.generator.pdf.SvgPainter;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * A PDF's pages rendered by PDFBox into RGB images of any window: a card's page cut to the
 * printer's canvas, a board's page cut into panels, without rendering the whole page each time
 * at full size.
 */
public final class PageRaster implements AutoCloseable {
    private final PDDocument doc;
    private final PDFRenderer renderer;

    public PageRaster(byte[] pdf) {
        try {
            doc = Loader.loadPDF(pdf);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        renderer = new PDFRenderer(doc);
    }

    public int pages() {
        return doc.getNumberOfPages();
    }

    /**
     * Page {@code page} at {@code pxPerMm}, the window {@code width × height} px whose top-left
     * corner is ({@code left}, {@code top}) mm from the page's top-left corner; white where the
     * page has nothing.
     */
    public BufferedImage window(int page, double pxPerMm, double left, double top, int width, int height) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, height);
            g.translate(-left * pxPerMm, -top * pxPerMm);
            renderer.renderPageToGraphics(page, g, (float) (pxPerMm / SvgPainter.PT_PER_MM));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            g.dispose();
        }
        return img;
    }

    @Override
    public void close() {
        try {
            doc.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
