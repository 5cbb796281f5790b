package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.sheet.Meaning;
import adjutant.engine.diplomacy.sheet.ScanBox;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.engine.geometry.Box;
import adjutant.generator.KitTexts;
import adjutant.generator.diplomacy.ScanSheets;
import adjutant.generator.layout.Paper;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PdfMaker;
import adjutant.validator.diplomacy.Messages;
import boofcv.abst.distort.FDistort;
import boofcv.abst.geo.Estimate1ofEpipolar;
import boofcv.alg.distort.PixelTransformHomography_F32;
import boofcv.alg.filter.blur.BlurImageOps;
import boofcv.alg.misc.ImageMiscOps;
import boofcv.factory.geo.FactoryMultiView;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.geo.AssociatedPair;
import boofcv.struct.image.GrayU8;
import georegression.struct.homography.Homography2D_F64;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.ejml.data.DMatrixRMaj;

/**
 * Synthetic scans of the generator's real sheets: each page rendered from the PDF at 150, 200 or
 * 300 dpi, marked as pens do (crosses, ticks, filled boxes, light and heavy strokes, a stray
 * line, a box blacked out past its edges, two places marked in one row), then turned ±5°, given
 * a phone's perspective, blurred, noised, lit unevenly and saved as JPEG at quality 50–90.
 * Each sheet remembers what was meant, box by box, for the test to compare with what is read.
 */
final class SyntheticScans {
    enum Truth {
        MARKED,
        BLANK,
        AMBIGUOUS
    }

    enum Pen {
        CROSS,
        TICK,
        FILLED,
        LIGHT,
        HEAVY
    }

    /** A sheet as marked: every box's truth, and the rows that were marked to be questioned. */
    record Sheet(
            ScanImage image, ScanPage page, Map<String, Truth> truth, Set<String> ambiguousRows, String description) {}

    private final DiplomacyGame game;
    private final Map<String, BufferedImage> rendered = new ConcurrentHashMap<>();
    private final Map<String, byte[]> pdfs = new ConcurrentHashMap<>();

    SyntheticScans(DiplomacyGame game) {
        this.game = game;
    }

    /** A position reached from the start by moving units at random, so seas hold fleets and rows differ. */
    static Position wander(DipMap map, Random rnd) {
        Position start = Position.start(map);
        List<Unit> units = new ArrayList<>(start.units());
        Set<String> taken = new HashSet<>();
        units.forEach(u -> taken.add(u.province()));
        for (int step = 0; step < 3; step++) {
            for (int i = 0; i < units.size(); i++) {
                Unit u = units.get(i);
                List<Location> next = new ArrayList<>();
                if (u.type() == UnitType.ARMY) map.armyNeighbours(u.province()).forEach(p -> next.add(Location.of(p)));
                else next.addAll(map.fleetNeighbours(u.location()));
                next.removeIf(l -> taken.contains(l.province()));
                next.sort(Comparator.comparing(
                        Location::toString)); // a coast's hash differs run to run: sorted, the walk is the seed's alone
                if (next.isEmpty() || rnd.nextInt(3) == 0) continue;
                Location to = next.get(rnd.nextInt(next.size()));
                taken.remove(u.province());
                taken.add(to.province());
                units.set(i, new Unit(u.type(), u.power(), to));
            }
        }
        return new Position(start.season(), 1901 + rnd.nextInt(4), start.phase(), units, start.owners(), List.of());
    }

