package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.Meaning;
import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.engine.geometry.Box;
import boofcv.abst.distort.FDistort;
import boofcv.alg.distort.PixelTransformHomography_F32;
import boofcv.alg.filter.blur.BlurImageOps;
import boofcv.alg.interpolate.InterpolationType;
import boofcv.alg.misc.ImageMiscOps;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.geo.AssociatedPair;
import boofcv.struct.image.GrayU8;
import georegression.struct.homography.Homography2D_F64;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * Phone photographs of the generator's real sheets, as a game master takes them at a table:
 * a 12 MP frame (4000 × 3000, either way up) of one or two sheets lying on wood, a dark table or
 * a scanner's white lid, seen by a pinhole camera tilted up to 30° in any direction, the sheet
 * filling a third to all of the frame (by area: 58–97 % of its width or height), turned by any multiple of 90°, optionally folded in
 * thirds (each third its own plane, a crease shadow between) or down the middle (two halves, the crease across a column
 * of boxes), lit unevenly with a soft shadow
 * across, blurred, noised, saved as JPEG 50–90 and sometimes sent through a chat app (longest
 * side 1600 px), seen through a lens that bends straight lines (barrel or pincushion, up to 3 %
 * at the corners, 4–8 % in its own condition). Marks are drawn as players make them: pens of four colours, pencil at grey
 * 180–235, ticks too small, crosses past the edges, a mark scribbled out, two places ticked.
 * Every photo is made from its seed alone and remembers what each sheet meant.
 */
final class PhotoCorpus {
    /** The conditions the corpus is reported by; each fixes what varies in its photos. */
    enum Condition {
        FLATBED("flatbed scan, straight"),
        HANDHELD_WOOD("handheld 10–20°, wood"),
        HANDHELD_DARK_30("handheld 20–30°, dark table"),
        SMALL_IN_FRAME("sheet a third of the frame"),
        TURNED("turned 90/180/270°"),
        CHAT_1600("chat app: 1600 px, JPEG 50–70"),
        FOLDED_FLAT("folded in thirds, held flat"),
        FOLDED_TILTED("folded in thirds, tilted 10–20°"),
        PENCIL("pencil, grey 180–235"),
        COLOUR_PENS("pens: black, blue, red, green"),
        ODD_MARKS("overflowing, tiny, scribbled, double"),
        TWO_SHEETS("two sheets per photo"),
        LENS("lens distortion 4–8 %, handheld"),
        // last, so the seeds of the conditions before it stay as they were
        FOLDED_DOWN("folded down the middle, tilted 10–20°"),
        TWO_SHEETS_CHAT("two sheets per photo, chat app 1600 px");

        final String title;

        Condition(String title) {
            this.title = title;
        }
    }

    /** How a mark is drawn. */
    enum Stroke {
        CROSS,
        TICK,
        FILLED,
        TINY,
        OVERFLOW
    }

    /** One sheet in a photo: what its boxes mean and which rows must be asked about. */
    record SheetTruth(
            ScanPage page,
            Map<String, SyntheticScans.Truth> truth,
            Set<String> ambiguousRows,
            Map<String, Integer> pencilGrey) {}

    /** A photo: its JPEG bytes, the sheets on it, and what was done to it. */
    record Photo(String name, byte[] jpeg, Position position, List<SheetTruth> sheets, String description) {}

    private static final Color[] PENS = {
        new Color(25, 25, 30), new Color(30, 50, 170), new Color(185, 30, 35), new Color(25, 120, 55)
    };
    private static final String[] PEN_NAMES = {"black", "blue", "red", "green"};

    private final SyntheticScans scans;

    PhotoCorpus(SyntheticScans scans) {
        this.scans = scans;
    }

