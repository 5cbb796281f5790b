package adjutant.engine.diplomacy.sheet;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import adjutant.engine.geometry.Box;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Lays out the scannable sheets of a position: per power that has something to order in the
 * phase, one or more pages of rows (see {@link ScanRow}). Geometry in millimetres; every number
 * a reader depends on is here and nowhere else.
 */
public final class ScanLayout {
    /**
     * The layout version printed now. Every version ever printed stays readable: the sheet code
     * names its version and the reader lays the page out again as that version did.
     * 1: corner squares, QR code, rows; 2: also reference marks down both edges.
     */
    public static final int VERSION = 2;
    /** Side of a reference mark (small enough that no search takes it for a corner square). */
    public static final double MARK = 2.5;
    /** The most a reference mark is from the next one down an edge, in mm. */
    static final double MARK_SPACING = 24;
    /** Side of a box to mark. */
    public static final double BOX = 5;
    /** Side of a corner fiducial, and its distance from the paper's edge. */
    public static final double FIDUCIAL = 7, EDGE = 8;

    static final double QR = 28, QR_TOP = 18, MARGIN = 12, LABEL_COLUMN = 24, SUBLINE = 10.5, TOP = 50;
    static final double PITCH = 8, KIND_PITCH = 15, CAPTION = 8, FREE_TEXT = 16;

    private final DipMap map;
    private final Position position;
    private final String paper;
    private final double width, height;
    private final Choices choices;
    private final int version;

    public ScanLayout(DipMap map, Position position, String paper, double width, double height) {
        this(map, position, paper, width, height, VERSION);
    }

    /** The layout as version {@code version} (1 … {@link #VERSION}) printed it. */
    public ScanLayout(DipMap map, Position position, String paper, double width, double height, int version) {
        if (version < 1 || version > VERSION) throw new IllegalArgumentException("unknown layout version " + version);
        this.version = version;
        this.map = map;
        this.position = position;
        this.paper = paper.toLowerCase(Locale.ROOT);
        this.width = width;
        this.height = height;
        // choices are in the alphabetical order of the abbreviations this version printed (map.yaml's printed_before)
        Map<String, String> printed = new HashMap<>();
        for (Province p : map.provinces())
            if (!p.abbrOnScanLayout(version).equals(p.abbr())) printed.put(p.id(), p.abbrOnScanLayout(version));
        this.choices = new Choices(map, position, printed);
    }

    /** The papers sheets are printed on: name, width and height in mm (the QR code names the paper). */
    public static final Map<String, double[]> PAPERS =
            Map.of("a4", new double[] {210, 297}, "letter", new double[] {215.9, 279.4});

    /** The layout on a paper named in {@link #PAPERS}. */
    public static ScanLayout on(DipMap map, Position position, String paper) {
        return on(map, position, paper, VERSION);
    }

    /** The layout of version {@code version} on a paper named in {@link #PAPERS}. */
    public static ScanLayout on(DipMap map, Position position, String paper, int version) {
        double[] wh = PAPERS.get(paper);
        if (wh == null) throw new IllegalArgumentException("unknown paper " + paper);
        return new ScanLayout(map, position, paper, wh[0], wh[1], version);
    }

    /** A hash of the position the sheets are printed for (its canonical file text). */
    public static String positionHash(DipMap map, Position position) {
        return ScanPage.hash(PositionFile.format(position, map));
    }

    /**
     * Every page of every power that gives orders: powers in the map's order, or in a game for
     * fewer players each player's powers together; none for a neutral power. A page stays one
     * power's (the reader reads a page per power).
     */
    public List<ScanPage> pages() {
        List<ScanPage> out = new ArrayList<>();
        for (String p :
                position.seating().played(map.powers().stream().map(Power::id).toList())) out.addAll(pages(p));
        return out;
    }

