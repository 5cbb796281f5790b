package adjutant.generator.pdf;

import java.awt.geom.AffineTransform;
import java.awt.geom.GeneralPath;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDVectorFont;

/**
 * The outlines of a document's glyphs as PDFBox's glyph cache gives them, read once for the whole
 * document (PDFBox reads them again for every page), each kept as its segments and coordinates so
 * that a glyph is transformed into page space with no object made: the same arithmetic as
 * {@code AffineTransform.createTransformedShape} of the outline, so the same doubles.
 */
final class GlyphOutlines {
    /** A glyph's outline: its segments' kinds, their coordinates, its winding rule. */
    private record Outline(byte[] types, float[] coords, int rule) {}

    private static final Outline NONE = new Outline(new byte[0], new float[0], 0);
    private final Map<PDFont, Outline[]> fonts = new HashMap<>();
    private final double[] point = new double[6];

    /**
     * Puts the glyph {@code code} of {@code font}, transformed by {@code at}, into {@code glyph};
     * false if the font has no outline for it (PDFBox then draws it its own way, saying so).
     */
    boolean transformed(PDVectorFont font, int code, AffineTransform at, Path2D.Double glyph) {
        Outline o = outline(font, code);
        if (o == NONE) return false;
        glyph.reset();
        glyph.setWindingRule(o.rule());
        float[] c = o.coords();
        int k = 0;
        for (byte type : o.types()) {
            switch (type) {
                case PathIterator.SEG_MOVETO -> {
                    at.transform(c, k, point, 0, 1);
                    glyph.moveTo(point[0], point[1]);
                    k += 2;
                }
                case PathIterator.SEG_LINETO -> {
                    at.transform(c, k, point, 0, 1);
                    glyph.lineTo(point[0], point[1]);
                    k += 2;
                }
                case PathIterator.SEG_QUADTO -> {
                    at.transform(c, k, point, 0, 2);
                    glyph.quadTo(point[0], point[1], point[2], point[3]);
                    k += 4;
                }
                case PathIterator.SEG_CUBICTO -> {
                    at.transform(c, k, point, 0, 3);
                    glyph.curveTo(point[0], point[1], point[2], point[3], point[4], point[5]);
                    k += 6;
                }
                default -> glyph.closePath();
            }
        }
        return true;
    }

    private Outline outline(PDVectorFont font, int code) {
        if (code < 0 || code > 0xffff) return NONE;
        Outline[] glyphs = fonts.get((PDFont) font);
        if (glyphs == null || code >= glyphs.length) {
            glyphs = glyphs == null ? new Outline[Math.max(256, code + 1)] : Arrays.copyOf(glyphs, Math.max(2 * glyphs.length, code + 1));
            fonts.put((PDFont) font, glyphs);
        }
        Outline o = glyphs[code];
        if (o == null) {
            o = read(font, code);
            glyphs[code] = o;
        }
        return o;
    }

    private static Outline read(PDVectorFont font, int code) {
        GeneralPath path;
        try {
            path = font.hasGlyph(code) ? font.getNormalizedPath(code) : null;
        } catch (IOException e) {
            path = null;
        }
        if (path == null) return NONE;
        byte[] types = new byte[16];
        float[] coords = new float[64];
        int nt = 0, nc = 0;
        float[] seg = new float[6];
        for (PathIterator it = path.getPathIterator(null); !it.isDone(); it.next()) {
            int type = it.currentSegment(seg);
            int n = switch (type) {
                case PathIterator.SEG_MOVETO, PathIterator.SEG_LINETO -> 2;
                case PathIterator.SEG_QUADTO -> 4;
                case PathIterator.SEG_CUBICTO -> 6;
                default -> 0;
            };
            if (nt == types.length) types = Arrays.copyOf(types, 2 * nt);
            if (nc + n > coords.length) coords = Arrays.copyOf(coords, 2 * coords.length);
            types[nt++] = (byte) type;
            System.arraycopy(seg, 0, coords, nc, n);
            nc += n;
        }
        return new Outline(Arrays.copyOf(types, nt), Arrays.copyOf(coords, nc), path.getWindingRule());
    }
}
