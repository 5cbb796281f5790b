package adjutant.generator.pdf;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.GraphicsEnvironment;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The kit's one typeface, Noto Sans regular and bold (OFL, shipped in {@code /fonts/}),
 * which covers Czech fully. Base-14 fonts are never used: every PDF embeds a subset of these.
 * The Java2D fonts are registered with the graphics environment so that Batik finds the
 * family named in SVG ({@value #FAMILY}).
 */
public final class Fonts {
    public static final String FAMILY = "Noto Sans";

    private static final byte[] REGULAR = read("/fonts/NotoSans-Regular.ttf");
    private static final byte[] BOLD = read("/fonts/NotoSans-Bold.ttf");
    /** Fallback for the few symbols Noto Sans lacks (arrows, stars, triangles) in documents. */
    public static final String SYMBOLS_FAMILY = "DejaVu Sans";
    private static final byte[] SYMBOLS = read("/fonts/DejaVuSans.ttf");
    private static final Font AWT_REGULAR = awt(REGULAR);
    private static final Font AWT_BOLD = awt(BOLD);

    static {
        GraphicsEnvironment ge = GraphicsEnvironment.getLocalGraphicsEnvironment();
        ge.registerFont(AWT_REGULAR);
        ge.registerFont(AWT_BOLD);
    }

    private Fonts() {}

    /** Makes sure the fonts are registered before Batik first resolves a family. */
    static void init() {
        // the static initialiser does the work
    }

    /** The Java2D font of this weight at {@code size} user units. */
    public static Font awt(boolean bold, float size) {
        return (bold ? AWT_BOLD : AWT_REGULAR).deriveFont(size);
    }

    /** A fresh font for one document, embedded as a subset of the glyphs used. */
    static PDType0Font pdf(PDDocument doc, boolean bold) throws IOException {
        return PDType0Font.load(doc, new RandomAccessReadBuffer(bold ? BOLD : REGULAR), true, false);
    }

    static InputStream stream(boolean bold) {
        return new ByteArrayInputStream(bold ? BOLD : REGULAR);
    }

    static InputStream symbols() {
        return new ByteArrayInputStream(SYMBOLS);
    }

    private static byte[] read(String resource) {
        try (InputStream in = Fonts.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("font missing from the jar: " + resource);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Font awt(byte[] ttf) {
        try {
            return Font.createFont(Font.TRUETYPE_FONT, new ByteArrayInputStream(ttf));
        } catch (FontFormatException | IOException e) {
            throw new IllegalStateException("cannot read the embedded font", e);
        }
    }
}
