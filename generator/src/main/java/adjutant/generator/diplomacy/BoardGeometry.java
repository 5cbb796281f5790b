package adjutant.generator.diplomacy;

import adjutant.engine.data.ProcessMemo;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import adjutant.generator.cache.BuildCache;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
import org.locationtech.jts.operation.linemerge.LineMerger;
import org.locationtech.jts.operation.overlayng.OverlayNG;

/**
 * The board's shapes for this map, computed once and shared by every language, the map pad
 * and the rulebook figures: province outlines over real coasts (see {@link ProvinceShapes}),
 * and the borders between them sorted by what may cross them.
 */
final class BoardGeometry {
    /** What may cross a border, which decides how it is drawn. */
    enum BorderKind {
        /** Armies only: land against land, or two coasts that share no coastline. */
        LAND,
        /** Two coastal provinces sharing a coastline: armies, and fleets along the coast. */
        SHORE,
        /** A sea against a sea: fleets (and convoyed armies). */
        SEA,
        /** A coast against a sea: the coastline, where armies board and fleets land. */
        COASTLINE,
        /** The edge of impassable or neutral ground. */
        EDGE
    }

    /** Owner id of land in no province, in borders. */
    static final String NEUTRAL = "";
    /** Magnification passes at most, and how much more room than it lacks a short province asks for in the next. */
    private static final int PASSES = 3;

    private static final double BOOST = 1.3;
    /** Two shapes closer than this (board units) touch. */
    private static final double TOUCH = 0.05;

    record Line(BorderKind kind, String a, String b, List<List<Pt>> lines) {}

    /** The map with its drawing points moved by {@link #warp}: what every drawing labels. */
    final DipMap map;
    /** The map as loaded (true geography's points), which the shapes were made for. */
    private final DipMap source;
    /** The geography as read (before the magnification). */
    final BoardGeography geo;
    /** The magnification from true geography to the board ({@link BoardWarp}). */
    final BoardWarp warp;

    final ProvinceShapes shapes;
    /** "a|b" → their common border (lines; a may be {@link #NEUTRAL}). */
    private final Map<String, Geometry> borders;
    /** The same shapes as SVG paths, shared by every geometry made from them. */
    private final Paths paths;

    /** Where pieces and words go in each province ({@link BoardSpots}), by id. */
    private final Map<String, BoardSpots.Spot> spots;
    /** Where the legend's box stands (laid out with the spots, {@link BoardSpots#all}). */
    private final Envelope legend;

    private BoardGeometry(
            DipMap source,
            BoardGeography geo,
            BoardWarp warp,
            ProvinceShapes shapes,
            Map<String, Geometry> borders,
            Paths paths,
            BoardSpots.Placed placed) {
        Map<String, BoardSpots.Spot> spots = placed.spots();
        this.source = source;
        Map<String, Province.Point> labels = new LinkedHashMap<>();
        spots.forEach((id, s) ->
                labels.put(id, new Province.Point(s.label().x(), s.label().y())));
        this.map = source.withPoints(warp::apply).withLabels(labels);
        this.geo = geo;
        this.warp = warp;
        this.shapes = shapes;
        this.borders = borders;
        this.paths = paths;
        this.spots = spots;
        this.legend = placed.legend();
    }

    /** Shapes and borders made for equal data: making them takes seconds, and a kit, the desk and the figures all ask. */
    private static final ProcessMemo<List<Object>, BoardGeometry> MADE = ProcessMemo.entries("board geometry", 8);

    static BoardGeometry of(DipMap map, BoardGeography geo) {
        BoardGeometry made = MADE.get(List.of(geo, List.copyOf(map.provinces()), map.board()), k -> make(map, geo));
        return made.source == map
                ? made
                : new BoardGeometry(
                        map,
                        geo,
                        made.warp,
                        made.shapes,
                        made.borders,
                        made.paths,
                        new BoardSpots.Placed(made.spots, made.legend));
    }