    /** The pages of one power; empty when it has nothing to order in this phase. */
    public List<ScanPage> pages(String power) {
        List<RowPlan> plans = switch (position.phase()) {
            case MOVEMENT ->
                position.unitsOf(power).stream().map(this::movement).toList();
            case RETREAT ->
                position.dislodged().stream()
                        .filter(d -> d.unit().power().equals(power))
                        .map(d -> retreat(d.unit(), d.retreats()))
                        .toList();
            case ADJUSTMENT -> adjustment(power);
        };
        if (plans.isEmpty()) return List.of();
        List<List<RowPlan>> split = new ArrayList<>();
        double bottom = freeText().y() - 4, y = TOP;
        List<RowPlan> cur = new ArrayList<>();
        for (RowPlan r : plans) {
            double h = r.lines() * SUBLINE + 2;
            if (y + h > bottom && !cur.isEmpty()) {
                split.add(cur);
                cur = new ArrayList<>();
                y = TOP;
            }
            cur.add(r);
            y += h;
        }
        split.add(cur);
        String posHash = positionHash(map, position);
        List<ScanPage> out = new ArrayList<>();
        for (int i = 0; i < split.size(); i++) {
            List<ScanRow> rows = new ArrayList<>();
            double top = TOP;
            for (RowPlan r : split.get(i)) {
                rows.add(r.place(top));
                top += r.lines() * SUBLINE + 2;
            }
            List<Box> fid = fiducials();
            Box qr = new Box(width - MARGIN - QR, QR_TOP, QR, QR);
            List<Box> marks = marks();
            String layoutHash = ScanPage.layoutHash(width, height, fid, qr, rows, freeText(), marks);
            SheetCode code = new SheetCode(
                    version,
                    "diplomacy",
                    power,
                    position.year(),
                    position.season(),
                    position.phase(),
                    i + 1,
                    split.size(),
                    paper,
                    posHash,
                    layoutHash);
            out.add(new ScanPage(code, width, height, fid, qr, header(power, split.get(i)), rows, freeText(), marks));
        }
        return out;
    }

    private List<Box> fiducials() {
        double r = width - EDGE - FIDUCIAL, b = height - EDGE - FIDUCIAL;
        return List.of(
                new Box(EDGE, EDGE, FIDUCIAL, FIDUCIAL),
                new Box(r, EDGE, FIDUCIAL, FIDUCIAL),
                new Box(EDGE, b, FIDUCIAL, FIDUCIAL),
                new Box(r, b, FIDUCIAL, FIDUCIAL));
    }

    /**
     * The reference marks (version 2 on): small solid squares in the outer margin down the left
     * and right edges, from below the QR code (whose quiet zone they must not enter) to above the
     * bottom corner squares, evenly spaced at most {@link #MARK_SPACING} apart, left then right,
     * top to bottom. A sheet folded in thirds has marks on every panel.
     */
    private List<Box> marks() {
        if (version < 2) return List.of();
        double top = QR_TOP + QR + 6, bottom = height - EDGE - FIDUCIAL - 12;
        int n = (int) Math.ceil((bottom - top) / MARK_SPACING);
        List<Box> out = new ArrayList<>();
        for (double x : new double[] {EDGE, width - EDGE - MARK}) {
            for (int i = 0; i <= n; i++) out.add(new Box(x, top + (bottom - top) * i / n - MARK / 2, MARK, MARK));
        }
        return out;
    }

    /** Where players write what the boxes cannot say; its top strip holds the caption. */
    public Box freeText() {
        return new Box(MARGIN, height - EDGE - FIDUCIAL - 4 - FREE_TEXT, width - 2 * MARGIN, FREE_TEXT);
    }

    private List<Caption> header(String power, List<RowPlan> rows) {
        List<Caption> c = new ArrayList<>();
        double x = EDGE + FIDUCIAL + 4;
        c.add(new Caption(
                "scan.title." + position.phase().name().toLowerCase(Locale.ROOT), null, null, x, 14, 13, true));
        for (int i = 1; i <= 5; i++)
            c.add(Caption.key(
                    "scan.how." + position.phase().name().toLowerCase(Locale.ROOT) + "." + i,
                    MARGIN,
                    17 + 4.4 * i,
                    6.5));
        c.add(Caption.key("scan.page", MARGIN, 45, 6.5));
        if (position.phase() == Phase.ADJUSTMENT) {
            int owed = Adjudicator.adjustmentsOwed(map, position).getOrDefault(power, 0);
            c.add(new Caption(
                    owed > 0 ? "scan.builds_owed" : "scan.removals_owed",
                    Integer.toString(Math.abs(owed)),
                    null,
                    MARGIN + 60,
                    45,
                    6.5,
                    true));
        }
        return c;
    }

    // ---- rows ------------------------------------------------------------------------------

    private RowPlan movement(Unit u) {
        RowPlan r = new RowPlan("u-" + u.province(), ScanRow.Kind.MOVEMENT, u, u.province(), unitLabel(u));
        for (Meaning.Kind k : choices.kinds(u)) r.kind(k);
        r.caption("scan.to");
        for (Location l : choices.targets(u))
            r.box("t-" + l.toString().replace('/', '-'), new Meaning.Target(l), choices.label(l));
        List<String> partners = choices.partners(u);
        if (!partners.isEmpty()) {
            r.newLine("scan.partner");
            for (String p : partners)
                r.box("p-" + p, new Meaning.Partner(p), map.province(p).abbr());
        }
        return r;
    }

