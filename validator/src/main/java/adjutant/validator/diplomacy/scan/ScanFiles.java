package adjutant.validator.diplomacy.scan;

import adjutant.engine.data.Problem;
import boofcv.alg.filter.misc.AverageDownSampleOps;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.image.GrayU8;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * Loads scans: every page of a PDF (rendered at 200 dpi, enough for 5 mm boxes and far less work
 * than the 300–600 dpi a scanner may have stored), or a PNG or JPEG image. Images larger than
 * about 200 dpi on A4 are averaged down by a whole factor, so a 600 dpi scan costs no more to
 * read than a 200 dpi one.
 */
public final class ScanFiles {
    static final int PDF_DPI = 200;
    /** Longest side kept, in pixels: A4 at about 220 dpi. */
    static final int MAX_SIDE = 2600;

    private ScanFiles() {}

    public static List<ScanImage> load(Path file, List<Problem> problems) {
        String shown = file.toString();
        if (!Files.isRegularFile(file)) {
            problems.add(new Problem(shown, 0, 0, "file not found"));
            return List.of();
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        try {
            if (name.endsWith(".pdf")) {
                List<ScanImage> out = new ArrayList<>();
                try (PDDocument d = Loader.loadPDF(file.toFile())) {
                    PDFRenderer r = new PDFRenderer(d);
                    for (int i = 0; i < d.getNumberOfPages(); i++) {
                        out.add(new ScanImage(shown + " p." + (i + 1), gray(r.renderImageWithDPI(i, PDF_DPI, ImageType.GRAY))));
                    }
                }
                return out;
            }
            BufferedImage img = ImageIO.read(file.toFile());
            if (img == null) {
                problems.add(new Problem(shown, 0, 0, "not an image this reader knows: expected a PDF, PNG or JPEG scan"));
                return List.of();
            }
            return List.of(new ScanImage(shown, gray(img)));
        } catch (IOException e) {
            problems.add(new Problem(shown, 0, 0, "cannot read the scan: " + e.getMessage()));
            return List.of();
        }
    }

    /** Grey pixels of an image, averaged down when it is larger than needed. */
    public static GrayU8 gray(BufferedImage img) {
        return fit(ConvertBufferedImage.convertFrom(img, (GrayU8) null));
    }

    /** The image averaged down by a whole factor until its longest side is at most {@link #MAX_SIDE}. */
    public static GrayU8 fit(GrayU8 g) {
        int factor = (int) Math.ceil(Math.max(g.width, g.height) / (double) MAX_SIDE);
        if (factor <= 1) return g;
        GrayU8 small = new GrayU8(AverageDownSampleOps.downSampleSize(g.width, factor), AverageDownSampleOps.downSampleSize(g.height, factor));
        AverageDownSampleOps.down(g, factor, small);
        return small;
    }
}