    private static BoardGeometry make(DipMap map, BoardGeography geo) {
        ShapesFile.Shapes s =
                BuildCache.get("board-shapes", ShapesFile.key(map, geo), ShapesFile.CODEC, () -> compute(map, geo));
        DipMap warped = map.withPoints(s.warp()::apply);
        BoardSpots.Placed spots = BuildCache.get(
                "board-spots", spotsKey(warped, geo), SPOTS, () -> BoardSpots.of(geo, warped, s.shapes().shapes));
        return new BoardGeometry(
                map, geo, s.warp(), s.shapes(), s.borders(), new Paths(s.shapes(), s.borders()), spots);
    }

    /** Everything the spots are worked out from: the shapes' key, and each province's label as the data has it (and its names) and its coast tags. */
    private static String spotsKey(DipMap warped, BoardGeography geo) {
        StringBuilder b = new StringBuilder("spots\n").append(ShapesFile.key(warped, geo));
        for (Province p : warped.provinces()) b.append('\n').append(p);
        b.append('\n').append(warped.board().coastLabels());
        return b.toString();
    }

    private static final BuildCache.Codec<BoardSpots.Placed> SPOTS = new BuildCache.Codec<>() {
        @Override
        public void write(BoardSpots.Placed value, DataOutputStream out) throws IOException {
            BoardSpots.write(value, out);
        }

        @Override
        public BoardSpots.Placed read(DataInputStream in) throws IOException {
            return BoardSpots.read(in);
        }
    };

    /** A counter's side in board units on the tightest play sheet: the square drawn at each unit spot. */
    double counterSide() {
        return geo.room().counter() / BoardRoom.leastScale(width(), height());
    }

    /** A province's places: unit spot, label, star ({@link BoardSpots}). */
    BoardSpots.Spot spot(String id) {
        return spots.get(id);
    }

    /**
     * The shapes' outlines and the borders as SVG paths, worked out on first use and kept with the
     * shapes (so once per process for equal data, {@link #of}): every drawing of the board in every
     * build asks for all of them, which cost ~250 MB of garbage per kit.
     */
    private static final class Paths {
        private final ProvinceShapes shapes;
        private final Map<String, Geometry> borders;
        private volatile Written written;

        private record Written(
                Map<String, String> outlines, String neutral, String lakes, Map<String, String> borders) {}

        Paths(ProvinceShapes shapes, Map<String, Geometry> borders) {
            this.shapes = shapes;
            this.borders = borders;
        }

        Written get() {
            Written w = written;
            if (w == null) {
                synchronized (this) {
                    if (written == null) written = write();
                    w = written;
                }
            }
            return w;
        }

        private Written write() {
            Map<String, String> outlines = new LinkedHashMap<>(), lines = new LinkedHashMap<>();
            shapes.shapes.forEach((id, g) -> outlines.put(id, path(rings(g), true)));
            borders.forEach((pair, g) -> lines.put(pair, path(lines(g), false)));
            return new Written(
                    Collections.unmodifiableMap(outlines),
                    path(rings(shapes.neutral), true),
                    path(rings(shapes.lakes), true),
                    Collections.unmodifiableMap(lines));
        }
    }

    /** How a province's label is set and where its star goes (its {@link BoardSpots.Spot}). */
    LabelBoxes.Layout labelLayout(Province p) {
        BoardSpots.Spot s = spots.get(p.id());
        Pt star = s.sc() == null ? s.label() : s.sc();
        return new LabelBoxes.Layout(s.abbrSize(), s.nameSize(), star.x(), star.y());
    }

    /** A province's or area's outline as a closed SVG path (even-odd), or null for an unknown id. */
    String outlinePath(String id) {
        return paths.get().outlines().get(id);
    }

    /** The land in no province as a closed SVG path. */
    String neutralPath() {
        return paths.get().neutral();
    }

    /** The lakes as a closed SVG path. */
    String lakesPath() {
        return paths.get().lakes();
    }

