package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.Caption;
import adjutant.engine.diplomacy.sheet.Meaning;
import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.engine.geometry.Box;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import adjutant.generator.pdf.Fonts;
import adjutant.generator.svg.Sketch;
import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws the scannable order sheets of a position exactly as {@link ScanLayout} places them:
 * corner fiducials, the reference marks down the edges, the QR code, one row of boxes per unit with the labels under the boxes,
 * the free-text area. Black and grey only, so a grey-scale printer loses nothing.
 */
public final class ScanSheets {
    private static final float PT = 0.3528f;
    private static final Color GREY = new Color(0x80, 0x80, 0x80), LIGHT = new Color(0xc8, 0xc8, 0xc8);

    private ScanSheets() {}

    /** The layout of every page on this paper. */
    public static List<ScanPage> layout(DipMap map, Position position, Paper paper) {
        return new ScanLayout(map, position, paper.name(), paper.width(), paper.height()).pages();
    }

    public static List<PagePlan> pages(DipMap map, Position position, KitTexts t, Paper paper) {
        List<PagePlan> out = new ArrayList<>();
        for (ScanPage p : layout(map, position, paper)) {
            String svg = Sketch.svg(p.width(), p.height(), g -> draw(g, p, map, position, t));
            Drawing d = new Drawing(
                    "scan-" + p.code().power() + "-" + p.code().page() + "-" + t.lang(), svg, p.width(), p.height(), 0);
            out.add(new PagePlan(paper, List.of(new Placement(d, 0, 0, 1, null)), List.of()));
        }
        return out;
    }

    static void draw(Graphics2D g, ScanPage p, DipMap map, Position pos, KitTexts t) {
        g.setColor(Color.BLACK);
        for (Box f : p.fiducials()) g.fill(rect(f));
        for (Box m : p.marks()) g.fill(rect(m));
        qr(g, p.code().text(), p.qr());
        Map<String, Object> args = new HashMap<>();
        args.put("power", map.power(p.code().power()).name(t.lang()));
        args.put("season", t.get("season." + pos.season().name().toLowerCase(Locale.ROOT)));
        args.put("year", pos.year());
        args.put("page", p.code().page());
        args.put("pages", p.code().pages());
        args.put("hash", p.code().positionHash());
        for (Caption c : p.header()) caption(g, c, t, args);
        for (ScanRow r : p.rows()) {
            for (Caption c : r.captions()) caption(g, c, t, args);
            g.setStroke(new BasicStroke(0.3f));
            for (ScanBox b : r.boxes()) {
                g.setColor(Color.BLACK);
                g.draw(rect(b.square()));
                String label = b.meaning() instanceof Meaning.OrderKind ? t.get(b.label()) : b.label();
                g.setFont(Fonts.awt(false, 5.5f * PT));
                centred(g, label, b.labelArea().centerX(), b.labelArea().y() + 2.0);
            }
            g.setColor(LIGHT);
            g.setStroke(new BasicStroke(0.2f));
            Box bb = r.bounds();
            g.draw(new Line2D.Double(bb.x(), bb.bottom(), bb.right(), bb.bottom()));
        }
        g.setColor(GREY);
        g.setStroke(new BasicStroke(0.3f));
        g.draw(rect(p.freeText()));
        g.setFont(Fonts.awt(false, 6 * PT));
        g.drawString(
                t.get("scan.free_text"),
                (float) p.freeText().x() + 1.5f,
                (float) p.freeText().y() + 2.8f);
    }

    private static void caption(Graphics2D g, Caption c, KitTexts t, Map<String, Object> args) {
        g.setColor(Color.BLACK);
        g.setFont(Fonts.awt(c.bold(), (float) c.size() * PT));
        String s = c.text();
        if (s == null) {
            Map<String, Object> a = new HashMap<>(args);
            if (c.arg() != null) a.put("count", Integer.parseInt(c.arg()));
            s = t.format(c.key(), a);
        }
        g.drawString(s, (float) c.x(), (float) c.y());
    }

    private static void centred(Graphics2D g, String s, double cx, double baseline) {
        float w = (float) g.getFontMetrics().getStringBounds(s, g).getWidth();
        g.drawString(s, (float) cx - w / 2, (float) baseline);
    }

    /** The QR code filling {@code r} (no quiet zone: the layout keeps the space around it blank). */
    private static void qr(Graphics2D g, String text, Box r) {
        BitMatrix m;
        try {
            m = new QRCodeWriter()
                    .encode(
                            text,
                            BarcodeFormat.QR_CODE,
                            0,
                            0,
                            Map.of(EncodeHintType.MARGIN, 0, EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M));
        } catch (WriterException e) {
            throw new IllegalStateException("cannot encode the sheet code " + text, e);
        }
        double mod = r.w() / m.getWidth();
        for (int y = 0; y < m.getHeight(); y++) {
            for (int x = 0; x < m.getWidth(); x++) {
                if (!m.get(x, y)) continue;
                int run = 1;
                while (x + run < m.getWidth() && m.get(x + run, y)) run++;
                g.fill(new Rectangle2D.Double(r.x() + x * mod, r.y() + y * mod, run * mod + 0.01, mod + 0.01));
                x += run - 1;
            }
        }
    }

    private static Rectangle2D rect(Box r) {
        return new Rectangle2D.Double(r.x(), r.y(), r.w(), r.h());
    }
}
