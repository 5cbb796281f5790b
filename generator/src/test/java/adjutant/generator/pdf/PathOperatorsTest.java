package adjutant.generator.pdf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.GeneralPath;
import java.awt.geom.PathIterator;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.rendering.PageDrawer;
import org.apache.pdfbox.rendering.PageDrawerParameters;
import org.junit.jupiter.api.Test;

/**
 * {@link PathOperators} builds every path as PDFBox's operators do, to the last bit of every
 * coordinate: generated content of every path operator (m l c v y re h) with numbers of every form,
 * under matrices that scale, rotate, shear and shift by awkward amounts, painted every way (S s f
 * f* B B* b b* n), clipped (W n, W* n, nested in q … Q), in forms nested in forms, mixed with text,
 * and with the operands PDFBox warns about (a line or curve with no current point, too few or too
 * many operands, a name among numbers). Each fill, stroke and clip is recorded with its path's
 * segments and coordinates, and the pages must come out pixel for pixel as PDFBox draws them.
 */
class PathOperatorsTest {
    @Test
    void everyPathIsPdfBoxsToTheLastBit() throws IOException {
        byte[] pdf = document(new Random(20));
        try (PDDocument a = Loader.loadPDF(pdf); PDDocument b = Loader.loadPDF(pdf)) {
            for (int page = 0; page < a.getNumberOfPages(); page++) {
                List<String> want = new ArrayList<>(), got = new ArrayList<>();
                new Recording(a, want, false).renderImage(page, 1);
                new Recording(b, got, true).renderImage(page, 1);
                assertTrue(want.size() > 50, "paths painted on page " + (page + 1) + ": " + want.size());
                assertEquals(want.size(), got.size(), "paths on page " + (page + 1));
                for (int i = 0; i < want.size(); i++) assertEquals(want.get(i), got.get(i), "page " + (page + 1) + ", path " + i);
                for (int dpi : new int[] {30, 40, 100}) {
                    BufferedImage w = new PDFRenderer(a).renderImageWithDPI(page, dpi, ImageType.RGB);
                    BufferedImage g = ContentDrawer.renderer(b).renderImageWithDPI(page, dpi, ImageType.RGB);
                    int width = w.getWidth(), height = w.getHeight();
                    assertArrayEquals(w.getRGB(0, 0, width, height, null, 0, width), g.getRGB(0, 0, width, height, null, 0, width),
                            "page " + (page + 1) + " at " + dpi + " dpi");
                }
            }
        }
    }

    /** A renderer whose drawer writes down each path it paints or clips with (PDFBox's drawer, or the previews'). */
    private static final class Recording extends PDFRenderer {
        private final List<String> paths;
        private final boolean ours;

        Recording(PDDocument doc, List<String> paths, boolean ours) {
            super(doc);
            this.paths = paths;
            this.ours = ours;
        }

        @Override
        protected PageDrawer createPageDrawer(PageDrawerParameters parameters) throws IOException {
            // the same three overrides on either drawer: each paints or clips with its path as it stands
            return ours ? new ContentDrawer(parameters) {
                @Override public void strokePath() throws IOException { paths.add("S " + segments(getLinePath())); super.strokePath(); }
                @Override public void fillPath(int rule) throws IOException { paths.add("f" + rule + " " + segments(getLinePath())); super.fillPath(rule); }
                @Override public void clip(int rule) { paths.add("W" + rule + " " + segments(getLinePath())); super.clip(rule); }
            } : new PageDrawer(parameters) {
                @Override public void strokePath() throws IOException { paths.add("S " + segments(getLinePath())); super.strokePath(); }
                @Override public void fillPath(int rule) throws IOException { paths.add("f" + rule + " " + segments(getLinePath())); super.fillPath(rule); }
                @Override public void clip(int rule) { paths.add("W" + rule + " " + segments(getLinePath())); super.clip(rule); }
            };
        }
    }

    /** Each segment's kind and its coordinates' exact bits. */
    static String segments(GeneralPath path) {
        StringBuilder s = new StringBuilder();
        float[] c = new float[6];
        for (PathIterator it = path.getPathIterator(null); !it.isDone(); it.next()) {
            int type = it.currentSegment(c);
            s.append(type);
            int n = switch (type) {
                case PathIterator.SEG_MOVETO, PathIterator.SEG_LINETO -> 2;
                case PathIterator.SEG_QUADTO -> 4;
                case PathIterator.SEG_CUBICTO -> 6;
                default -> 0;
            };
            for (int i = 0; i < n; i++) s.append(' ').append(Integer.toHexString(Float.floatToRawIntBits(c[i])));
            s.append(';');
        }
        return s.toString();
    }

