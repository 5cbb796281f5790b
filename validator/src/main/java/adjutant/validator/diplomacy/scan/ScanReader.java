package adjutant.validator.diplomacy.scan;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.diplomacy.sheet.ScanPage;
import adjutant.engine.diplomacy.sheet.ScanRow;
import adjutant.engine.diplomacy.sheet.SheetCode;
import adjutant.engine.geometry.Box;
import adjutant.validator.diplomacy.Messages;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.image.GrayU8;
import georegression.struct.point.Point2D_F64;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

/**
 * Reads scans of the position's scannable sheets. A page is refused (with the file and why)
 * when it has no sheet code, when its code names another position or turn (the position hash
 * differs), another layout, or a page read twice, or when its corners cannot be found; the
 * other pages are read all the same. Crops of rows that need a person, and of written
 * free-text lines, go to {@code crops} (when given), written once every image was read.
 */
public final class ScanReader {
    /** Share of the free-text area that must be ink before it counts as written. */
    static final double FREE_TEXT_INK = 0.004;
    /** How far (mm) a row is looked for round where the corners put it: a sheet folded in thirds and not pressed flat. */
    static final double ROW_REACH = 4;

    private final DipMap map;
    private final Position position;
    private final String positionHash;
    private final Map<String, Map<String, ScanPage>> layouts = new HashMap<>();
    private final RowRules rules;
    private final Path crops;
    /** The reader's language: refusals are said in it. */
    private final Messages m;
    /** Crops named while reading, written when no page was refused. */
    private final Map<Path, GrayU8> pending = new LinkedHashMap<>();

    public ScanReader(DipMap map, Position position, Path crops, Messages m) {
        this.m = m;
        this.map = map;
        this.position = position;
        this.positionHash = ScanLayout.positionHash(map, position);
        this.rules = new RowRules(map, position);
        this.crops = crops;
    }

    public ScanResult read(List<Path> files) {
        List<Problem> problems = new ArrayList<>();
        List<ScanImage> images = new ArrayList<>();
        for (Path f : files) images.addAll(ScanFiles.load(f, problems, m));
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return readImages(images);
    }

    /**
     * Reads page images already loaded (the desk's uploads, the tests' synthetic scans): every
     * sheet code found in an image is a page to read (two sheets on a table, a PDF page holding
     * two). An image or sheet that cannot be read is refused on its own, with its file and why,
     * and the others are read all the same; only when nothing at all could be read is the whole
     * reading refused (no crops written).
     */
    public ScanResult readImages(List<ScanImage> images) {
        List<Problem> refused = new ArrayList<>();
        Map<String, PageReading> seen = new LinkedHashMap<>();
        for (ScanImage img : images) {
            for (PageReading p : pages(img, refused)) {
                String key = p.page().code().power() + " " + p.page().code().page();
                PageReading before = seen.putIfAbsent(key, p);
                if (before != null) {
                    refused.add(refusal(
                            img.name(),
                            new Refusal(
                                    "read_twice",
                                    "page",
                                    p.page().code().page(),
                                    "power",
                                    m.power(p.page().code().power()),
                                    "file",
                                    before.image())));
                }
            }
        }
        if (seen.isEmpty() && !refused.isEmpty()) {
            pending.clear();
            throw new BadInputException(refused);
        }
        writeCrops();
        // Every page not handed in: of a power read in part, and every page of a power with no page read at all
        // (named, not left to show up as units without an order).
        List<SheetCode> missing = new ArrayList<>();
        SheetCode first = seen.values().iterator().next().page().code();
        String paper = first.paper();
        Set<String> powers = new HashSet<>();
        seen.values().forEach(p -> powers.add(p.page().code().power()));
        for (PageReading p : seen.values()) {
            for (ScanPage other :
                    layout(p.page().code().paper(), p.page().code().version()).values()) {
                SheetCode c = other.code();
                if (c.power().equals(p.page().code().power())
                        && !seen.containsKey(c.power() + " " + c.page())
                        && !missing.contains(c)) missing.add(c);
            }
        }
        for (ScanPage other : layout(paper, first.version()).values())
            if (!powers.contains(other.code().power())) missing.add(other.code());
        missing.sort(Comparator.comparing(SheetCode::power).thenComparingInt(SheetCode::page));
        return new ScanResult(List.copyOf(seen.values()), missing, refused);
    }