    private RowPlan retreat(Unit u, List<Location> retreats) {
        RowPlan r = new RowPlan("r-" + u.province(), ScanRow.Kind.RETREAT, u, u.province(), unitLabel(u));
        r.kind(Meaning.Kind.DISBAND);
        r.caption("scan.retreat_to");
        for (Location l : retreats)
            r.box("t-" + l.toString().replace('/', '-'), new Meaning.Target(l), choices.label(l));
        return r;
    }

    private List<RowPlan> adjustment(String power) {
        Map<String, Integer> owed = Adjudicator.adjustmentsOwed(map, position);
        int n = owed.getOrDefault(power, 0);
        List<RowPlan> out = new ArrayList<>();
        if (n > 0) {
            for (String c : map.power(power).homeCentres()) {
                if (!power.equals(position.owners().get(c))
                        || position.unitIn(c).isPresent()) continue;
                Province p = map.province(c);
                RowPlan r = new RowPlan("b-" + c, ScanRow.Kind.BUILD, null, c, p.abbr());
                r.caption("scan.build");
                if (p.terrain().allows(UnitType.ARMY))
                    r.box("a", new Meaning.Build(UnitType.ARMY, Location.of(c)), "A");
                for (Location l : map.fleetLocations(c)) {
                    r.box(
                            "f" + (l.coast() == null ? "" : "-" + l.coast()),
                            new Meaning.Build(UnitType.FLEET, l),
                            l.coast() == null ? "F" : "F " + l.coast());
                }
                out.add(r);
            }
        } else if (n < 0) {
            for (Unit u : position.unitsOf(power)) {
                RowPlan r = new RowPlan("x-" + u.province(), ScanRow.Kind.REMOVE, u, u.province(), unitLabel(u));
                r.kind(Meaning.Kind.REMOVE);
                out.add(r);
            }
        }
        return out;
    }

    private String unitLabel(Unit u) {
        return u.type().letter() + " " + choices.label(u.location());
    }

    /** A row being laid out: boxes placed on sublines relative to the row's top, wrapped at the right margin. */
    private final class RowPlan {
        final String id, site, label;
        final ScanRow.Kind kind;
        final Unit unit;
        final List<ScanBox> boxes = new ArrayList<>();
        final List<Caption> captions = new ArrayList<>();
        int line;
        double x = MARGIN + LABEL_COLUMN;

        RowPlan(String id, ScanRow.Kind kind, Unit unit, String site, String label) {
            this.id = id;
            this.kind = kind;
            this.unit = unit;
            this.site = site;
            this.label = label;
            captions.add(Caption.literal(label, MARGIN, 5, 10, true));
        }

        int lines() {
            return line + 1;
        }

        void kind(Meaning.Kind k) {
            place(
                    "k-" + k.name().toLowerCase(Locale.ROOT),
                    new Meaning.OrderKind(k),
                    "scan.kind." + k.name().toLowerCase(Locale.ROOT),
                    KIND_PITCH);
        }

        void box(String boxId, Meaning m, String text) {
            place(boxId, m, text, PITCH);
        }

        void caption(String key) {
            if (x + CAPTION + PITCH > width - MARGIN) newLine(null);
            captions.add(Caption.key(key, x, line * SUBLINE + 4.2, 6));
            x += CAPTION + 2;
        }

        void newLine(String key) {
            line++;
            x = MARGIN + LABEL_COLUMN;
            if (key != null) captions.add(Caption.key(key, MARGIN, line * SUBLINE + 4.2, 6));
        }

        private void place(String boxId, Meaning m, String text, double pitch) {
            if (x + BOX > width - MARGIN) newLine(null);
            double y = line * SUBLINE + 0.5;
            boxes.add(new ScanBox(
                    id + "-" + boxId,
                    new Box(x, y, BOX, BOX),
                    m,
                    text,
                    new Box(x + BOX / 2 - pitch / 2 + 0.4, y + BOX + 1.2, pitch - 0.8, 2.6)));
            x += pitch;
        }

        ScanRow place(double top) {
            List<ScanBox> b = boxes.stream()
                    .map(s -> new ScanBox(
                            s.id(), shift(s.square(), top), s.meaning(), s.label(), shift(s.labelArea(), top)))
                    .toList();
            List<Caption> c = captions.stream()
                    .map(k -> new Caption(k.key(), k.arg(), k.text(), k.x(), k.y() + top, k.size(), k.bold()))
                    .toList();
            return new ScanRow(
                    id,
                    kind,
                    unit,
                    site,
                    new Box(MARGIN - 2, top - 1, width - 2 * MARGIN + 4, lines() * SUBLINE + 2),
                    b,
                    c);
        }

        private Box shift(Box r, double dy) {
            return new Box(r.x(), r.y() + dy, r.w(), r.h());
        }
    }
}
