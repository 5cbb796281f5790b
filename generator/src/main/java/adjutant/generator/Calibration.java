package adjutant.generator;

import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Offset;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.svg.Sketch;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The duplex calibration sheet. The front has thin crosses; the back has millimetre scales
 * at the same places, seen through the paper. Printed double-sided (long edge) with the
 * back offset in use, each cross, looked at from the back against the light, falls on the
 * scales at the correction still needed: x to the right and y down as seen from the back,
 * to be added to {@code --back-offset}.
 */
public final class Calibration {
    /** Scale reach either side of zero, mm. */
    static final int REACH = 6;

    private Calibration() {}

    /** The strings printed on the sheet: a title, the steps, and a line showing the offset in use. */
    public record Texts(String title, List<String> steps, String inUse, String frontLabel, String backLabel) {}

    /** Where the instructions end on the front, mm from the top: the crosses keep below it. */
    static final double TEXT_BOTTOM = 60;
    /** Half the length of a cross's arm, mm. */
    static final double ARM = 12;

    /** Where the crosses are on the front, mm from the top left: clear of the instructions above them. */
    public static double[][] marks(Paper paper) {
        double w = paper.width(), h = paper.height(), m = 32, top = TEXT_BOTTOM + ARM + 4;
        return new double[][] {{w / 2, h / 2 + 20}, {m, top}, {w - m, top}, {m, h - m}, {w - m, h - m}};
    }

    /** The calibration sheet as a kit file, worded by the kit's {@code kit.calibration.*} strings. */
    public static KitFile kitFile(KitTexts t, String title, PrintProfile p, PdfMaker pdf) {
        Texts texts = new Texts(
                t.get("kit.calibration.title"),
                List.of(
                        t.get("kit.calibration.step1"),
                        t.get("kit.calibration.step2"),
                        t.get("kit.calibration.step3"),
                        t.get("kit.calibration.step4"),
                        t.get("kit.calibration.step5")),
                t.format(
                        "kit.calibration.in_use",
                        Map.of(
                                "x",
                                mm(p.backOffset().x()),
                                "y",
                                mm(p.backOffset().y()))),
                t.get("kit.calibration.front"),
                t.get("kit.calibration.back"));
        return new KitFile(
                t.lang(),
                "calibration",
                () -> pdf.sheets(
                        pages(p.paper(), p.backOffset(), texts),
                        new DocInfo(title + " – " + texts.title(), t.lang(), true)));
    }

    public static List<PagePlan> pages(Paper paper, Offset inUse, Texts texts) {
        Paper p = paper.portrait();
        String front = Sketch.svg(p.width(), p.height(), g -> front(g, p, texts));
        String back = Sketch.svg(p.width(), p.height(), g -> back(g, p, inUse, texts));
        Drawing f = new Drawing("calibration-front", front, p.width(), p.height(), 0);
        Drawing b = new Drawing("calibration-back", back, p.width(), p.height(), 0);
        return List.of(
                new PagePlan(p, List.of(new Placement(f, 0, 0, 1, null)), List.of()),
                new PagePlan(p, List.of(new Placement(b, inUse.x(), inUse.y(), 1, null)), List.of()));
    }

    private static void front(Graphics2D g, Paper p, Texts texts) {
        g.setColor(Color.BLACK);
        g.setFont(Fonts.awt(true, 6f));
        g.drawString(texts.title(), 14, 18);
        // The steps wrap within the margins, smaller when a language's wording would reach the crosses.
        float size = 3.4f;
        List<String> lines;
        while (true) {
            g.setFont(Fonts.awt(false, size));
            lines = new ArrayList<>();
            for (String s : texts.steps()) lines.addAll(wrap(g, s, p.width() - 28));
            if (26 + (lines.size() - 1) * size * 1.4 <= TEXT_BOTTOM || size < 2.4f) break;
            size -= 0.2f;
        }
        float y = 26;
        for (String s : lines) {
            g.drawString(s, 14, y);
            y += size * 1.4f;
        }
        g.setStroke(new BasicStroke(0.15f));
        for (double[] c : marks(p)) {
            g.draw(new Line2D.Double(c[0] - ARM, c[1], c[0] + ARM, c[1]));
            g.draw(new Line2D.Double(c[0], c[1] - ARM, c[0], c[1] + ARM));
        }
        g.setFont(Fonts.awt(false, 3f));
        g.drawString(texts.frontLabel(), 14, (float) p.height() - 10);
    }

    private static void back(Graphics2D g, Paper p, Offset inUse, Texts texts) {
        g.setColor(Color.BLACK);
        for (double[] c : marks(p)) {
            double x = p.width() - c[0], y = c[1];
            scale(g, x, y, true);
            scale(g, x, y, false);
        }
        g.setFont(Fonts.awt(false, 3.4f));
        g.drawString(texts.backLabel(), 14, 18);
        g.drawString(texts.inUse(), 14, 24);
    }

    /** How far each scale stands from the cross's centre, mm: clear of the other scale, still on the cross's arm. */
    static final double SCALE_AT = 9;

    /** A millimetre scale centred on (x, y): horizontal above the centre (readings of x) or vertical right of it (of y). */
    private static void scale(Graphics2D g, double x, double y, boolean horizontal) {
        g.setStroke(new BasicStroke(0.12f));
        for (int i = -2 * REACH; i <= 2 * REACH; i++) {
            double d = i / 2.0, len = i % 10 == 0 ? 3.2 : i % 2 == 0 ? 2.2 : 1.2;
            if (horizontal) g.draw(new Line2D.Double(x + d, y - SCALE_AT, x + d, y - SCALE_AT + len));
            else g.draw(new Line2D.Double(x + SCALE_AT, y + d, x + SCALE_AT - len, y + d));
        }
        g.setFont(Fonts.awt(false, 1.7f));
        float cap = 1.7f * 0.71f; // Noto Sans's cap height
        for (int mm = -REACH; mm <= REACH; mm += 2) {
            String s = label(mm);
            if (horizontal) {
                // Upright labels 2 mm apart would touch; turned a quarter they read upwards, each over its tick.
                AffineTransform t = g.getTransform();
                g.translate(x + mm + cap / 2, y - SCALE_AT - 0.6);
                g.rotate(-Math.PI / 2);
                g.drawString(s, 0, 0);
                g.setTransform(t);
            } else {
                g.drawString(s, (float) (x + SCALE_AT + 0.6), (float) (y + mm) + cap / 2);
            }
        }
    }

    /** A scale's label: the signed millimetres, with a true minus sign. */
    static String label(int mm) {
        return mm > 0 ? "+" + mm : mm < 0 ? "\u2212" + (-mm) : "0";
    }

    /** {@code text} broken into lines no wider than {@code width} in the current font. */
    private static List<String> wrap(Graphics2D g, String text, double width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tried = line.isEmpty() ? word : line + " " + word;
            if (!line.isEmpty() && g.getFontMetrics().getStringBounds(tried, g).getWidth() > width) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(tried);
            }
        }
        if (!line.isEmpty()) lines.add(line.toString());
        return lines;
    }

    /** A length in millimetres as printed: one decimal, a dot. */
    public static String mm(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
