package adjutant.generator.portarthur;

import adjutant.engine.portarthur.OddsRow;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.svg.Sketch;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.GlyphVector;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.List;

/**
 * The plot of expected hits (regular + critical) against squadron firepower, one line per
 * number of dice, drawn with Java2D and recorded as SVG (vectors, text as text).
 */
final class OddsPlot {
    static final double WIDTH = 186, HEIGHT = 112;
    /** One colour per number of dice, distinct in print and for common colour blindness. */
    private static final Color[] LINE = {
        new Color(0x1b9e77),
        new Color(0xd95f02),
        new Color(0x7570b3),
        new Color(0xe7298a),
        new Color(0x66a61e),
        new Color(0x1d1d1b)
    };

    private OddsPlot() {}

    /**
     * @param rows   by firepower (index 0 = firepower 1), then by dice (index 0 = 1 die)
     * @param labels x axis, y axis, and the legend label of each number of dice
     */
    static String svg(List<List<OddsRow>> rows, String xLabel, String yLabel, List<String> diceLabels) {
        String svg = Sketch.svg(WIDTH, HEIGHT, g -> draw(g, rows, xLabel, yLabel, diceLabels));
        // Inline in XHTML: the XML declaration and doctype of the stand-alone document must go.
        return svg.replaceFirst("^\\s*<\\?xml[^>]*\\?>", "")
                .replaceFirst("^\\s*<!DOCTYPE[^>]*>", "")
                .strip();
    }

    private static void draw(
            Graphics2D g, List<List<OddsRow>> rows, String xLabel, String yLabel, List<String> diceLabels) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        double left = 12, top = 4, right = WIDTH - 30, bottom = HEIGHT - 12;
        int maxFp = rows.size();
        double maxY = 0;
        for (List<OddsRow> r : rows) for (OddsRow o : r) maxY = Math.max(maxY, hits(o));
        int yTop = (int) Math.ceil(maxY);
        double sx = (right - left) / (maxFp - 1), sy = (bottom - top) / yTop;
        g.setColor(new Color(0xdddddd));
        g.setStroke(new BasicStroke(0.15f));
        for (int y = 0; y <= yTop; y++) g.draw(new Line2D.Double(left, bottom - y * sy, right, bottom - y * sy));
        for (int x = 5; x <= maxFp; x += 5)
            g.draw(new Line2D.Double(left + (x - 1) * sx, top, left + (x - 1) * sx, bottom));
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(0.3f));
        g.draw(new Line2D.Double(left, bottom, right, bottom));
        g.draw(new Line2D.Double(left, top, left, bottom));
        for (int y = 0; y <= yTop; y++) {
            String s = String.valueOf(y);
            text(g, s, left - 1.2 - Fonts.width(s, false, 2.6), bottom - y * sy + 0.9, false, 2.6f);
        }
        for (int x = 1; x <= maxFp; x += (x == 1 ? 4 : 5)) {
            String s = String.valueOf(x);
            text(g, s, left + (x - 1) * sx - Fonts.width(s, false, 2.6) / 2, bottom + 3.6, false, 2.6f);
        }
        text(g, xLabel, (left + right - Fonts.width(xLabel, true, 2.8)) / 2, HEIGHT - 2, true, 2.8f);
        Graphics2D r = (Graphics2D) g.create();
        r.rotate(-Math.PI / 2);
        text(r, yLabel, -((top + bottom + Fonts.width(yLabel, true, 2.8)) / 2), 3.2, true, 2.8f);
        r.dispose();
        int dice = rows.get(0).size();
        for (int d = 0; d < dice; d++) {
            Path2D.Double p = new Path2D.Double();
            for (int f = 0; f < maxFp; f++) {
                double x = left + f * sx, y = bottom - hits(rows.get(f).get(d)) * sy;
                if (f == 0) p.moveTo(x, y);
                else p.lineTo(x, y);
            }
            g.setColor(LINE[d % LINE.length]);
            g.setStroke(new BasicStroke(0.55f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(p);
            double ly = top + 4 + d * 5;
            g.draw(new Line2D.Double(right + 3, ly - 0.9, right + 9, ly - 0.9));
            g.setColor(Color.BLACK);
            text(g, diceLabels.get(d), right + 10.5, ly, false, 2.8f);
        }
    }

    /**
     * Text as Noto Sans glyph outlines: the HTML renderer's SVG support would otherwise pick
     * its own fallback typeface for SVG text; outlines keep the kit's one typeface, as vectors.
     */
    private static void text(Graphics2D g, String s, double x, double y, boolean bold, float size) {
        GlyphVector gv = Fonts.awt(bold, size).createGlyphVector(Fonts.FRC, s);
        g.fill(gv.getOutline((float) x, (float) y));
    }

    static double hits(OddsRow o) {
        return o.expectedRegular() + o.expectedCritical();
    }
}