    /** Photo {@code index} of {@code c}, made from {@code seed} alone. */
    Photo photo(Condition c, Position pos, List<ScanPage> pages, long seed, int index) {
        Random rnd = new Random(seed);
        StringBuilder desc = new StringBuilder(c.title);
        boolean two = c == Condition.TWO_SHEETS || c == Condition.TWO_SHEETS_CHAT,
                chat = c == Condition.CHAT_1600 || c == Condition.TWO_SHEETS_CHAT;
        int count = two ? 2 : 1;
        List<ScanPage> chosen = new ArrayList<>();
        List<ScanPage> pool = new ArrayList<>(pages);
        for (int i = 0; i < count && !pool.isEmpty(); i++) chosen.add(pool.remove(rnd.nextInt(pool.size())));

        boolean landscape = rnd.nextBoolean();
        int fw = landscape ? 4000 : 3000, fh = landscape ? 3000 : 4000;
        double tilt = switch (c) {
            case FLATBED -> 0;
            case HANDHELD_WOOD, FOLDED_TILTED, FOLDED_DOWN -> 10 + rnd.nextDouble() * 10;
            case HANDHELD_DARK_30 -> 20 + rnd.nextDouble() * 10;
            case FOLDED_FLAT -> rnd.nextDouble() * 5;
            default -> rnd.nextDouble() * 15;
        };
        double fill = switch (c) {
            case FLATBED -> 0.97;
            case SMALL_IN_FRAME -> 0.58 + rnd.nextDouble() * 0.12; // a third of the frame's area
            case TWO_SHEETS, TWO_SHEETS_CHAT -> 0.85 + rnd.nextDouble() * 0.1;
            default -> 0.6 + rnd.nextDouble() * 0.37;
        };
        int quarter = c == Condition.TURNED ? 1 + rnd.nextInt(3) : c == Condition.FLATBED ? 0 : rnd.nextInt(4);
        double roll = c == Condition.FLATBED ? (rnd.nextDouble() * 2 - 1) * 2 : (rnd.nextDouble() * 2 - 1) * 12;
        boolean folded = c == Condition.FOLDED_FLAT || c == Condition.FOLDED_TILTED;
        // Folded in half the long way: one crease down the sheet, across the boxes of a column.
        boolean down = c == Condition.FOLDED_DOWN;
        int table = c == Condition.FLATBED
                ? 0
                : c == Condition.HANDHELD_WOOD ? 1 : c == Condition.HANDHELD_DARK_30 ? 2 : 1 + rnd.nextInt(2);
        desc.append(String.format(
                Locale.ROOT,
                ": tilt %.0f°, fill %.0f %%, turned %d°, roll %.0f°, %s",
                tilt,
                fill * 100,
                quarter * 90,
                roll,
                new String[] {"white lid", "wood", "dark table"}[table]));

        // The sheets on the table (mm, table plane), side by side when two.
        List<SheetTruth> truths = new ArrayList<>();
        List<double[][]> panelsMm =
                new ArrayList<>(); // per panel: 4 table corners (x, y, z) and the page rect it shows
        List<GrayU8> panelImages = new ArrayList<>();
        List<double[]> panelSrc = new ArrayList<>();
        double gap = 25;
        for (int s = 0; s < chosen.size(); s++) {
            ScanPage page = chosen.get(s);
            double ox = s * (page.width() + gap);
            int dpi =
                    (int) Math.round(Math.min(300, Math.max(100, fill * Math.max(fw, fh) / (count * 297) * 25.4 * 1.1))
                                    / 50)
                            * 50;
            SheetTruth t = new SheetTruth(page, new HashMap<>(), new HashSet<>(), new HashMap<>());
            GrayU8 img = marked(pos, page, dpi, c, rnd, t, desc, s == 0);
            if (folded) creases(img, rnd);
            if (down) creaseDown(img, rnd);
            truths.add(t);
            double pxPerMm = dpi / 25.4;
            int panels = folded ? 3 : 1;
            double bump =
                    c == Condition.FOLDED_TILTED || down ? 4 + rnd.nextDouble() * 6 : folded ? rnd.nextDouble() * 2 : 0;
            if (down) { // two halves, the crease standing up by {@code bump} mm
                for (int p = 0; p < 2; p++) {
                    double x0 = page.width() * p / 2,
                            x1 = page.width() * (p + 1) / 2,
                            za = p == 0 ? 0 : bump,
                            zb = p == 0 ? bump : 0;
                    panelsMm.add(new double[][] {
                        {ox + x0, 0, za}, {ox + x1, 0, zb}, {ox + x1, page.height(), zb}, {ox + x0, page.height(), za}
                    });
                    int px0 = (int) Math.round(x0 * pxPerMm), px1 = Math.min(img.width, (int) Math.round(x1 * pxPerMm));
                    panelImages.add(img.subimage(px0, 0, px1, img.height, null));
                    panelSrc.add(new double[] {px1 - px0, img.height});
                }
                panels = 0;
            }
            for (int p = 0; p < panels; p++) {
                double y0 = page.height() * p / panels, y1 = page.height() * (p + 1) / panels;
                // A folded sheet lies as a zig-zag: the creases stand up or sink by {@code bump} mm.
                double z0 = 0, z1 = 0;
                if (folded) {
                    z0 = p == 0 ? 0 : p == 1 ? bump : -bump * 0.3;
                    z1 = p == 0 ? bump : p == 1 ? -bump * 0.3 : 0;
                }
                panelsMm.add(new double[][] {
                    {ox, y0, z0}, {ox + page.width(), y0, z0}, {ox + page.width(), y1, z1}, {ox, y1, z1}
                });
                int py0 = (int) Math.round(y0 * pxPerMm), py1 = Math.min(img.height, (int) Math.round(y1 * pxPerMm));
                panelImages.add(img.subimage(0, py0, img.width, py1, null));
                panelSrc.add(new double[] {img.width, py1 - py0});
            }
        }
        double tableW = chosen.size() * chosen.get(0).width() + (chosen.size() - 1) * gap,
                tableH = chosen.get(0).height();

        // The camera: the table turned by {@code tilt} about an axis at a random angle, seen from 1.3 table-diagonals.
        double axis = rnd.nextDouble() * Math.PI * 2, t = Math.toRadians(tilt), dist = 1.3 * Math.hypot(tableW, tableH);
        double ca = Math.cos(axis), sa = Math.sin(axis), ct = Math.cos(t), st = Math.sin(t);
        double rollRad = Math.toRadians(roll + quarter * 90), cr = Math.cos(rollRad), sr = Math.sin(rollRad);
        List<double[][]> projected = new ArrayList<>();
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (double[][] panel : panelsMm) {
            double[][] q = new double[4][];
            for (int i = 0; i < 4; i++) {
                double x = panel[i][0] - tableW / 2, y = panel[i][1] - tableH / 2, z = panel[i][2];
                double rx = x * cr - y * sr, ry = x * sr + y * cr; // roll in the table plane
                // Rotate about the axis (ca, sa, 0) by t (Rodrigues), then project from distance {@code dist}.
                double along = rx * ca + ry * sa, ax = along * ca, ay = along * sa, px = rx - ax, py = ry - ay;
                double cx = -sa * z, cy = ca * z, cz = ca * ry - sa * rx; // axis × v
                double vx = ax + px * ct + cx * st, vy = ay + py * ct + cy * st, vz = z * ct + cz * st;
                double f = dist / (dist + vz);
                q[i] = new double[] {vx * f, vy * f};
                minX = Math.min(minX, q[i][0]);
                maxX = Math.max(maxX, q[i][0]);
                minY = Math.min(minY, q[i][1]);
                maxY = Math.max(maxY, q[i][1]);
            }
            projected.add(q);
        }
        double scale = fill * Math.min(fw / (maxX - minX), fh / (maxY - minY));
        double offX = (fw - (maxX - minX) * scale) * rnd.nextDouble() - minX * scale,
                offY = (fh - (maxY - minY) * scale) * rnd.nextDouble() - minY * scale;

        GrayU8 frame = background(fw, fh, table, rnd);
        for (int p = 0; p < projected.size(); p++) {
            double[][] q = projected.get(p);
            double[] src = panelSrc.get(p);
            double[][] srcCorners = {{0, 0}, {src[0], 0}, {src[0], src[1]}, {0, src[1]}};
            List<AssociatedPair> pairs = new ArrayList<>();
            for (int i = 0; i < 4; i++)
                pairs.add(new AssociatedPair(
                        q[i][0] * scale + offX, q[i][1] * scale + offY, srcCorners[i][0], srcCorners[i][1]));
            paste(frame, panelImages.get(p), pairs);
        }
        if (folded) desc.append(", folded");
        if (down) desc.append(", folded down the middle");
        if (c != Condition.FLATBED)
            frame = lens(
                    frame,
                    c == Condition.LENS
                            ? (rnd.nextBoolean() ? 1 : -1) * (0.04 + rnd.nextDouble() * 0.04)
                            : (rnd.nextDouble() * 2 - 1) * 0.03,
                    desc);
        light(frame, rnd, desc, table);
        double sigma = c == Condition.FLATBED ? 0.4 : 0.5 + rnd.nextDouble() * 1.5;
        GrayU8 blurred = new GrayU8(frame.width, frame.height);
        BlurImageOps.gaussian(frame, blurred, sigma, -1, null);
        double noise = 2 + rnd.nextDouble() * 6;
        ImageMiscOps.addGaussian(blurred, rnd, noise, 0, 255);
        int quality = chat ? 50 + rnd.nextInt(21) : 50 + rnd.nextInt(41);
        GrayU8 out = blurred;
        if (chat || rnd.nextInt(6) == 0) {
            double k = 1600.0 / Math.max(out.width, out.height);
            GrayU8 small = new GrayU8((int) Math.round(out.width * k), (int) Math.round(out.height * k));
            new FDistort(out, small)
                    .scaleExt()
                    .interp(InterpolationType.BILINEAR)
                    .apply();
            out = small;
            desc.append(", 1600 px");
        }
        desc.append(String.format(Locale.ROOT, ", blur %.1f, noise %.1f, JPEG %d", sigma, noise, quality));
        return new Photo(
                c.name().toLowerCase(Locale.ROOT) + "-" + index + ".jpg",
                jpeg(out, quality),
                pos,
                truths,
                desc.toString());
    }

