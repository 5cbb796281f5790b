package adjutant.generator.pdf;

import adjutant.engine.data.Inputs;
import adjutant.generator.cache.BuildCache;
import com.openhtmltopdf.extend.SVGDrawer;
import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder;
import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.GraphicsEnvironment;
import java.awt.font.FontRenderContext;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TTFSubsetter;
import org.apache.fontbox.ttf.TrueTypeFont;
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

    /** The tables a PDF font needs (declared before the fonts, which are made from it). */
    private static final List<String> KEPT_TABLES = List.of(
            "head", "hhea", "maxp", "OS/2", "name", "cmap", "post", "loca", "glyf", "hmtx", "cvt ", "fpgm", "prep",
            "gasp");
    /** The shipped files (what a build that used them records, {@link Inputs#resource}). */
    public static final String REGULAR_RESOURCE = "/fonts/NotoSans-Regular.ttf";

    public static final String BOLD_RESOURCE = "/fonts/NotoSans-Bold.ttf";
    public static final String SYMBOLS_RESOURCE = "/fonts/DejaVuSans.ttf";
    private static final byte[] REGULAR_TTF = read(REGULAR_RESOURCE);
    private static final byte[] BOLD_TTF = read(BOLD_RESOURCE);
    private static final Font AWT_REGULAR = awt(REGULAR_TTF);
    private static final Font AWT_BOLD = awt(BOLD_TTF);
    /** Fallback for the few symbols Noto Sans lacks (arrows, stars, triangles) in documents. */
    public static final String SYMBOLS_FAMILY = "DejaVu Sans";

    private static final byte[] SYMBOLS = read(SYMBOLS_RESOURCE);
    private static final Font AWT_SYMBOLS = awt(SYMBOLS);

    static {
        GraphicsEnvironment ge = GraphicsEnvironment.getLocalGraphicsEnvironment();
        ge.registerFont(AWT_REGULAR);
        ge.registerFont(AWT_BOLD);
    }

    private Fonts() {}

    /**
     * What PDFs embed: the same fonts without their substitution table (see {@link #withoutGsub}).
     * Made on first use, and kept between builds ({@link BuildCache}): rewriting a font takes a
     * few tenths of a second, which a build that makes one file would pay every time.
     */
    private static final class Embedded {
        static final byte[] REGULAR = stripped("noto-regular", REGULAR_TTF);
        static final byte[] BOLD = stripped("noto-bold", BOLD_TTF);

        private static byte[] stripped(String kind, byte[] ttf) {
            return BuildCache.get("font-" + kind, BuildCache.key(ttf), BuildCache.BYTES, () -> withoutGsub(ttf));
        }
    }

    /** Makes sure the fonts are registered before Batik first resolves a family. */
    static void init() {
        // the static initialiser does the work
    }

    /** The Java2D font of this weight at {@code size} user units. */
    public static Font awt(boolean bold, float size) {
        Inputs.resource(bold ? BOLD_RESOURCE : REGULAR_RESOURCE);
        return (bold ? AWT_BOLD : AWT_REGULAR).deriveFont(size);
    }

    /** Noto Sans (both weights) has a glyph for {@code cp}. */
    static boolean textHas(int cp) {
        Inputs.resource(REGULAR_RESOURCE);
        Inputs.resource(BOLD_RESOURCE);
        return AWT_REGULAR.canDisplay(cp) && AWT_BOLD.canDisplay(cp);
    }

    /** DejaVu Sans has a glyph for {@code cp}. */
    static boolean symbolsHave(int cp) {
        Inputs.resource(SYMBOLS_RESOURCE);
        return AWT_SYMBOLS.canDisplay(cp);
    }

    /** How the kit measures text: fractional metrics, as the PDF sets it. */
    public static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    /** The width of {@code text} in the kit's font of this weight at {@code size}, in the size's units. */
    public static double width(String text, boolean bold, double size) {
        return width(awt(bold, (float) size), text);
    }

    /** The width of {@code text} in {@code font}. */
    public static double width(Font font, String text) {
        return font.getStringBounds(text, FRC).getWidth();
    }

    /** The Java2D DejaVu Sans at {@code size}: drawings fall back to it for what Noto Sans lacks ({@link Glyphs}). */
    public static Font symbolsAwt(float size) {
        Inputs.resource(SYMBOLS_RESOURCE);
        return AWT_SYMBOLS.deriveFont(size);
    }

    /**
     * The fonts PDFs embed, each parsed once per process and shared by every document (FontBox
     * reads a parsed font under its own locks, so threads may share it; PDFBox never closes a font
     * it was given parsed). Parsing one took a few hundredths of a second, which every document paid
     * for each of its fonts.
     */
    private static final class Parsed {
        /** Each on first use: a document in Noto Sans alone never parses DejaVu Sans. */
        static final class Regular {
            static final TrueTypeFont FONT = parse(Embedded.REGULAR);
        }

        static final class Bold {
            static final TrueTypeFont FONT = parse(Embedded.BOLD);
        }

        static final class Symbols {
            static final TrueTypeFont FONT = parse(Fonts.SYMBOLS);
        }

        private static TrueTypeFont parse(byte[] ttf) {
            try {
                return new TTFParser().parse(new RandomAccessReadBuffer(ttf));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The same fallback embedded in a PDF document, as a subset. */
    static PDType0Font pdfSymbols(PDDocument doc) throws IOException {
        Inputs.resource(SYMBOLS_RESOURCE);
        return PDType0Font.load(doc, Parsed.Symbols.FONT, true);
    }

    /** A font for one document, embedded as a subset of the glyphs used. */
    public static PDType0Font pdf(PDDocument doc, boolean bold) throws IOException {
        Inputs.resource(bold ? BOLD_RESOURCE : REGULAR_RESOURCE);
        return PDType0Font.load(doc, bold ? Parsed.Bold.FONT : Parsed.Regular.FONT, true);
    }

    /** The shipped font files written once per process, for Batik in the rulebooks' figures (it takes files only). */
    private static final class Files {
        static final File REGULAR = temp("regular", REGULAR_TTF),
                BOLD = temp("bold", BOLD_TTF),
                SYMBOLS_FILE = temp("symbols", SYMBOLS);

        private static File temp(String name, byte[] ttf) {
            try {
                Path p = java.nio.file.Files.createTempFile("adjutant-font-" + name, ".ttf");
                p.toFile().deleteOnExit();
                return java.nio.file.Files.write(p, ttf).toFile();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * The kit's fonts as files: openhtmltopdf hands the figures' SVG to Batik, which finds no font
     * the document's {@code useFont} suppliers give and so set a figure's bold text in a synthesised
     * (wider) bold: a card title in a figure ran past its card.
     */
    static void addTo(SVGDrawer svg) {
        try {
            svg.addFontFile(Files.REGULAR, FAMILY, 400, BaseRendererBuilder.FontStyle.NORMAL);
            svg.addFontFile(Files.BOLD, FAMILY, 700, BaseRendererBuilder.FontStyle.NORMAL);
            svg.addFontFile(Files.SYMBOLS_FILE, SYMBOLS_FAMILY, 400, BaseRendererBuilder.FontStyle.NORMAL);
        } catch (IOException | FontFormatException e) {
            throw new IllegalStateException("the shipped fonts cannot be read", e);
        }
    }

    private static byte[] read(String resource) {
        try (InputStream in = Fonts.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("font missing from the jar: " + resource);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The font with every glyph and every character of its cmap, but no GSUB table. PDFBox
     * applies GSUB to each text run it shows, compiling a pattern of the font's ligatures every
     * time, which took a sixth of a kit build; the kit prints no ligatures, so the table goes.
     */
    static byte[] withoutGsub(byte[] ttf) {
        try (TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(ttf))) {
            CmapLookup cmap = font.getUnicodeCmapLookup();
            TTFSubsetter all = new TTFSubsetter(font, KEPT_TABLES);
            for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
                if (cmap.getGlyphId(cp) != 0) all.add(cp);
            }
            Set<Integer> glyphs = new HashSet<>();
            for (int g = 0; g < font.getNumberOfGlyphs(); g++) glyphs.add(g);
            all.addGlyphIds(glyphs);
            ByteArrayOutputStream out = new ByteArrayOutputStream(ttf.length);
            all.writeToStream(out);
            return out.toByteArray();
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
