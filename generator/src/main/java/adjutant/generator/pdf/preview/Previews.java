package adjutant.generator.pdf.preview;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/** Low-resolution PNG images of PDF pages, to look at a kit without printing it. */
public final class Previews {
    private Previews() {}

    public static List<byte[]> png(byte[] pdf, int dpi) {
        try (PDDocument doc = Loader.loadPDF(pdf);
                QuickPng png = new QuickPng()) {
            PDFRenderer r = ContentDrawer.renderer(doc);
            int n = doc.getNumberOfPages();
            List<byte[]> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(png.encode(r.renderImageWithDPI(i, dpi, ImageType.RGB)));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