    /** Every sheet page in one image, each read or refused on its own. */
    private List<PageReading> pages(ScanImage img, List<Problem> problems) {
        List<PageGeometry.Found> found = new ArrayList<>(PageGeometry.codes(img.gray(), img.full()));
        int squaresSeen = 0;
        if (found.stream().noneMatch(f -> f.code() != null)) {
            // No code anywhere: looked for round the corner squares, at the scales a sheet can have in the image (a
            // third of the frame to all of it).
            int longest = Math.max(img.gray().width, img.gray().height);
            for (double pxPerMm : new double[] {longest / 600.0, longest / 380.0}) {
                List<Point2D_F64> squares = FiducialSearch.squares(img.gray(), ScanLayout.FIDUCIAL * pxPerMm);
                if (squares.size() < 2 || squares.size() > 24) continue;
                squaresSeen = Math.max(squaresSeen, squares.size());
                for (PageGeometry.Found f : PageGeometry.nearSquares(img.gray(), squares, pxPerMm))
                    if (f.code() != null
                            && found.stream().noneMatch(x -> x.text().equals(f.text()))) found.add(0, f);
                if (found.stream().anyMatch(f -> f.code() != null)) break;
            }
        }
        List<PageGeometry.Found> sheets =
                found.stream().filter(f -> f.code() != null).toList();
        if (sheets.isEmpty()) {
            String text = found.isEmpty() ? null : found.get(0).text();
            problems.add(refusal(
                    img.name(),
                    text == null && squaresSeen >= 4
                            // sheets there, their codes too small to read: a chat app's copy, or a photo from afar
                            ? new Refusal(
                                    "codes_too_small",
                                    "count",
                                    squaresSeen,
                                    "width",
                                    img.full().width,
                                    "height",
                                    img.full().height)
                            : text == null
                                    ? new Refusal("no_code")
                                    : newerLayout(text) // a later layout version than this reader knows
                                            ? new Refusal(
                                                    "newer_layout",
                                                    "version",
                                                    text.substring(3, text.indexOf(';')),
                                                    "newest",
                                                    ScanLayout.VERSION)
                                            : new Refusal("not_a_sheet_code", "text", text)));
            return List.of();
        }
        List<PageReading> out = new ArrayList<>();
        List<PageGeometry> located = new ArrayList<>();
        List<PageGeometry.Found> read = new ArrayList<>(sheets);
        for (PageGeometry.Found qr : sheets) out.addAll(page(img, qr, sheets.size(), problems, located));
        List<Point2D_F64> strays = strayCorners(img, out, located);
        int stray = strays.size();
        if (stray >= 2) {
            // Corner squares outside every sheet read: another sheet whose code was too small here; looked for at
            // the photo's own size, or (a chat app's small copy) at twice the size.
            boolean larger = img.full().width > img.gray().width;
            double k = larger ? img.full().width / (double) img.gray().width : 1;
            for (PageGeometry.Found f :
                    larger ? PageGeometry.codes(img.full(), img.full()) : PageGeometry.doubled(img.gray())) {
                if (f.code() == null || read.stream().anyMatch(r -> r.text().equals(f.text()))) continue;
                PageGeometry.Found scaled = new PageGeometry.Found(
                        f.code(),
                        f.text(),
                        f.corners().stream()
                                .map(c -> new Point2D_F64((c.x + 0.5) / k - 0.5, (c.y + 0.5) / k - 0.5))
                                .toList());
                read.add(scaled);
                out.addAll(page(img, scaled, 2, problems, located));
            }
            strays = strayCorners(img, out, located);
            stray = strays.size();
        }
        if (stray >= 2) {
            // Still there: the code looked for round each of those squares, alone and enlarged.
            for (PageGeometry.Found f :
                    PageGeometry.nearSquares(img.gray(), strays, located.get(0).pxPerMm())) {
                if (f.code() == null || read.stream().anyMatch(r -> r.text().equals(f.text()))) continue;
                read.add(f);
                out.addAll(page(img, f, 2, problems, located));
            }
            strays = strayCorners(img, out, located);
            stray = strays.size();
        }
        if (stray >= 2) {
            // Still there: the code looked for where those squares are, the region alone (lit its own way) at twice the
            // size.
            double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -1, y1 = -1;
            for (Point2D_F64 c : strays) {
                x0 = Math.min(x0, c.x);
                y0 = Math.min(y0, c.y);
                x1 = Math.max(x1, c.x);
                y1 = Math.max(y1, c.y);
            }
            double grow = Math.max(x1 - x0, y1 - y0) * 0.15 + 20;
            for (PageGeometry.Found f : PageGeometry.inRegion(
                    img.gray(), (int) (x0 - grow), (int) (y0 - grow), (int) (x1 + grow), (int) (y1 + grow))) {
                if (f.code() == null || read.stream().anyMatch(r -> r.text().equals(f.text()))) continue;
                read.add(f);
                out.addAll(page(img, f, 2, problems, located));
            }
            stray = strayCorners(img, out, located).size();
        }
        if (stray >= 2) {
            problems.add(refusal(img.name(), new Refusal("another_sheet", "count", stray)));
        }
        return out;
    }