    /** Two pages of generated paths; the second draws a form that draws another form. */
    private static byte[] document(Random random) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDType0Font font = PDType0Font.load(doc, Fonts.class.getResourceAsStream(Fonts.REGULAR_RESOURCE), false); // whole: the content names glyphs by number
            PDFormXObject inner = form(doc, random, null, font);
            PDFormXObject outer = form(doc, random, inner, font);
            for (int p = 0; p < 2; p++) {
                PDPage page = new PDPage(PDRectangle.A5);
                PDResources res = new PDResources();
                res.put(COSName.getPDFName("F1"), font);
                if (p == 1) res.put(COSName.getPDFName("Fm1"), outer);
                page.setResources(res);
                StringBuilder c = new StringBuilder();
                content(c, random, 120);
                if (p == 1) c.append("q 0.7071 -0.7071 0.7071 0.7071 50.3 260.7 cm /Fm1 Do Q\n");
                content(c, random, 60);
                page.setContents(stream(doc, c));
                doc.addPage(page);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        }
    }

    private static PDFormXObject form(PDDocument doc, Random random, PDFormXObject nested, PDType0Font font) throws IOException {
        StringBuilder c = new StringBuilder();
        content(c, random, 80);
        if (nested != null) c.append("q 0.5 0.1 -0.1 0.5 20.25 30.125 cm /Fm2 Do Q\n");
        PDFormXObject form = new PDFormXObject(stream(doc, c));
        form.setBBox(new PDRectangle(-50, -50, 500, 600));
        form.setMatrix(new java.awt.geom.AffineTransform(0.9, 0.05, -0.05, 0.9, 11.3, 7.7));
        PDResources res = new PDResources();
        res.put(COSName.getPDFName("F1"), font);
        if (nested != null) res.put(COSName.getPDFName("Fm2"), nested);
        form.setResources(res);
        return form;
    }

    private static PDStream stream(PDDocument doc, CharSequence content) throws IOException {
        PDStream s = new PDStream(doc);
        try (OutputStream out = s.createOutputStream(COSName.FLATE_DECODE)) {
            out.write(content.toString().getBytes(StandardCharsets.ISO_8859_1));
        }
        return s;
    }

    private static final String[] PAINT = {"S", "s", "f", "f*", "F", "B", "B*", "b", "b*", "n"};

    /** {@code shapes} random paths, each in its own state with its own matrix and colour, some clipping, some text. */
    private static void content(StringBuilder c, Random r, int shapes) {
        for (int i = 0; i < shapes; i++) {
            c.append("q ");
            double angle = r.nextDouble() * 2 * Math.PI, scale = 0.3 + r.nextDouble() * 1.7;
            c.append(String.format(Locale.ROOT, "%.5f %.5f %.5f %.5f %s %s cm ", scale * Math.cos(angle), scale * Math.sin(angle) * (r.nextBoolean() ? 1 : 0.3),
                    -scale * Math.sin(angle), scale * Math.cos(angle), num(r, 300), num(r, 400)));
            c.append(String.format(Locale.ROOT, "%.3f %.3f %.3f rg %.2f %.2f %.2f RG %s w ", r.nextDouble(), r.nextDouble(), r.nextDouble(), r.nextDouble(),
                    r.nextDouble(), r.nextDouble(), num(r, 3)));
            if (r.nextInt(5) == 0) c.append(path(r)).append(r.nextBoolean() ? "W n " : "W* n "); // a clip of its own shape
            c.append(path(r)).append(PAINT[r.nextInt(PAINT.length)]).append(' ');
            if (r.nextInt(8) == 0) c.append(String.format(Locale.ROOT, "BT /F1 %s Tf %s %s Td <002B0048004F004F0052> Tj ET ", num(r, 20), num(r, 50), num(r, 50)));
            c.append("Q\n");
        }
        // what PDFBox warns about, and operands it does not expect: left to PDFBox
        c.append("n 10 10 l 20 20 30 30 40 40 c 1 2 3 4 v 5 6 7 8 y h 0 0 m 1 2 3 l 5 6 /X l 7 8 9 10 11 12 13 c 1 2 3 4 5 re S\n");
        c.append("0 0 m 50.5 3 l 2 3 4 5 v 6 7 8 9 y 10 0 40 20 re h f\n");
    }

    /** A path of a few parts: rectangles, lines, curves of every kind, some closed. */
    private static String path(Random r) {
        StringBuilder s = new StringBuilder();
        int parts = 1 + r.nextInt(4);
        for (int k = 0; k < parts; k++) {
            if (r.nextInt(4) == 0) {
                s.append(num(r, 200)).append(' ').append(num(r, 200)).append(' ').append(num(r, 120)).append(' ').append(num(r, 120)).append(" re ");
                continue;
            }
            s.append(num(r, 200)).append(' ').append(num(r, 200)).append(" m ");
            for (int i = 0, n = 1 + r.nextInt(6); i < n; i++) {
                switch (r.nextInt(4)) {
                    case 0 -> s.append(num(r, 200)).append(' ').append(num(r, 200)).append(" l ");
                    case 1 -> s.append(String.join(" ", num(r, 200), num(r, 200), num(r, 200), num(r, 200), num(r, 200), num(r, 200))).append(" c ");
                    case 2 -> s.append(String.join(" ", num(r, 200), num(r, 200), num(r, 200), num(r, 200))).append(" v ");
                    default -> s.append(String.join(" ", num(r, 200), num(r, 200), num(r, 200), num(r, 200))).append(" y ");
                }
            }
            if (r.nextBoolean()) s.append("h ");
        }
        return s.toString();
    }

    /** A number up to {@code max} in one of the forms content streams hold: whole, decimal of 1–6 places, negative, leading dot. */
    private static String num(Random r, int max) {
        double v = (r.nextDouble() * 2 - 0.3) * max;
        return switch (r.nextInt(5)) {
            case 0 -> Long.toString(Math.round(v));
            case 1 -> String.format(Locale.ROOT, "%.1f", v);
            case 2 -> String.format(Locale.ROOT, "%.3f", v);
            case 3 -> String.format(Locale.ROOT, "%.6f", v);
            default -> String.format(Locale.ROOT, "%.4f", v / max).replace("0.", ".");
        };
    }
}
