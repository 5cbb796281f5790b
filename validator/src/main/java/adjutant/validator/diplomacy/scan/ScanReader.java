package adjutant.validator.diplomacy.scan;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.Rect;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.engine.diplomacy.sheet.SheetCode;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.image.GrayU8;
import georegression.struct.point.Point2D_F64;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * Reads scans of the position's scannable sheets. A page is refused (exit 2, with the file)
 * when it has no sheet code, when its code names another position or turn (the position hash
 * differs), another layout, or a page read twice, or when a corner square is missing. Crops of
 * rows that need a person, and of written free-text lines, go to {@code crops} (when given),
 * written only once every page was read: a refused scan writes nothing.
 */
public final class ScanReader {
    /** Share of the free-text area that must be ink before it counts as written. */
    static final double FREE_TEXT_INK = 0.004;

    private final DipMap map;
    private final Position position;
    private final String positionHash;
    private final Map<String, Map<String, ScanPage>> layouts = new HashMap<>();
    private final RowRules rules;
    private final Path crops;
    /** Crops named while reading, written when no page was refused. */
    private final Map<Path, GrayU8> pending = new LinkedHashMap<>();

    public ScanReader(DipMap map, Position position, Path crops) {
        this.map = map;
        this.position = position;
        this.positionHash = ScanLayout.positionHash(map, position);
        this.rules = new RowRules(map, position);
        this.crops = crops;
    }

    public ScanResult read(List<Path> files) {
        List<Problem> problems = new ArrayList<>();
        List<ScanImage> images = new ArrayList<>();
        for (Path f : files) images.addAll(ScanFiles.load(f, problems));
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return readImages(images);
    }

    /** Reads page images already loaded (the desk's uploads, the tests' synthetic scans). */
    public ScanResult readImages(List<ScanImage> images) {
        List<Problem> problems = new ArrayList<>();
        Map<String, PageReading> seen = new LinkedHashMap<>();
        for (ScanImage img : images) {
            PageReading p = page(img, problems);
            if (p == null) continue;
            String key = p.page().code().power() + " " + p.page().code().page();
            PageReading before = seen.putIfAbsent(key, p);
            if (before != null) {
                problems.add(new Problem(img.name(), 0, 0, "page " + p.page().code().page() + " of " + p.page().code().power()
                        + "'s sheet was already read from " + before.image() + "; hand in each page once"));
            }
        }
        if (!problems.isEmpty()) {
            pending.clear();
            throw new BadInputException(problems);
        }
        writeCrops();
        List<SheetCode> missing = new ArrayList<>();
        for (PageReading p : seen.values()) {
            for (ScanPage other : layout(p.page().code().paper()).values()) {
                SheetCode c = other.code();
                if (c.power().equals(p.page().code().power()) && !seen.containsKey(c.power() + " " + c.page()) && !missing.contains(c)) missing.add(c);
            }
        }
        return new ScanResult(List.copyOf(seen.values()), missing, List.of());
    }