    /** A refusal of {@code file}, said in the reader's language. */
    private Problem refusal(String file, Refusal why) {
        return new Problem(file, 0, 0, why.text(m));
    }

    /** Whether a QR text is a sheet code of a layout version after the newest this reader knows. */
    static boolean newerLayout(String text) {
        Matcher m = Pattern.compile("ADJ([0-9]{1,3});.*").matcher(text);
        return m.matches() && Integer.parseInt(m.group(1)) > ScanLayout.VERSION;
    }

    private List<PageReading> page(
            ScanImage img, PageGeometry.Found qr, int count, List<Problem> problems, List<PageGeometry> located) {
        String name = count == 1
                ? img.name()
                : m.text(
                        "scan.report.sheet_in_file",
                        "file",
                        img.name(),
                        "power",
                        m.power(qr.code().power()),
                        "page",
                        qr.code().page());
        PageReading p = page(img, name, qr, problems, located);
        return p == null ? List.of() : List.of(p);
    }

    /** The corner-square-like blobs of the image that lie outside every page located on it (with its corners' size). */
    private static List<Point2D_F64> strayCorners(ScanImage img, List<PageReading> pages, List<PageGeometry> located) {
        if (located.isEmpty()) return List.of();
        double side = located.get(0).pxPerMm()
                * pages.get(0).page().fiducials().get(0).w();
        List<Point2D_F64> out = new ArrayList<>();
        for (Point2D_F64 c : FiducialSearch.squares(img.gray(), side)) {
            boolean inside = false;
            for (int i = 0; i < located.size() && !inside; i++) {
                ScanPage p = pages.get(i).page();
                inside = PageGeometry.inside(located.get(i), c, p.width(), p.height());
            }
            if (!inside) out.add(c);
        }
        return out;
    }

