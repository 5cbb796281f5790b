package adjutant.desk;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * What reading scans may cost the desk: at most {@link #MAX_PIXELS} decoded pixels per request
 * (counted from each image's header before any pixel is decoded) and at most {@link #AT_ONCE}
 * requests decoding at the same time, so that many large uploads at once wait their turn instead
 * of each holding hundreds of megabytes of pixels.
 */
final class ScanBudget {
    /** Per request: a dozen phone photos (12 MP) or twenty A4 pages at 300 dpi (8.7 MP), with room to spare. */
    static final long MAX_PIXELS = 200_000_000;
    /** Requests decoding at once: the machine's cores do no more work in parallel anyway. */
    static final int AT_ONCE = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));

    private static final Semaphore DECODING = new Semaphore(AT_ONCE, true);

    private ScanBudget() {}

    /** Runs WORK (decoding and reading scans) once fewer than {@link #AT_ONCE} others do. */
    static <T> T decoding(Supplier<T> work) {
        DECODING.acquireUninterruptibly();
        try {
            return work.get();
        } finally {
            DECODING.release();
        }
    }

    /** The image's pixels, read from its header; 0 for what is no image a reader knows (a PDF: its pages are rendered at a fixed resolution). */
    static long pixels(Path file) {
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
            if (readers == null || !readers.hasNext()) return 0;
            ImageReader r = readers.next();
            try {
                r.setInput(in);
                return (long) r.getWidth(0) * r.getHeight(0);
            } finally {
                r.dispose();
            }
        } catch (IOException | RuntimeException e) {
            return 0; // a damaged header: said when the image is read
        }
    }
}
