package adjutant.validator.diplomacy.scan;

import adjutant.engine.data.Problem;
import adjutant.validator.diplomacy.Messages;
import boofcv.alg.filter.misc.AverageDownSampleOps;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.image.GrayU8;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * Loads scans: every page of a PDF (rendered at 200 dpi, enough for 5 mm boxes and far less work
 * than the 300–600 dpi a scanner may have stored; a page larger than paper, a photo put in a PDF
 * without its resolution, at most {@link #MAX_SIDE} pixels on its longest side), or a PNG or JPEG image. Images larger than
 * about 200 dpi on A4 are averaged down by a whole factor, so a 600 dpi scan costs no more to
 * read than a 200 dpi one.
 */
public final class ScanFiles {
    static final int PDF_DPI = 200;
    /** Longest side kept, in pixels: A4 at about 220 dpi. */
    static final int MAX_SIDE = 2600;
    /** Larger images are refused unread: an A4 page at 600 dpi is 35 megapixels, a big phone photo 48. */
    public static final long MAX_PIXELS = 50_000_000;

    public static final int MAX_PDF_PAGES = 50;

    private ScanFiles() {}

    public static List<ScanImage> load(Path file, List<Problem> problems, Messages m) {
        return load(file, file.toString(), problems, m);
    }

    /**
     * The pages of {@code file}, named {@code shown} in messages and page names (the desk names an
     * upload as the user's file, not its scratch copy). Bounded: an image over {@link #MAX_PIXELS},
     * a PDF of more than {@link #MAX_PDF_PAGES} pages is refused
     * before it is decoded. Problems are said in {@code m}'s language.
     */
    public static List<ScanImage> load(Path file, String shown, List<Problem> problems, Messages m) {
        if (!Files.isRegularFile(file)) {
            problems.add(new Problem(shown, 0, 0, new Refusal("file_not_found").text(m)));
            return List.of();
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        try {
            if (name.endsWith(".pdf")) {
                List<ScanImage> out = new ArrayList<>();
                try (PDDocument d = Loader.loadPDF(file.toFile())) {
                    if (d.getNumberOfPages() > MAX_PDF_PAGES) {
                        problems.add(new Problem(
                                shown,
                                0,
                                0,
                                new Refusal("pdf_pages", "count", d.getNumberOfPages(), "most", MAX_PDF_PAGES)
                                        .text(m)));
                        return List.of();
                    }
                    PDFRenderer r = new PDFRenderer(d);
                    for (int i = 0; i < d.getNumberOfPages(); i++) {
                        // A page larger than any paper is a photo put into a PDF without a resolution (72 dpi, so a
                        // 12 MP photo is a 1.4 m page): rendered at its longest side's MAX_SIDE pixels, its image's own
                        // size.
                        var box = d.getPage(i).getMediaBox();
                        double longest = Math.max(box.getWidth(), box.getHeight()) / 72;
                        float dpi = (float) Math.min(PDF_DPI, MAX_SIDE / longest);
                        out.add(image(
                                m.text("scan.report.pdf_page", "file", shown, "page", i + 1),
                                r.renderImageWithDPI(i, dpi, ImageType.GRAY)));
                    }
                }
                return out;
            }
            Refusal tooLarge = tooManyPixels(file);
            if (tooLarge != null) {
                problems.add(new Problem(shown, 0, 0, tooLarge.text(m)));
                return List.of();
            }
            BufferedImage img = ImageIO.read(file.toFile());
            if (img == null) {
                problems.add(new Problem(shown, 0, 0, new Refusal("not_an_image").text(m)));
                return List.of();
            }
            return List.of(image(shown, img));
        } catch (IOException | RuntimeException e) { // a damaged file: image decoders throw more than IOException
            problems.add(new Problem(
                    shown,
                    0,
                    0,
                    new Refusal(
                                    "unreadable",
                                    "error",
                                    e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
                            .text(m)));
            return List.of();
        }
    }

    /** What is wrong with the image's size, read from its header before any pixel is decoded, or null. */
    private static Refusal tooManyPixels(Path file) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
            if (readers == null || !readers.hasNext()) return null; // not an image: said when it is read
            ImageReader r = readers.next();
            try {
                r.setInput(in);
                long w = r.getWidth(0), h = r.getHeight(0);
                if (w * h <= MAX_PIXELS) return null;
                return new Refusal("too_many_pixels", "width", w, "height", h, "most", MAX_PIXELS / 1_000_000);
            } finally {
                r.dispose();
            }
        }
    }

    /** A page image: grey, averaged down when larger than needed, and kept at its own size too. */
    public static ScanImage image(String name, BufferedImage img) {
        GrayU8 full = ConvertBufferedImage.convertFrom(img, (GrayU8) null);
        return new ScanImage(name, fit(full), full);
    }

    /** Grey pixels of an image, averaged down when it is larger than needed. */
    public static GrayU8 gray(BufferedImage img) {
        return fit(ConvertBufferedImage.convertFrom(img, (GrayU8) null));
    }

    /** The image averaged down by a whole factor until its longest side is at most {@link #MAX_SIDE}. */
    public static GrayU8 fit(GrayU8 g) {
        int factor = (int) Math.ceil(Math.max(g.width, g.height) / (double) MAX_SIDE);
        if (factor <= 1) return g;
        GrayU8 small = new GrayU8(
                AverageDownSampleOps.downSampleSize(g.width, factor),
                AverageDownSampleOps.downSampleSize(g.height, factor));
        AverageDownSampleOps.down(g, factor, small);
        return small;
    }
}
