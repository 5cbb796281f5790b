package adjutant.generator.diplomacy;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.YamlFiles;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeSet;
import org.locationtech.jts.algorithm.locate.IndexedPointInAreaLocator;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Location;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.index.strtree.STRtree;
import org.locationtech.jts.operation.distance.IndexedFacetDistance;

/**
 * Whether the drawn board is a playing surface, measured in millimetres on each sheet printed
 * for play: every province holds an upright square of a counter and its margin, adjacent
 * provinces share a readable border, and provinces that are not adjacent meet at most at a
 * corner ({@link BoardGeography.Room}). Works from the shapes alone, for any map.
 */
final class BoardRoom {
    /** A sheet the board is printed on and its scale. */
    record Sheet(String name, double mmPerUnit) {}

    /** One measured shortfall: the provinces it concerns and what was measured. */
    record Shortfall(List<String> ids, String message) {}

    /** What was measured on one sheet: each province's largest square and each touching pair's border, mm. */
    record Measure(Sheet sheet, Map<String, Double> squares, Map<String, Double> borders, List<Shortfall> shortfalls) {}

    private BoardRoom() {}

    /**
     * The sheets the kit offers for play: the tiled board (A4 and Letter tiles print it at the
     * same size) and the whole board on A2. A3 holds it reduced and is offered as a reference map.
     */
    static List<Sheet> playSheets(double width, double height) {
        double a2 = BoardFiles.SCALE * wholeScale(width * BoardFiles.SCALE, height * BoardFiles.SCALE, Paper.A2);
        // A4 and Letter tiles print the same drawing at 100 %: one measure holds for both.
        return List.of(new Sheet("tiled A4 and Letter", BoardFiles.SCALE), new Sheet("A2", a2));
    }

    /**
     * Adds each shortfall on each play sheet to the problems, at the board.yaml line of the first
     * province it names (its points decide its shape) or at {@code room:}; when the data does not
     * refuse a board that falls short ({@code room.refuse: false}), returns a one-line summary
     * of the shortfalls instead (null when there are none).
     */
    static String report(BoardGeometry g, BoardGeography.Room room, GameFiles files) {
        String file = BoardGeography.DESIGN;
        Node root = YamlFiles.read(files.path(file), files.shown(file), new Problems());
        MapNode design = root instanceof MapNode m ? m : null;
        Map<String, Double> squares = squares(g);
        int count = 0;
        String tightest = null;
        for (Sheet sheet : playSheets(g.width(), g.height())) {
            for (Shortfall s : measure(g, room, sheet, squares).shortfalls()) {
                String message = "on the " + sheet.name() + " board (" + mm(g.width() * sheet.mmPerUnit())
                        + " mm wide) " + s.message();
                count++;
                if (tightest == null) tightest = message;
                if (!room.refuse()) continue;
                Node at = at(design, s.ids());
                if (at != null) files.problems().at(at, message);
                else files.problems().inFile(files.shown(file), message);
            }
        }
        if (room.refuse() || count == 0) return null;
        String least = squares.entrySet().stream()
                .min(Map.Entry.comparingByValue())
                .map(e -> e.getKey() + " " + mm(e.getValue() * BoardFiles.SCALE) + " mm")
                .orElse("");
        return "the board falls short of its room to play " + count + " times (" + files.shown(file)
                + " room.refuse is false: reported, not refused); the least square on the tiled board: " + least
                + " of " + mm(room.square()) + " mm";
    }

    private static Node at(MapNode design, List<String> ids) {
        if (design == null) return null;
        if (!ids.isEmpty() && design.get("seeds") instanceof MapNode seeds && seeds.has(ids.get(0))) {
            return seeds.keyNode(ids.get(0));
        }
        return design.has("room") ? design.keyNode("room") : null;
    }

    /** The smallest scale of the play sheets, mm per board unit: where room is tightest. */
    static double leastScale(double width, double height) {
        return playSheets(width, height).stream()
                .mapToDouble(Sheet::mmPerUnit)
                .min()
                .orElse(BoardFiles.SCALE);
    }

    /** The scale at which {@link adjutant.generator.BigBoard#whole} puts a drawing of this size on the paper. */
    static double wholeScale(double w, double h, Paper paper) {
        double margin = PrintProfile.home(Paper.A4).margin();
        Paper sheet = w >= h ? paper.landscape() : paper.portrait();
        return Math.min((sheet.width() - 2 * margin) / w, (sheet.height() - 2 * margin) / h);
    }