    /** The page rendered at {@code dpi} and marked as the condition's players mark, the truth filled in. */
    private GrayU8 marked(
            Position pos,
            ScanPage page,
            int dpi,
            Condition c,
            Random rnd,
            SheetTruth t,
            StringBuilder desc,
            boolean describe) {
        BufferedImage clean = scans.render(pos, page, dpi, rnd.nextBoolean() ? "en" : "cs");
        BufferedImage img = new BufferedImage(clean.getWidth(), clean.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.drawImage(clean, 0, 0, null);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(dpi / 25.4, dpi / 25.4);
        page.boxes().forEach(b -> t.truth().put(b.id(), SyntheticScans.Truth.BLANK));
        int pencil = 180 + rnd.nextInt(56); // each row's own grey, so one photo spans the range
        int pen = c == Condition.COLOUR_PENS ? rnd.nextInt(4) : 0;
        if (describe && c == Condition.PENCIL) desc.append(", pencil grey 180–235 by row");
        if (describe && c == Condition.COLOUR_PENS)
            desc.append(", ").append(PEN_NAMES[pen]).append(" pen");
        for (ScanRow row : page.rows()) {
            List<ScanBox> boxes = SyntheticScans.choose(row, rnd);
            Stroke stroke = Stroke.values()[rnd.nextInt(3)];
            if (c == Condition.ODD_MARKS) {
                int odd = rnd.nextInt(5);
                if (odd == 0) stroke = Stroke.TINY;
                if (odd == 1) stroke = Stroke.OVERFLOW;
                if (odd == 2 && !boxes.isEmpty()) { // scribbled out: the player changed their mind, or did they?
                    ScanBox b = boxes.get(rnd.nextInt(boxes.size()));
                    SyntheticScans.blackOut(g, b.square(), rnd);
                    t.truth().put(b.id(), SyntheticScans.Truth.AMBIGUOUS);
                    t.ambiguousRows().add(row.id());
                }
                if (odd == 3) { // two places ticked
                    List<ScanBox> targets = row.boxes().stream()
                            .filter(b -> b.meaning() instanceof Meaning.Target && !boxes.contains(b))
                            .toList();
                    if (!targets.isEmpty() && boxes.stream().anyMatch(b -> b.meaning() instanceof Meaning.Target)) {
                        boxes.add(targets.get(rnd.nextInt(targets.size())));
                        t.ambiguousRows().add(row.id());
                    }
                }
            }
            if (c == Condition.PENCIL) {
                pencil = 180 + rnd.nextInt(56);
                t.pencilGrey().put(row.id(), pencil);
            }
            Color colour = c == Condition.PENCIL ? new Color(pencil, pencil, pencil) : PENS[pen];
            float width = c == Condition.PENCIL ? 0.3f + rnd.nextFloat() * 0.2f : 0.4f + rnd.nextFloat() * 0.4f;
            for (ScanBox b : boxes) {
                if (t.truth().get(b.id()) == SyntheticScans.Truth.AMBIGUOUS) continue;
                draw(g, b.square(), stroke, colour, width, rnd);
                t.truth().put(b.id(), SyntheticScans.Truth.MARKED);
            }
        }
        g.dispose();
        return ConvertBufferedImage.convertFrom(img, (GrayU8) null);
    }

    /** Two creases across the page at its thirds: a thin dark line with a shade on one side, as a fold catches the light. */
    private static void creases(GrayU8 img, Random rnd) {
        double pxPerMm = img.width / 210.0;
        for (int k = 1; k <= 2; k++)
            crease(img, img.height * k / 3.0 + jit(rnd, 2) * pxPerMm, jit(rnd, 0.01), false, rnd);
    }

    /** A crease down the page near its middle, across the boxes of a column. */
    private static void creaseDown(GrayU8 img, Random rnd) {
        crease(img, img.width / 2.0 + jit(rnd, 1) * img.width / 210.0, jit(rnd, 0.005), true, rnd);
    }

    /** One crease at {@code at} px (a row, or a column when {@code down}), sloping by {@code slope}: a thin dark line, a shade to one side. */
    private static void crease(GrayU8 img, double at, double slope, boolean down, Random rnd) {
        double pxPerMm = img.width / 210.0, shade = 3 * pxPerMm;
        double depth = 0.75 + rnd.nextDouble() * 0.15;
        int along = down ? img.height : img.width, across = down ? img.width : img.height;
        for (int a = 0; a < along; a++) {
            double c = at + slope * a;
            for (int b = (int) (c - shade); b <= (int) (c + 1.5 * pxPerMm); b++) {
                if (b < 0 || b >= across) continue;
                double d = b - c,
                        l =
                                d < 0
                                        ? 1 - (1 - depth) * (1 + d / shade) * 0.6
                                        : d < 0.25 * pxPerMm ? depth : 1 - (1 - depth) * 0.3;
                int x = down ? b : a, y = down ? a : b;
                img.unsafe_set(x, y, (int) (img.unsafe_get(x, y) * l));
            }
        }
    }

    /** A mark in box {@code r} (mm), off-centre and not straight, as a hand draws it. */
    static void draw(Graphics2D g, Box r, Stroke s, Color colour, float width, Random rnd) {
        g.setColor(colour);
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        double x = r.x(), y = r.y(), w = r.w(), h = r.h(), j = 0.35;
        switch (s) {
            case TICK -> {
                Path2D p = new Path2D.Double();
                p.moveTo(x + w * 0.18 + jit(rnd, j), y + h * 0.5 + jit(rnd, j));
                p.lineTo(x + w * 0.42 + jit(rnd, j), y + h * 0.85 + jit(rnd, j));
                p.lineTo(x + w * 0.9 + jit(rnd, j), y + h * 0.08 + jit(rnd, j));
                g.draw(p);
            }
            case FILLED -> {
                for (double yy = y + 0.5; yy < y + h - 0.4; yy += 0.35) {
                    g.draw(new Line2D.Double(
                            x + 0.4 + jit(rnd, 0.2), yy, x + w - 0.4 + jit(rnd, 0.2), yy + jit(rnd, 0.15)));
                }
            }
            case TINY -> { // a small tick in the middle third, as from someone afraid to spoil the sheet
                double cx = x + w / 2 + jit(rnd, 0.4), cy = y + h / 2 + jit(rnd, 0.4);
                Path2D p = new Path2D.Double();
                p.moveTo(cx - 0.9, cy);
                p.lineTo(cx - 0.3, cy + 0.8);
                p.lineTo(cx + 1.0, cy - 1.0);
                g.draw(p);
            }
            case OVERFLOW -> { // a big cross reaching a millimetre or two past the box
                double o = -(0.8 + rnd.nextDouble() * 1.2);
                g.draw(new Line2D.Double(x + o, y + o + jit(rnd, j), x + w - o, y + h - o + jit(rnd, j)));
                g.draw(new Line2D.Double(x + w - o, y + o + jit(rnd, j), x + o, y + h - o + jit(rnd, j)));
            }
            default -> {
                double o = 0.5;
                g.draw(new Line2D.Double(
                        x + o + jit(rnd, j), y + o + jit(rnd, j), x + w - o + jit(rnd, j), y + h - o + jit(rnd, j)));
                g.draw(new Line2D.Double(
                        x + w - o + jit(rnd, j), y + o + jit(rnd, j), x + o + jit(rnd, j), y + h - o + jit(rnd, j)));
            }
        }
    }

    private static double jit(Random rnd, double d) {
        return (rnd.nextDouble() * 2 - 1) * d;
    }

    /** A table top: a scanner's white lid, wood grain, or a dark cloth. */
    private static GrayU8 background(int w, int h, int table, Random rnd) {
        GrayU8 bg = new GrayU8(w, h);
        double f1 = 0.01 + rnd.nextDouble() * 0.02,
                f2 = 0.002 + rnd.nextDouble() * 0.003,
                phase = rnd.nextDouble() * 10;
        double[] row = new double[w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                row[x] = switch (table) {
                    case 0 -> 235;
                    case 1 ->
                        140
                                + 22 * Math.sin(y * f1 + 4 * Math.sin(x * f2 + phase))
                                + 8 * Math.sin(y * f1 * 7.3 + x * 0.0007);
                    default -> 45 + 6 * Math.sin(x * f2 + y * f2 * 0.7 + phase);
                };
            }
            for (int x = 0; x < w; x++) bg.unsafe_set(x, y, (int) Math.max(0, Math.min(255, row[x])));
        }
        return bg;
    }