    private PageReading page(
            ScanImage img, String name, PageGeometry.Found qr, List<Problem> problems, List<PageGeometry> located) {
        SheetCode code = qr.code();
        if (!code.game().equals("diplomacy") || !code.positionHash().equals(positionHash)) {
            problems.add(refusal(
                    name,
                    new Refusal(
                            "other_position",
                            "power",
                            m.power(code.power()),
                            "turn",
                            m.turn(code.season(), code.year(), code.phase()),
                            "hash",
                            code.positionHash(),
                            "given",
                            m.turn(position.season(), position.year(), position.phase()),
                            "given_hash",
                            positionHash)));
            return null;
        }
        ScanPage page = ScanLayout.PAPERS.containsKey(code.paper())
                ? layout(code.paper(), code.version()).get(code.power() + " " + code.page())
                : null;
        if (page == null || !page.code().layoutHash().equals(code.layoutHash())) {
            problems.add(refusal(name, new Refusal("other_layout", "layout", code.layoutHash())));
            return null;
        }
        Refusal[] why = new Refusal[1];
        PageGeometry geo = PageGeometry.locate(img.gray(), qr, page.qr(), page.fiducials(), why);
        if (geo == null) {
            problems.add(refusal(name, why[0]));
            return null;
        }
        geo = MarkWarp.fit(img.gray(), geo, page);
        geo = ColumnShift.fit(img.gray(), geo, page);
        // Each row measured where its boxes really are (a fold or a curl moves a row off the corners' plane).
        InkMeter flat = new InkMeter(img.gray(), geo);
        Map<ScanRow, PageGeometry> rowGeo = new LinkedHashMap<>();
        long seen = 0;
        for (ScanRow row : page.rows()) {
            double[] d = flat.align(row.boxes(), ROW_REACH);
            PageGeometry g = d[0] == 0 && d[1] == 0 ? geo : geo.shifted(d[0], d[1]);
            rowGeo.put(row, g);
            InkMeter m = new InkMeter(img.gray(), g);
            seen += row.boxes().stream().filter(m::borderSeen).count();
        }
        if (seen < page.boxes().size() * 0.9) {
            problems.add(refusal(
                    name,
                    new Refusal(
                            "boxes_off", "seen", seen, "boxes", page.boxes().size(), "reach", Math.round(ROW_REACH))));
            return null;
        }
        List<RowReading> rows = new ArrayList<>();
        for (ScanRow row : page.rows()) {
            PageGeometry g = rowGeo.get(row);
            InkMeter meter = new InkMeter(img.gray(), g);
            List<BoxReading> boxes = meter.readRow(row.boxes());
            String[] r = rules.read(row, boxes);
            RowReading reading = new RowReading(name, row, boxes, r[0], r[1], r[2], null);
            if (!reading.sure())
                reading = reading.withCrop(
                        crop(img, g, row.bounds(), code.power() + "-p" + code.page() + "-" + row.id()));
            rows.add(reading);
        }
        InkMeter meter = flat;
        Box ft = page.freeText();
        double ink = meter.inkIn(new Box(ft.x() + 1, ft.y() + 4, ft.w() - 2, ft.h() - 5), ft.bottom());
        String ftCrop =
                ink >= FREE_TEXT_INK ? crop(img, geo, ft, code.power() + "-p" + code.page() + "-free-text") : null;
        located.add(geo);
        return new PageReading(name, page, rows, ink, ftCrop);
    }

    /** The pages of the position as layout version {@code version} printed them on {@code paper}, by power and page. */
    private Map<String, ScanPage> layout(String paper, int version) {
        return layouts.computeIfAbsent(paper + " " + version, p -> {
            Map<String, ScanPage> m = new HashMap<>();
            for (ScanPage s : ScanLayout.on(map, position, paper, version).pages())
                m.put(s.code().power() + " " + s.code().page(), s);
            return m;
        });
    }

    /**
     * The part of the image showing {@code r} (grown a little), as a PNG in the crops folder; its
     * path, or null. Cut through the page geometry, so it comes out upright and square to the
     * page whatever the photo's angle (an upside-down photo's crop is not upside down).
     */
    private String crop(ScanImage img, PageGeometry geo, Box r, String name) {
        if (crops == null) return null;
        Box g = r.grow(1.5);
        double s = Math.max(4, Math.min(12, geo.pxPerMm()));
        int w = (int) Math.ceil(g.w() * s), h = (int) Math.ceil(g.h() * s);
        if (w < 2 || h < 2) return null;
        GrayU8 gray = img.gray(), out = new GrayU8(w, h);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                Point2D_F64 p = geo.toImage(g.x() + (x + 0.5) / s, g.y() + (y + 0.5) / s);
                int px = (int) Math.floor(p.x), py = (int) Math.floor(p.y);
                out.unsafe_set(
                        x,
                        y,
                        px < 0 || py < 0 || px >= gray.width || py >= gray.height ? 255 : gray.unsafe_get(px, py));
            }
        }
        Path file = crops.resolve(name.replaceAll("[^A-Za-z0-9._-]", "_") + ".png");
        pending.put(file, out);
        return file.toString();
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
