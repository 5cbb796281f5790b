package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.locationtech.jts.algorithm.RectangleLineIntersector;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * The provinces a move's arrow keeps within (its corridor: where it starts and ends, and for a
 * convoyed army the seas of the fleets that carry it), and the shortest way inside them that
 * keeps off labels and units, for an arrow that no gentle curve keeps inside: A* over a grid,
 * then pulled straight.
 */
final class Lanes {
    /** How far a line may stray past the corridor's provinces (over a border it runs along), in board units. */
    static final double SLACK = 3;

    private static final double STEP = 5;

    private Lanes() {}

    /**
     * A corridor: the provinces' shapes joined, with {@link #SLACK} round them; a lane's grid
     * keeps to the provinces themselves ({@code inner}), so that its steps keep inside the slack.
     */
    record Corridor(List<String> provinces, Geometry shape, PreparedGeometry prepared, PreparedGeometry inner) {
        boolean holds(List<Pt> line) {
            List<Coordinate> cs = new ArrayList<>();
            for (Pt p : line) cs.add(new Coordinate(p.x(), p.y()));
            return cs.size() < 2 || prepared.covers(ProvinceShapes.GF.createLineString(cs.toArray(Coordinate[]::new)));
        }
    }

    /** The corridor of some provinces (ids) on the board. */
    static Corridor of(BoardGeometry g, List<String> provinces) {
        List<String> ids = provinces.stream().distinct().sorted().toList();
        // islands and lakes (holes in a province) are no obstacle to a line across it
        List<Geometry> parts = new ArrayList<>();
        for (String id : ids) {
            Geometry shape = g.shape(id);
            for (int i = 0; i < shape.getNumGeometries(); i++) {
                if (shape.getGeometryN(i) instanceof Polygon p)
                    parts.add(
                            ProvinceShapes.GF.createPolygon(p.getExteriorRing().getCoordinates()));
            }
        }
        Geometry exact = ProvinceShapes.GF.buildGeometry(parts).buffer(0), shape = exact.buffer(SLACK);
        return new Corridor(ids, shape, PreparedGeometryFactory.prepare(shape), PreparedGeometryFactory.prepare(exact));
    }

    /**
     * The seas an army convoyed from {@code from} to {@code to} passes through: the shortest chain of
     * the convoying fleets' seas ({@code seas}) from a sea next to its start to one next to its end;
     * empty if they form none.
     */
    static List<String> chain(DipMap map, String from, String to, Collection<String> seas) {
        Map<String, String> back = new HashMap<>();
        ArrayDeque<String> queue = new ArrayDeque<>();
        for (String s : seas) {
            if (touches(map, s, from)) {
                back.put(s, null);
                queue.add(s);
            }
        }
        while (!queue.isEmpty()) {
            String s = queue.poll();
            if (touches(map, s, to)) {
                List<String> out = new ArrayList<>();
                for (String x = s; x != null; x = back.get(x)) out.add(0, x);
                return out;
            }
            for (String n : seas) {
                if (!back.containsKey(n) && touches(map, s, n)) {
                    back.put(n, s);
                    queue.add(n);
                }
            }
        }
        return List.of();
    }

    private static boolean touches(DipMap map, String sea, String province) {
        return map.fleetNeighbours(Location.of(sea)).stream()
                .anyMatch(l -> l.province().equals(province));
    }