    /** The sheet pages of a position as the generator prints them, rendered grey at {@code dpi}. */
    BufferedImage render(Position pos, ScanPage page, int dpi, String lang) {
        String key = page.code().text() + "@" + dpi + lang;
        return rendered.computeIfAbsent(key, k -> {
            KitTexts t = new KitTexts("diplomacy", game.strings(), lang);
            Paper paper = page.code().paper().equals("a4") ? Paper.A4 : Paper.LETTER;
            byte[] pdf = pdfs.computeIfAbsent(
                    page.code().positionHash() + paper.name() + lang,
                    x -> PdfMaker.vector()
                            .sheets(
                                    ScanSheets.pages(game.map(), pos, t, paper),
                                    new DocInfo("scan test", lang, false)));
            List<ScanPage> all = ScanSheets.layout(game.map(), pos, paper);
            try (PDDocument d = Loader.loadPDF(pdf)) {
                return new PDFRenderer(d).renderImageWithDPI(all.indexOf(page), dpi, ImageType.GRAY);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** One marked, distorted sheet of {@code page}. */
    Sheet make(Position pos, ScanPage page, Random rnd, int index) {
        int dpi = new int[] {150, 200, 300}[rnd.nextInt(3)];
        BufferedImage clean = render(pos, page, dpi, pos.year() % 2 == 0 ? "en" : "cs");
        BufferedImage img = new BufferedImage(clean.getWidth(), clean.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = img.createGraphics();
        g.drawImage(clean, 0, 0, null);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        double s = dpi / 25.4;
        g.scale(s, s);
        Map<String, Truth> truth = new HashMap<>();
        page.boxes().forEach(b -> truth.put(b.id(), Truth.BLANK));
        Set<String> ambiguous = new HashSet<>();
        StringBuilder desc = new StringBuilder(dpi + " dpi");
        for (ScanRow row : page.rows()) {
            List<ScanBox> chosen = choose(row, rnd);
            int twist = rnd.nextInt(100);
            if (twist < 5) { // two places: a contradiction the reader must not resolve
                List<ScanBox> targets = row.boxes().stream()
                        .filter(b -> b.meaning() instanceof Meaning.Target && !chosen.contains(b))
                        .toList();
                if (!targets.isEmpty() && chosen.stream().anyMatch(b -> b.meaning() instanceof Meaning.Target)) {
                    chosen.add(targets.get(rnd.nextInt(targets.size())));
                    ambiguous.add(row.id());
                }
            }
            Pen pen = Pen.values()[rnd.nextInt(Pen.values().length)];
            for (ScanBox b : chosen) {
                mark(g, b.square(), pen, rnd);
                truth.put(b.id(), Truth.MARKED);
            }
            if (twist >= 5 && twist < 9) { // a box blacked out past its edges: taken back, or not?
                ScanBox b = row.boxes().get(rnd.nextInt(row.boxes().size()));
                if (!chosen.contains(b)) mark(g, b.square(), Pen.CROSS, rnd);
                blackOut(g, b.square(), rnd);
                truth.put(b.id(), Truth.AMBIGUOUS);
                ambiguous.add(row.id());
            }
            if (rnd.nextInt(100) < 8) stray(g, row, rnd);
        }
        g.dispose();
        GrayU8 gray = ConvertBufferedImage.convertFrom(img, (GrayU8) null);
        boolean phone = rnd.nextInt(100) < 40;
        gray = distort(gray, rnd, phone, desc);
        if (rnd.nextInt(100) < 70) {
            int q = 50 + rnd.nextInt(41);
            gray = jpeg(gray, q);
            desc.append(", JPEG ").append(q);
        }
        return new Sheet(
                new ScanImage("synthetic-" + index + ".png", ScanFiles.fit(gray)),
                page,
                truth,
                ambiguous,
                desc.toString());
    }

    /**
     * A scan ({@code phone}: a photo, in perspective) of {@code page} with the boxes named in
     * {@code marks} marked by the given pens: turned, unevenly lit, noised, saved as JPEG at {@code quality}.
     */
    GrayU8 photo(
            Position pos,
            ScanPage page,
            Map<String, Pen> marks,
            int dpi,
            String lang,
            Random rnd,
            int quality,
            boolean phone) {
        BufferedImage clean = render(pos, page, dpi, lang);
        BufferedImage img = new BufferedImage(clean.getWidth(), clean.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = img.createGraphics();
        g.drawImage(clean, 0, 0, null);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(dpi / 25.4, dpi / 25.4);
        for (ScanBox b : page.boxes()) if (marks.containsKey(b.id())) mark(g, b.square(), marks.get(b.id()), rnd);
        g.dispose();
        GrayU8 gray = distort(ConvertBufferedImage.convertFrom(img, (GrayU8) null), rnd, phone, new StringBuilder());
        return jpeg(gray, quality);
    }

    /** The boxes a player marks for one plausible order of the row (sometimes none). */
    static List<ScanBox> choose(ScanRow row, Random rnd) {
        List<ScanBox> out = new ArrayList<>();
        if (rnd.nextInt(10) == 0) return out;
        Map<Class<?>, List<ScanBox>> by = new HashMap<>();
        Map<Meaning.Kind, ScanBox> kinds = new HashMap<>();
        for (ScanBox b : row.boxes()) {
            by.computeIfAbsent(b.meaning().getClass(), c -> new ArrayList<>()).add(b);
            if (b.meaning() instanceof Meaning.OrderKind k) kinds.put(k.kind(), b);
        }
        List<ScanBox> targets = by.getOrDefault(Meaning.Target.class, List.of()),
                partners = by.getOrDefault(Meaning.Partner.class, List.of());
        List<ScanBox> builds = by.getOrDefault(Meaning.Build.class, List.of());
        if (!builds.isEmpty()) return new ArrayList<>(List.of(builds.get(rnd.nextInt(builds.size()))));
        List<Meaning.Kind> options = new ArrayList<>(kinds.keySet());
        options.sort(null);
        Meaning.Kind k = options.get(rnd.nextInt(options.size()));
        out.add(kinds.get(k));
        if ((k == Meaning.Kind.MOVE || k == Meaning.Kind.CONVOY) && !targets.isEmpty())
            out.add(targets.get(rnd.nextInt(targets.size())));
        if ((k == Meaning.Kind.SUPPORT || k == Meaning.Kind.CONVOY) && !partners.isEmpty()) {
            out.add(partners.get(rnd.nextInt(partners.size())));
            if (k == Meaning.Kind.SUPPORT && rnd.nextBoolean() && !targets.isEmpty())
                out.add(targets.get(rnd.nextInt(targets.size())));
        }
        return out;
    }

    /** A pen mark in box {@code r} (mm), drawn as a hand would: off-centre, not straight. */
    static void mark(Graphics2D g, Box r, Pen pen, Random rnd) {
        float width = switch (pen) {
            case LIGHT -> 0.3f;
            case HEAVY -> 0.8f;
            default -> 0.5f;
        };
        Color colour = pen == Pen.LIGHT
                ? new Color(95, 95, 95)
                : new Color(25 + rnd.nextInt(30), 25 + rnd.nextInt(30), 25 + rnd.nextInt(30));
        PhotoCorpus.Stroke stroke = pen == Pen.TICK
                ? PhotoCorpus.Stroke.TICK
                : pen == Pen.FILLED ? PhotoCorpus.Stroke.FILLED : PhotoCorpus.Stroke.CROSS;
        PhotoCorpus.draw(g, r, stroke, colour, width, rnd);
    }

    /** A box scribbled over well past its edges. */
    static void blackOut(Graphics2D g, Box r, Random rnd) {
        g.setColor(new Color(20, 20, 20));
        g.setStroke(new BasicStroke(0.7f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Box o = r.grow(1.6 + rnd.nextDouble() * 0.6);
        for (double yy = o.y(); yy <= o.bottom(); yy += 0.4)
            g.draw(new Line2D.Double(o.x(), yy, o.right(), yy + jit(rnd, 0.2)));
    }

    /** A stray line in the row's label column, away from the boxes. */
    private static void stray(Graphics2D g, ScanRow row, Random rnd) {
        g.setColor(new Color(40, 40, 40));
        g.setStroke(new BasicStroke(0.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        double x = row.bounds().x() + 3 + rnd.nextDouble() * 8, y = row.bounds().y() + 7.5 + rnd.nextDouble() * 1.5;
        g.draw(new Line2D.Double(x, y, x + 3 + rnd.nextDouble() * 4, y + jit(rnd, 1)));
    }

    private static double jit(Random rnd, double d) {
        return (rnd.nextDouble() * 2 - 1) * d;
    }

    /** Rotation, perspective (phone), blur, noise and uneven light. */
    static GrayU8 distort(GrayU8 src, Random rnd, boolean phone, StringBuilder desc) {
        double angle = Math.toRadians((rnd.nextDouble() * 2 - 1) * 5);
        int w = src.width, h = src.height;
        double pad = phone ? 0.08 : 0.02;
        int W = (int) (w * (1 + 2 * pad)), H = (int) (h * (1 + 2 * pad));
        double[][] corners = {{0, 0}, {w, 0}, {w, h}, {0, h}};
        List<AssociatedPair> pairs = new ArrayList<>();
        double cx = W / 2.0, cy = H / 2.0, shrink = phone ? 0.9 : 0.98;
        for (double[] c : corners) {
            double dx = (c[0] - w / 2.0) * shrink, dy = (c[1] - h / 2.0) * shrink;
            double px = cx + dx * Math.cos(angle) - dy * Math.sin(angle),
                    py = cy + dx * Math.sin(angle) + dy * Math.cos(angle);
            if (phone) {
                px += jit(rnd, 0.035) * w;
                py += jit(rnd, 0.035) * h;
            }
            pairs.add(new AssociatedPair(px, py, c[0], c[1])); // output pixel → input pixel
        }
        Homography2D_F64 hm = homography(pairs);
        GrayU8 out = new GrayU8(W, H);
        new FDistort(src, out)
                .interp(boofcv.alg.interpolate.InterpolationType.BILINEAR)
                .border(phone ? 95 : 250)
                .transform(new PixelTransformHomography_F32(hm))
                .apply();
        desc.append(String.format(Locale.ROOT, ", turned %.1f°", Math.toDegrees(angle)))
                .append(phone ? ", phone perspective" : "");
        double sigma = rnd.nextDouble() * 1.2;
        if (sigma > 0.3) {
            GrayU8 b = new GrayU8(W, H);
            BlurImageOps.gaussian(out, b, sigma, -1, null);
            out = b;
            desc.append(String.format(Locale.ROOT, ", blur %.1f px", sigma));
        }
        // Uneven light: a gradient from one side plus a darker corner, down to 60 % of full light.
        double dim = 0.6 + rnd.nextDouble() * 0.35, gx = rnd.nextDouble(), gy = rnd.nextDouble();
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                double t = (x / (double) W) * gx + (y / (double) H) * gy;
                double light = 1 - (1 - dim) * Math.min(1, t);
                out.unsafe_set(x, y, (int) (out.unsafe_get(x, y) * light));
            }
        }
        double noise = rnd.nextDouble() * 8;
        ImageMiscOps.addGaussian(out, rnd, noise, 0, 255);
        desc.append(String.format(Locale.ROOT, ", light down to %.0f %%, noise %.1f", dim * 100, noise));
        return out;
    }

    /** The reader's words in English, as the tests read refusals. */
    static Messages english(DiplomacyGame game) {
        return new Messages(game.strings(), "en", game.map());
    }

    /** The homography (BoofCV's normalised DLT) taking the first point of each pair to its second. */
    static Homography2D_F64 homography(List<AssociatedPair> pairs) {
        Estimate1ofEpipolar dlt = FactoryMultiView.homographyDLT(true);
        DMatrixRMaj m = new DMatrixRMaj(3, 3);
        dlt.process(pairs, m);
        return new Homography2D_F64(
                m.get(0, 0),
                m.get(0, 1),
                m.get(0, 2),
                m.get(1, 0),
                m.get(1, 1),
                m.get(1, 2),
                m.get(2, 0),
                m.get(2, 1),
                m.get(2, 2));
    }

    static GrayU8 jpeg(GrayU8 gray, int quality) {
        try {
            return ConvertBufferedImage.convertFrom(
                    ImageIO.read(new ByteArrayInputStream(PhotoCorpus.jpeg(gray, quality))), (GrayU8) null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