    private PageReading page(ScanImage img, List<Problem> problems) {
        List<PageGeometry.Found> found = PageGeometry.codes(img.gray());
        PageGeometry.Found qr = found.stream().filter(f -> f.code() != null).findFirst().orElse(null);
        if (qr == null) {
            problems.add(new Problem(img.name(), 0, 0, found.isEmpty()
                    ? "no sheet code found: expected a scannable order sheet with its QR code whole and in focus"
                    : "the QR code is not an Adjutant sheet code: '" + found.get(0).text() + "'"));
            return null;
        }
        SheetCode code = qr.code();
        String turn = code.season().name().toLowerCase(Locale.ROOT) + " " + code.year() + " " + code.phase().name().toLowerCase(Locale.ROOT);
        if (!code.game().equals("diplomacy") || !code.positionHash().equals(positionHash)) {
            problems.add(new Problem(img.name(), 0, 0, "this page is " + code.power() + "'s sheet for " + turn + " (position "
                    + code.positionHash() + "), but the position given is " + position.season().name().toLowerCase(Locale.ROOT) + " "
                    + position.year() + " " + position.phase().name().toLowerCase(Locale.ROOT) + " (position " + positionHash
                    + "): refused, it would be read against the wrong units"));
            return null;
        }
        ScanPage page = ScanLayout.PAPERS.containsKey(code.paper()) ? layout(code.paper()).get(code.power() + " " + code.page()) : null;
        if (page == null || !page.code().layoutHash().equals(code.layoutHash())) {
            problems.add(new Problem(img.name(), 0, 0, "this page's boxes (layout " + code.layoutHash() + ") are not where this version of "
                    + "Adjutant puts them for the position: print the sheets again with 'build diplomacy --scannable'"));
            return null;
        }
        String[] why = new String[1];
        PageGeometry geo = PageGeometry.locate(img.gray(), qr, page.qr(), page.fiducials(), why);
        if (geo == null) {
            problems.add(new Problem(img.name(), 0, 0, why[0]));
            return null;
        }
        InkMeter meter = new InkMeter(img.gray(), geo);
        long seen = page.boxes().stream().filter(meter::borderSeen).count();
        if (seen < page.boxes().size() * 0.9) {
            problems.add(new Problem(img.name(), 0, 0, "only " + seen + " of the page's " + page.boxes().size() + " boxes are where its corner "
                    + "squares put them (a curled or folded page, or a corner hidden?): refused rather than read against the wrong boxes"));
            return null;
        }
        List<RowReading> rows = new ArrayList<>();
        for (ScanRow row : page.rows()) {
            List<BoxReading> boxes = row.boxes().stream().map(meter::read).toList();
            String[] r = rules.read(row, boxes);
            RowReading reading = new RowReading(img.name(), row, boxes, r[0], r[1], r[2], null);
            if (!reading.sure()) reading = reading.withCrop(crop(img, geo, row.bounds(), code.power() + "-p" + code.page() + "-" + row.id()));
            rows.add(reading);
        }
        Rect ft = page.freeText();
        double ink = meter.inkIn(new Rect(ft.x() + 1, ft.y() + 4, ft.w() - 2, ft.h() - 5));
        String ftCrop = ink >= FREE_TEXT_INK ? crop(img, geo, ft, code.power() + "-p" + code.page() + "-free-text") : null;
        return new PageReading(img.name(), page, rows, ink, ftCrop);
    }

    private Map<String, ScanPage> layout(String paper) {
        return layouts.computeIfAbsent(paper, p -> {
            Map<String, ScanPage> m = new HashMap<>();
            for (ScanPage s : ScanLayout.on(map, position, p).pages()) m.put(s.code().power() + " " + s.code().page(), s);
            return m;
        });
    }

    /** The part of the image showing {@code r} (grown a little), as a PNG in the crops folder; its path, or null. */
    private String crop(ScanImage img, PageGeometry geo, Rect r, String name) {
        if (crops == null) return null;
        Rect g = r.grow(1.5);
        double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -1, y1 = -1;
        for (double[] c : new double[][] {{g.x(), g.y()}, {g.right(), g.y()}, {g.x(), g.bottom()}, {g.right(), g.bottom()}}) {
            Point2D_F64 p = geo.toImage(c[0], c[1]);
            x0 = Math.min(x0, p.x);
            y0 = Math.min(y0, p.y);
            x1 = Math.max(x1, p.x);
            y1 = Math.max(y1, p.y);
        }
        GrayU8 gray = img.gray();
        int ax = Math.max(0, (int) x0), ay = Math.max(0, (int) y0), bx = Math.min(gray.width, (int) Math.ceil(x1)), by = Math.min(gray.height, (int) Math.ceil(y1));
        if (bx - ax < 2 || by - ay < 2) return null;
        Path out = crops.resolve(name.replaceAll("[^A-Za-z0-9._-]", "_") + ".png");
        pending.put(out, gray.subimage(ax, ay, bx, by, null).clone());
        return out.toString();
    }

    /** Each crop to a temporary name, then moved into place. */
    private void writeCrops() {
        try {
            for (Map.Entry<Path, GrayU8> e : pending.entrySet()) {
                Files.createDirectories(crops);
                Path tmp = e.getKey().resolveSibling(e.getKey().getFileName() + ".tmp");
                ImageIO.write(ConvertBufferedImage.convertTo(e.getValue(), null), "png", tmp.toFile());
                Files.move(tmp, e.getKey(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            pending.clear();
        }
    }
}