    /** Each province's largest upright inscribed square, in board units. */
    static Map<String, Double> squares(BoardGeometry g) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (Province p : g.map.provinces()) out.put(p.id(), largestSquare(g.shape(p.id())));
        return out;
    }

    /** Measures the board on one sheet (squares in board units from {@link #squares}, reused for every sheet). */
    static Measure measure(BoardGeometry g, BoardGeography.Room room, Sheet sheet, Map<String, Double> squares) {
        DipMap map = g.map;
        double k = sheet.mmPerUnit();
        List<Shortfall> out = new ArrayList<>();
        Map<String, Double> sq = new LinkedHashMap<>();
        squares.forEach((id, s) -> sq.put(id, s * k));
        if (room.counter() < BoardGeography.Room.MIN_COUNTER) {
            out.add(new Shortfall(
                    List.of(),
                    "counters of " + mm(room.counter()) + " mm are under the least of "
                            + mm(BoardGeography.Room.MIN_COUNTER) + " mm"));
        }
        sq.forEach((id, s) -> {
            if (s < room.square()) {
                out.add(new Shortfall(
                        List.of(id),
                        id + " holds a square of " + mm(s) + " mm, needs " + mm(room.square()) + " (a counter of "
                                + mm(room.counter()) + " mm and " + mm(room.margin()) + " mm around it)"));
            }
        });
        Set<String> adjacent = adjacentPairs(map);
        Set<String> bordered = bordered(map, g.geo);
        Map<String, Double> borders = new LinkedHashMap<>();
        Set<String> ids = new TreeSet<>();
        map.provinces().forEach(p -> ids.add(p.id()));
        for (String pair : g.touching()) {
            String[] ab = pair.split("\\|", -1);
            if (!ids.contains(ab[0]) || !ids.contains(ab[1])) continue;
            double len = g.border(ab[0], ab[1]).getLength() * k;
            borders.put(pair, len);
            if (!adjacent.contains(pair) && len > room.corner()) {
                out.add(new Shortfall(
                        List.of(ab[0], ab[1]),
                        ab[0] + " and " + ab[1] + " are not adjacent but share " + mm(len) + " mm of border (at most "
                                + mm(room.corner()) + ")"));
            }
        }
        for (String pair : bordered) {
            double len = borders.getOrDefault(pair, 0.0);
            if (len < room.border()) {
                String[] ab = pair.split("\\|", -1);
                out.add(new Shortfall(
                        List.of(ab[0], ab[1]),
                        ab[0] + " and " + ab[1] + " are adjacent but share " + mm(len) + " mm of border (at least "
                                + mm(room.border()) + ")"));
            }
        }
        return new Measure(sheet, sq, borders, out);
    }

    /** Every pair of provinces a unit may move between, "a|b" sorted. */
    static Set<String> adjacentPairs(DipMap map) {
        Set<String> out = new TreeSet<>();
        for (Province p : map.provinces()) {
            for (String n : map.armyNeighbours(p.id())) out.add(BoardGeometry.pair(p.id(), n));
            for (adjutant.engine.diplomacy.Location l : map.fleetLocations(p.id())) {
                for (adjutant.engine.diplomacy.Location n : map.fleetNeighbours(l))
                    out.add(BoardGeometry.pair(p.id(), n.province()));
            }
        }
        return out;
    }

    /** The adjacent pairs that need a drawn border: all but those board.yaml sets apart (joined across a strait or at a point). */
    static Set<String> bordered(DipMap map, BoardGeography geo) {
        Set<String> out = adjacentPairs(map);
        out.removeAll(geo.apart());
        return out;
    }

    static String mm(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /**
     * The side of the largest upright square inside a shape: twice the greatest distance, in the
     * maximum norm, from an inside point to the outline. Found by branch and bound over square
     * cells (as "polylabel" finds a pole of inaccessibility): within a cell of half-side h the
     * distance exceeds its value at the centre by at most h, so a cell that cannot beat the best
     * found by more than {@value #PRECISION} board units is dropped; the result is within that of
     * the true one.
     */
    static double largestSquare(Geometry shape) {
        return largestSquareAt(shape)[2];
    }

    /** How close to the true largest square {@link #largestSquareAt} comes, board units (of the half-side). */
    static final double PRECISION = 0.01;

    /** {@link #largestSquare} and where it stands: {x, y, side} (its centre; 0, 0, 0 for an empty shape). */
    static double[] largestSquareAt(Geometry shape) {
        if (shape == null || shape.isEmpty()) return new double[3];
        Chebyshev d = new Chebyshev(shape);
        Envelope env = shape.getEnvelopeInternal();
        double side = Math.min(env.getWidth(), env.getHeight());
        if (side <= 0) return new double[3];
        // cells {x, y, half-side, distance at the centre}, the most promising first
        PriorityQueue<double[]> cells = new PriorityQueue<>((a, b) -> Double.compare(b[3] + b[2], a[3] + a[2]));
        for (double x = env.getMinX(); x < env.getMaxX(); x += side) {
            for (double y = env.getMinY(); y < env.getMaxY(); y += side) {
                cells.add(cell(d, x + side / 2, y + side / 2, side / 2));
            }
        }
        Coordinate inner = shape.getInteriorPoint().getCoordinate();
        double[] best = inner == null ? new double[4] : cell(d, inner.x, inner.y, 0);
        while (!cells.isEmpty()) {
            double[] c = cells.poll();
            if (c[3] > best[3]) best = c;
            if (c[3] + c[2] - best[3] <= PRECISION) break;
            double h = c[2] / 2;
            for (double[] o : new double[][] {{-h, -h}, {h, -h}, {-h, h}, {h, h}}) {
                double[] k = cell(d, c[0] + o[0], c[1] + o[1], h);
                if (k[3] + k[2] > best[3] + PRECISION) cells.add(k);
                if (k[3] > best[3]) best = k;
            }
        }
        return new double[] {best[0], best[1], 2 * best[3]};
    }

    private static double[] cell(Chebyshev d, double x, double y, double half) {
        return new double[] {x, y, half, d.at(x, y)};
    }

    /** Distance in the maximum norm from inside points to a shape's outline (0 outside). */
    static final class Chebyshev {
        private final IndexedPointInAreaLocator inside;
        private final STRtree segments = new STRtree();
        private final IndexedFacetDistance euclid;

        Chebyshev(Geometry shape) {
            inside = new IndexedPointInAreaLocator(shape);
            euclid = new IndexedFacetDistance(shape.getBoundary());
            for (int i = 0; i < shape.getNumGeometries(); i++) {
                if (!(shape.getGeometryN(i) instanceof Polygon p)) continue;
                add(p.getExteriorRing().getCoordinates());
                for (int h = 0; h < p.getNumInteriorRing(); h++)
                    add(p.getInteriorRingN(h).getCoordinates());
            }
        }

        private void add(Coordinate[] cs) {
            for (int i = 1; i < cs.length; i++) {
                segments.insert(new Envelope(cs[i - 1], cs[i]), new Coordinate[] {cs[i - 1], cs[i]});
            }
        }

        /** The Euclidean distance from a point to the outline (whether inside or not). */
        double euclid(double x, double y) {
            return euclid.distance(ProvinceShapes.GF.createPoint(new Coordinate(x, y)));
        }

        boolean inside(double x, double y) {
            return inside.locate(new Coordinate(x, y)) == Location.INTERIOR;
        }

        double at(double x, double y) {
            Coordinate p = new Coordinate(x, y);
            if (inside.locate(p) != Location.INTERIOR) return 0;
            // The maximum-norm distance is at most the Euclidean one: only segments that near can be nearest.
            double e = euclid.distance(ProvinceShapes.GF.createPoint(p));
            double best = e;
            for (Object o : segments.query(new Envelope(x - e, x + e, y - e, y + e))) {
                Coordinate[] s = (Coordinate[]) o;
                best = Math.min(best, segment(x, y, s[0], s[1]));
            }
            return best;
        }

        /** Maximum-norm distance from (x, y) to a segment: the least of max(|dx|, |dy|) along it, a convex piecewise-linear function. */
        private static double segment(double x, double y, Coordinate a, Coordinate b) {
            double ax = a.x - x, ay = a.y - y, dx = b.x - a.x, dy = b.y - a.y;
            double best =
                    Math.min(Math.max(Math.abs(ax), Math.abs(ay)), Math.max(Math.abs(ax + dx), Math.abs(ay + dy)));
            // Kinks where |X(t)| = |Y(t)| or X or Y crosses zero.
            double[] ts = {solve(ax - ay, dx - dy), solve(ax + ay, dx + dy), solve(ax, dx), solve(ay, dy)};
            for (double t : ts) {
                if (t > 0 && t < 1) best = Math.min(best, Math.max(Math.abs(ax + t * dx), Math.abs(ay + t * dy)));
            }
            return best;
        }

        private static double solve(double c, double m) {
            return m == 0 ? -1 : -c / m;
        }
    }
}