    /** Warps {@code src} into {@code frame} by the homography of {@code pairs} (frame → source pixels), over what is there. */
    private static void paste(GrayU8 frame, GrayU8 src, List<AssociatedPair> pairs) {
        Homography2D_F64 hm = SyntheticScans.homography(pairs);
        GrayU8 copy = src.clone();
        for (int i = 0; i < copy.data.length; i++)
            if ((copy.data[i] & 0xff) == 0) copy.data[i] = 1; // 0 marks "not this sheet"
        GrayU8 out = new GrayU8(frame.width, frame.height);
        new FDistort(copy, out)
                .interp(InterpolationType.BILINEAR)
                .border(0)
                .transform(new PixelTransformHomography_F32(hm))
                .apply();
        for (int i = 0; i < out.data.length; i++) {
            int v = out.data[i] & 0xff;
            if (v != 0) frame.data[i] = (byte) v;
        }
    }

    /**
     * A phone lens's radial distortion, {@code k} at the frame's corners: each point moved along
     * its radius by {@code k · r²} of itself (r: distance from the centre over the half diagonal);
     * barrel when negative, pincushion when positive. Straight lines on the sheet come out bent.
     */
    private static GrayU8 lens(GrayU8 frame, double k, StringBuilder desc) {
        double cx = frame.width / 2.0, cy = frame.height / 2.0, half = Math.hypot(cx, cy);
        GrayU8 out = new GrayU8(frame.width, frame.height);
        // Output pixel → frame pixel: the inverse of the lens, to first order the same polynomial with -k.
        new FDistort(frame, out)
                .interp(InterpolationType.BILINEAR)
                .border(0)
                .transform(new boofcv.struct.distort.PixelTransform<>() {
                    @Override
                    public void compute(int x, int y, georegression.struct.point.Point2D_F32 p) {
                        double dx = x - cx, dy = y - cy, r2 = (dx * dx + dy * dy) / (half * half), f = 1 - k * r2;
                        p.x = (float) (cx + dx * f);
                        p.y = (float) (cy + dy * f);
                    }

                    @Override
                    public boofcv.struct.distort.PixelTransform<georegression.struct.point.Point2D_F32>
                            copyConcurrent() {
                        return this;
                    }
                })
                .apply();
        desc.append(
                String.format(Locale.ROOT, ", lens %s %.1f %%", k < 0 ? "barrel" : "pincushion", Math.abs(k) * 100));
        return out;
    }