    /**
     * The corners of the shortest way from {@code from} to {@code to} inside the corridor that
     * keeps {@code margin} off every box of {@code hard} (other units) and, where it can, of
     * {@code soft} (labels: a way over one counts {@link #SOFT} times as long there), both ends
     * included; null if there is none.
     */
    static List<Pt> through(Corridor c, List<Envelope> hard, List<Envelope> soft, Pt from, Pt to, double margin) {
        Envelope env = c.shape().getEnvelopeInternal();
        int nx = (int) Math.ceil(env.getWidth() / STEP) + 1, ny = (int) Math.ceil(env.getHeight() / STEP) + 1;
        List<Envelope> walls = grown(hard, env, margin), marsh = grown(soft, env, margin);
        boolean[] free = new boolean[nx * ny];
        long[] over = new long[nx * ny];
        for (int j = 0; j < ny; j++) {
            for (int i = 0; i < nx; i++) {
                double x = env.getMinX() + i * STEP, y = env.getMinY() + j * STEP;
                free[j * nx + i] = walls.stream().noneMatch(w -> w.contains(x, y))
                        && c.inner().covers(ProvinceShapes.GF.createPoint(new Coordinate(x, y)));
                for (int k = 0; k < Math.min(64, marsh.size()); k++)
                    if (marsh.get(k).contains(x, y)) over[j * nx + i] |= 1L << k;
            }
        }
        int start = nearest(free, nx, env, from), goal = nearest(free, nx, env, to);
        if (start < 0 || goal < 0) return null;
        double[] cost = new double[free.length];
        int[] back = new int[free.length];
        Arrays.fill(cost, Double.MAX_VALUE);
        Arrays.fill(back, -1);
        cost[start] = 0;
        PriorityQueue<double[]> open = new PriorityQueue<>((a, b) -> Double.compare(a[0], b[0]));
        open.add(new double[] {0, start});
        while (!open.isEmpty()) {
            int k = (int) open.poll()[1];
            if (k == goal) break;
            int i = k % nx, j = k / nx;
            for (int dj = -1; dj <= 1; dj++) {
                for (int di = -1; di <= 1; di++) {
                    int a = i + di, b = j + dj;
                    if ((di == 0 && dj == 0) || a < 0 || b < 0 || a >= nx || b >= ny || !free[b * nx + a]) continue;
                    double step = cost[k] + Math.hypot(di, dj) * (over[b * nx + a] != 0 ? SOFT : 1);
                    if (step < cost[b * nx + a]) {
                        cost[b * nx + a] = step;
                        back[b * nx + a] = k;
                        open.add(new double[] {step + Math.hypot(a - goal % nx, b - goal / nx), b * nx + a});
                    }
                }
            }
        }
        if (cost[goal] == Double.MAX_VALUE) return null;
        List<Pt> cells = new ArrayList<>();
        List<Long> crossed = new ArrayList<>();
        for (int k = goal; k >= 0; k = back[k]) {
            cells.add(0, new Pt(env.getMinX() + (k % nx) * STEP, env.getMinY() + (k / nx) * STEP));
            crossed.add(0, over[k]);
        }
        cells.add(0, from);
        crossed.add(0, 0L);
        cells.add(to);
        crossed.add(0L);
        return pulled(c, walls, marsh, cells, crossed);
    }

    /** How much longer a way over a label counts than one beside it. */
    private static final double SOFT = 12;

    private static List<Envelope> grown(List<Envelope> boxes, Envelope near, double margin) {
        List<Envelope> out = new ArrayList<>();
        for (Envelope b : boxes) {
            Envelope w = new Envelope(b);
            w.expandBy(margin);
            if (near.intersects(w)) out.add(w);
        }
        return out;
    }

    /** The free cell nearest a point, within two steps; -1 if none. */
    private static int nearest(boolean[] free, int nx, Envelope env, Pt p) {
        int best = -1;
        double d = Double.MAX_VALUE;
        int ci = (int) Math.round((p.x() - env.getMinX()) / STEP),
                cj = (int) Math.round((p.y() - env.getMinY()) / STEP);
        for (int j = cj - 2; j <= cj + 2; j++) {
            for (int i = ci - 2; i <= ci + 2; i++) {
                if (i < 0 || j < 0 || i >= nx || j * nx + i >= free.length || !free[j * nx + i]) continue;
                double e = Math.hypot(env.getMinX() + i * STEP - p.x(), env.getMinY() + j * STEP - p.y());
                if (e < d) {
                    d = e;
                    best = j * nx + i;
                }
            }
        }
        return best;
    }

    /**
     * The path's corners with every corner it can see past dropped: each leg inside the corridor,
     * off the walls, and over no label the cells it replaces did not cross.
     */
    private static List<Pt> pulled(
            Corridor c, List<Envelope> walls, List<Envelope> marsh, List<Pt> cells, List<Long> crossed) {
        List<Pt> out = new ArrayList<>(List.of(cells.get(0)));
        int at = 0;
        while (at < cells.size() - 1) {
            int next = at + 1;
            long[] under = new long[cells.size()];
            for (int k = at; k < cells.size(); k++) under[k] = (k > at ? under[k - 1] : 0L) | crossed.get(k);
            for (int k = cells.size() - 1; k > at + 1; k--) {
                if (clear(c, walls, marsh, cells.get(at), cells.get(k), under[k])) {
                    next = k;
                    break;
                }
            }
            out.add(cells.get(next));
            at = next;
        }
        return new ArrayList<>(new LinkedHashSet<>(out));
    }

    private static boolean clear(Corridor c, List<Envelope> walls, List<Envelope> marsh, Pt a, Pt b, long allowed) {
        Coordinate p = new Coordinate(a.x(), a.y()), q = new Coordinate(b.x(), b.y());
        for (Envelope w : walls) {
            if (w.intersects(p, q) && new RectangleLineIntersector(w).intersects(p, q)) return false;
        }
        for (int k = 0; k < Math.min(64, marsh.size()); k++) {
            Envelope w = marsh.get(k);
            if ((allowed & (1L << k)) == 0 && w.intersects(p, q) && new RectangleLineIntersector(w).intersects(p, q))
                return false;
        }
        return c.holds(List.of(a, b));
    }
}
