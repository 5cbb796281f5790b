package adjutant.generator.pdf.print;

import java.awt.image.Raster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * Total ink per page measured on a CMYK render by Ghostscript ({@code tiff32nc}: one 8-bit CMYK TIFF a
 * page, 255 = full ink), independent of how the file was written or preflighted. {@code -dUseFastColor}
 * keeps DeviceCMYK values as they are in the file (no ICC round trip to Ghostscript's own CMYK profile)
 * and maps DeviceGray to black ink alone; the device does no anti-aliasing, so every pixel is a painted
 * colour or a transparency blend of painted colours.
 */
final class InkRender {
    private InkRender() {}

    /** Whether Ghostscript can be run. */
    static boolean available() {
        try {
            Process p = new ProcessBuilder("gs", "--version")
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /** The highest total ink of any pixel, one entry per page, in % (400 % = all four inks full). */
    static List<Double> maxInkPerPage(Path pdf, int dpi, Path work) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory(work, "ink");
        Process p = new ProcessBuilder(
                        "gs",
                        "-q",
                        "-dSAFER",
                        "-dBATCH",
                        "-dNOPAUSE",
                        "-dUseFastColor",
                        "-sDEVICE=tiff32nc",
                        "-r" + dpi,
                        "-sOutputFile=" + dir.resolve("p%04d.tif"),
                        pdf.toString())
                .redirectErrorStream(true)
                .start();
        String log = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0)
            throw new IOException("gs failed on " + pdf + ": " + log);
        List<Path> pages;
        try (Stream<Path> s = Files.list(dir)) {
            pages = s.sorted().toList();
        }
        List<Double> max = new ArrayList<>();
        for (Path page : pages) {
            max.add(maxInk(page) * 100.0 / 255);
            Files.delete(page);
        }
        Files.delete(dir);
        return max;
    }

    /** The highest sum of the four 0…255 ink values of any pixel of a CMYK TIFF. */
    private static int maxInk(Path tiff) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(tiff.toFile())) {
            ImageReader r = ImageIO.getImageReaders(in).next();
            r.setInput(in);
            Raster ras = r.read(0).getRaster();
            r.dispose();
            if (ras.getNumBands() != 4)
                throw new IOException(tiff + ": " + ras.getNumBands() + " channels, CMYK expected");
            int max = 0, w = ras.getWidth();
            int[] row = new int[w * 4];
            for (int y = 0; y < ras.getHeight(); y++) {
                ras.getPixels(0, y, w, 1, row);
                for (int i = 0; i < row.length; i += 4)
                    max = Math.max(max, row[i] + row[i + 1] + row[i + 2] + row[i + 3]);
            }
            return max;
        }
    }
}