    /** Uneven light: a gradient across the frame, and a soft-edged shadow (a hand, a phone) over part of it. */
    private static void light(GrayU8 img, Random rnd, StringBuilder desc, int table) {
        double dim = table == 0 ? 0.9 + rnd.nextDouble() * 0.1 : 0.6 + rnd.nextDouble() * 0.35;
        double gx = rnd.nextDouble() * 2 - 1, gy = rnd.nextDouble() * 2 - 1;
        boolean shadow = table != 0 && rnd.nextInt(3) > 0;
        double sAngle = rnd.nextDouble() * Math.PI * 2, sx = Math.cos(sAngle), sy = Math.sin(sAngle);
        double sOff = (rnd.nextDouble() * 0.5 + 0.1) * Math.min(img.width, img.height),
                soft = 20 + rnd.nextDouble() * 60;
        double depth = 0.6 + rnd.nextDouble() * 0.25,
                cx = img.width / 2.0,
                cy = img.height / 2.0,
                diag = Math.hypot(cx, cy);
        for (int y = 0; y < img.height; y++) {
            for (int x = 0; x < img.width; x++) {
                double tt = ((x - cx) * gx + (y - cy) * gy) / diag; // -1.4..1.4
                double l = 1 - (1 - dim) * Math.max(0, Math.min(1, (tt + 1) / 2));
                if (shadow) {
                    double d = (x - cx) * sx + (y - cy) * sy - sOff;
                    l *= d <= -soft ? 1 : d >= soft ? depth : 1 - (1 - depth) * (d + soft) / (2 * soft);
                }
                int i = img.startIndex + y * img.stride + x;
                img.data[i] = (byte) (int) ((img.data[i] & 0xff) * l);
            }
        }
        desc.append(String.format(Locale.ROOT, ", light to %.0f %%", dim * 100))
                .append(shadow ? String.format(Locale.ROOT, ", shadow %.0f %%", depth * 100) : "");
    }

    static byte[] jpeg(GrayU8 gray, int quality) {
        try {
            BufferedImage img = ConvertBufferedImage.convertTo(gray, null);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ImageWriter wr = ImageIO.getImageWritersByFormatName("jpeg").next();
            ImageWriteParam p = wr.getDefaultWriteParam();
            p.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            p.setCompressionQuality(quality / 100f);
            try (MemoryCacheImageOutputStream o = new MemoryCacheImageOutputStream(bytes)) {
                wr.setOutput(o);
                wr.write(null, new IIOImage(img, null, null), p);
            }
            wr.dispose();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