    /** Every border as what may cross it and an open SVG path, in the order of {@link #borders()}. */
    List<Map.Entry<BorderKind, String>> borderPaths() {
        List<Map.Entry<BorderKind, String>> out = new ArrayList<>();
        paths.get().borders().forEach((pair, path) -> out.add(Map.entry(kind(pair), path)));
        return out;
    }

    /**
     * The true geography's shapes, measured ({@link BoardRoom#largestSquare}), give each province's
     * need for room; the magnification made from them ({@link BoardWarp}) carries the shapes onto
     * the board, each border where it was, so the drawn adjacency is the true geography's.
     */
    static ShapesFile.Shapes compute(DipMap map, BoardGeography geo) {
        ProvinceShapes truth = ProvinceShapes.build(geo, map);
        Map<String, Double> squares = new LinkedHashMap<>();
        for (Province p : map.provinces()) squares.put(p.id(), BoardRoom.largestSquare(truth.shapes.get(p.id())));
        double needed = geo.room().square() / BoardRoom.leastScale(geo.width(), geo.height());
        // The flow evens density only roughly: a province still short after it asks for more, up to
        // twice; the pass that falls least short is kept (asking more of one province takes from its neighbours).
        Map<String, Double> boost = new LinkedHashMap<>();
        List<double[]> spots = new ArrayList<>();
        // a little over the least border, as the borders drawn are measured from the other side too
        double border = geo.room().border() * 1.05 / BoardRoom.leastScale(geo.width(), geo.height());
        BoardWarp warp = null;
        ProvinceShapes shapes = null;
        double least = Double.MAX_VALUE;
        // the kept pass's outlines and grown shapes, which the borders below are made from too
        Map<String, Geometry> keptOutline = Map.of(), keptGrown = Map.of();
        for (int pass = 0; pass < PASSES; pass++) {
            BoardWarp w = BoardWarp.of(geo.width(), geo.height(), truth.shapes, map, squares, needed, boost, spots);
            ProvinceShapes made = w.apply(truth);
            double shortBy = 0;
            Map<String, Geometry> outline = new LinkedHashMap<>(), grown = new LinkedHashMap<>();
            for (String pair : BoardRoom.bordered(map, geo)) {
                String[] ab = pair.split("\\|", -1);
                double len = ProvinceShapes.overlay(
                                outline.computeIfAbsent(
                                        ab[0], id -> made.shapes.get(id).getBoundary()),
                                grown.computeIfAbsent(
                                        ab[1], id -> made.shapes.get(id).buffer(TOUCH)),
                                OverlayNG.INTERSECTION)
                        .getLength();
                if (len >= border) continue;
                shortBy += 1 - len / border;
                Pt mid = middle(lines(merge(ProvinceShapes.overlay(
                        truth.shapes.get(ab[0]).getBoundary(),
                        truth.shapes.get(ab[1]).buffer(TOUCH),
                        OverlayNG.INTERSECTION))));
                double more = border * 1.3 / Math.max(len, 0.5);
                if (mid != null) spots.add(new double[] {mid.x(), mid.y(), more * more});
            }
            for (Province p : map.provinces()) {
                double held = BoardRoom.largestSquare(made.shapes.get(p.id()));
                if (held >= needed) continue;
                shortBy += 1 - held / needed;
                double more = needed * BOOST / Math.max(held, 1);
                boost.merge(p.id(), more * more, (a, b) -> a * b);
            }
            if (shortBy < least) {
                least = shortBy;
                warp = w;
                shapes = made;
                keptOutline = outline;
                keptGrown = grown;
            }
            if (shortBy == 0) break;
        }
        Map<String, Geometry> all = new LinkedHashMap<>(shapes.shapes);
        all.put(NEUTRAL, shapes.neutral);
        List<String> ids = new ArrayList<>(all.keySet());
        Map<String, Geometry> grown = new LinkedHashMap<>(), edges = new LinkedHashMap<>();
        Map<String, PreparedGeometry> near = new LinkedHashMap<>();
        Map<String, Geometry> outlined = keptOutline, buffered = keptGrown;
        all.forEach((id, g) -> {
            grown.put(id, buffered.containsKey(id) ? buffered.get(id) : g.buffer(TOUCH));
            near.put(id, PreparedGeometryFactory.prepare(grown.get(id)));
            edges.put(id, outlined.containsKey(id) ? outlined.get(id) : g.getBoundary());
        });
        Map<String, Geometry> borders = new LinkedHashMap<>();
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                Geometry a = edges.get(ids.get(i)), b = grown.get(ids.get(j));
                if (a.isEmpty() || b.isEmpty() || !a.getEnvelopeInternal().intersects(b.getEnvelopeInternal()))
                    continue;
                // The prepared test is cheap; most pairs whose boxes overlap do not touch.
                if (!near.get(ids.get(j)).intersects(a)) continue;
                Geometry common = ProvinceShapes.overlay(a, b, OverlayNG.INTERSECTION);
                if (common.getLength() > 0) borders.put(pair(ids.get(i), ids.get(j)), merge(common));
            }
        }
        return new ShapesFile.Shapes(shapes, borders, warp);
    }

    private static Geometry merge(Geometry lines) {
        LineMerger m = new LineMerger();
        m.add(lines);
        return ProvinceShapes.GF.buildGeometry(m.getMergedLineStrings());
    }

    static String pair(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "|" + b : b + "|" + a;
    }

    static Pt pt(Province.Point p) {
        return new Pt(p.x(), p.y());
    }

    double width() {
        return geo.width();
    }

    double height() {
        return geo.height();
    }

    /** The common border of two shapes (ids, or {@link #NEUTRAL}) as lines; empty when they do not touch. */
    Geometry border(String a, String b) {
        Geometry g = borders.get(pair(a, b));
        return g == null ? ProvinceShapes.GF.createLineString() : g;
    }

    /** Every pair of shapes that touch, "a|b" (sorted). */
    Set<String> touching() {
        return borders.keySet();
    }

    List<Line> borders() {
        List<Line> out = new ArrayList<>();
        borders.forEach((pair, g) -> {
            String[] ab = pair.split("\\|", -1);
            out.add(new Line(kind(ab[0], ab[1]), ab[0], ab[1], lines(g)));
        });
        return out;
    }

    private BorderKind kind(String pair) {
        String[] ab = pair.split("\\|", -1);
        return kind(ab[0], ab[1]);
    }

    BorderKind kind(String a, String b) {
        Province pa = map.province(a), pb = map.province(b);
        if (pa == null || pb == null) return BorderKind.EDGE;
        if (pa.terrain() == Terrain.SEA && pb.terrain() == Terrain.SEA) return BorderKind.SEA;
        if (pa.terrain() == Terrain.SEA || pb.terrain() == Terrain.SEA) return BorderKind.COASTLINE;
        return fleetAdjacent(a, b) ? BorderKind.SHORE : BorderKind.LAND;
    }

    /** Whether a fleet can move between the two provinces (on any coast). */
    boolean fleetAdjacent(String a, String b) {
        for (Location l : map.fleetLocations(a)) {
            for (Location n : map.fleetNeighbours(l)) if (n.province().equals(b)) return true;
        }
        return false;
    }

    /** Every canal of the map as its line ({@link #canal}). */
    List<List<Pt>> canals() {
        List<List<Pt>> out = new ArrayList<>();
        geo.canals().forEach((id, waters) -> {
            List<Pt> line = canal(id, waters);
            if (!line.isEmpty()) out.add(line);
        });
        return out;
    }

    /** The canal of a province as a line from one water's border, through the province, to the other's. */
    List<Pt> canal(String province, List<String> waters) {
        Pt a = middle(lines(border(province, waters.get(0)))), b = middle(lines(border(province, waters.get(1))));
        Pt label = pt(map.province(province).label());
        if (a == null || b == null) return List.of();
        // Bend towards the label point so the waterway visibly crosses the province.
        Pt mid = a.plus(b).times(0.5), control = label.plus(mid).times(0.5);
        List<Pt> out = new ArrayList<>();
        for (int i = 0; i <= 16; i++) {
            double t = i / 16.0;
            out.add(a.times((1 - t) * (1 - t))
                    .plus(control.times(2 * t * (1 - t)))
                    .plus(b.times(t * t)));
        }
        return out;
    }

    /** The point halfway along the longest of some lines (by length). */
    static Pt middle(List<List<Pt>> lines) {
        if (lines.isEmpty()) return null;
        List<Pt> longest = lines.stream()
                .max((x, y) -> Double.compare(length(x), length(y)))
                .orElseThrow();
        double half = length(longest) / 2, run = 0;
        for (int i = 1; i < longest.size(); i++) {
            double d = longest.get(i - 1).distance(longest.get(i));
            if (run + d >= half)
                return longest.get(i - 1)
                        .plus(longest.get(i).minus(longest.get(i - 1)).times((half - run) / d));
            run += d;
        }
        return longest.get(longest.size() - 1);
    }

    static double length(List<Pt> line) {
        double l = 0;
        for (int i = 1; i < line.size(); i++) l += line.get(i - 1).distance(line.get(i));
        return l;
    }

    /** The lines of a lineal geometry as point lists. */
    static List<List<Pt>> lines(Geometry g) {
        List<List<Pt>> out = new ArrayList<>();
        for (int i = 0; i < g.getNumGeometries(); i++) {
            if (g.getGeometryN(i) instanceof LineString l && !l.isEmpty()) out.add(pts(l.getCoordinates()));
        }
        return out;
    }

    /** The rings of a polygonal geometry (outlines and holes; fill even-odd). */
    static List<List<Pt>> rings(Geometry g) {
        List<List<Pt>> out = new ArrayList<>();
        for (int i = 0; i < g.getNumGeometries(); i++) {
            if (!(g.getGeometryN(i) instanceof Polygon p) || p.isEmpty()) continue;
            out.add(ring(p.getExteriorRing().getCoordinates()));
            for (int h = 0; h < p.getNumInteriorRing(); h++)
                out.add(ring(p.getInteriorRingN(h).getCoordinates()));
        }
        return out;
    }

    private static List<Pt> ring(Coordinate[] cs) {
        return pts(cs).subList(0, cs.length - 1);
    }

    static List<Pt> pts(Coordinate[] cs) {
        List<Pt> out = new ArrayList<>(cs.length);
        for (Coordinate c : cs) out.add(new Pt(c.x, c.y));
        return out;
    }

    /** An SVG path: closed loops (for fills) or open lines. */
    static String path(List<List<Pt>> parts, boolean closed) {
        StringBuilder sb = new StringBuilder();
        for (List<Pt> part : parts) {
            for (int i = 0; i < part.size(); i++) {
                sb.append(i == 0 ? 'M' : 'L')
                        .append(num(part.get(i).x()))
                        .append(',')
                        .append(num(part.get(i).y()));
            }
            if (closed) sb.append('Z');
        }
        return sb.toString();
    }

    static String num(double v) {
        long r = Math.round(v * 10);
        return r % 10 == 0 ? Long.toString(r / 10) : Double.toString(r / 10.0);
    }

    private volatile UnitPlaces places;
    /** Where the legend's box goes: clear of every label, star and unit spot ({@link BoardSpots#all}). */
    Envelope legend() {
        return legend;
    }

    /** Where units are drawn (worked out once, on first use). */
    UnitPlaces places() {
        UnitPlaces p = places;
        if (p == null) {
            synchronized (this) {
                if (places == null) places = new UnitPlaces(this);
                p = places;
            }
        }
        return p;
    }

    /** Province and area id → outline rings. */
    Map<String, List<List<Pt>>> outlines() {
        Map<String, List<List<Pt>>> out = new LinkedHashMap<>();
        shapes.shapes.forEach((id, g) -> out.put(id, rings(g)));
        return out;
    }

    /** Shape of a province or area. */
    Geometry shape(String id) {
        return shapes.shapes.get(id);
    }
}
