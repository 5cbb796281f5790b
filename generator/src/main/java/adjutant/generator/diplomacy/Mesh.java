package adjutant.generator.diplomacy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A triangulation of points: Delaunay (Bowyer–Watson), then edges that must exist forced
 * in by flipping the edges that cross them (Sloan's method). Small and plain: a board has
 * a few hundred points. Triangles are kept counter-clockwise in x-right, y-up terms.
 */
final class Mesh {
    final List<Pt> pts;
    final List<int[]> tris = new ArrayList<>();
    private final Set<Long> fixed = new HashSet<>();

    private Mesh(List<Pt> pts) {
        this.pts = new ArrayList<>(pts);
    }

    static Mesh delaunay(List<Pt> points) {
        Mesh m = new Mesh(points);
        int n = points.size();
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (Pt p : points) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        double d = Math.max(maxX - minX, maxY - minY) * 20, cx = (minX + maxX) / 2, cy = (minY + maxY) / 2;
        m.pts.add(new Pt(cx - d, cy - d));
        m.pts.add(new Pt(cx + d, cy - d));
        m.pts.add(new Pt(cx, cy + d));
        m.tris.add(m.ccw(n, n + 1, n + 2));
        for (int i = 0; i < n; i++) m.insertPoint(i);
        m.tris.removeIf(t -> t[0] >= n || t[1] >= n || t[2] >= n);
        m.pts.subList(n, n + 3).clear();
        return m;
    }

    private void insertPoint(int i) {
        Pt p = pts.get(i);
        List<int[]> bad = new ArrayList<>();
        for (int[] t : tris) if (inCircle(t, p)) bad.add(t);
        Map<Long, int[]> boundary = new HashMap<>();
        for (int[] t : bad) {
            for (int k = 0; k < 3; k++) {
                int a = t[k], b = t[(k + 1) % 3];
                long key = key(a, b);
                if (boundary.remove(key) == null) boundary.put(key, new int[] {a, b});
            }
        }
        tris.removeAll(bad);
        for (int[] e : boundary.values()) tris.add(ccw(e[0], e[1], i));
    }

    private boolean inCircle(int[] t, Pt p) {
        Pt a = pts.get(t[0]), b = pts.get(t[1]), c = pts.get(t[2]);
        double ax = a.x() - p.x(), ay = a.y() - p.y(), bx = b.x() - p.x(), by = b.y() - p.y(), cx = c.x() - p.x(), cy = c.y() - p.y();
        double det = (ax * ax + ay * ay) * (bx * cy - cx * by) - (bx * bx + by * by) * (ax * cy - cx * ay)
                + (cx * cx + cy * cy) * (ax * by - bx * ay);
        return det > 0;
    }

    double orient(int a, int b, int c) {
        return orient(pts.get(a), pts.get(b), pts.get(c));
    }

    static double orient(Pt a, Pt b, Pt c) {
        return (b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x());
    }

    private int[] ccw(int a, int b, int c) {
        return orient(a, b, c) >= 0 ? new int[] {a, b, c} : new int[] {a, c, b};
    }

    static long key(int a, int b) {
        return a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
    }

    static int keyA(long k) {
        return (int) (k >>> 32);
    }

    static int keyB(long k) {
        return (int) k;
    }

    /** Every edge and the one or two triangles (indices into {@link #tris}) beside it. */
    Map<Long, List<Integer>> edges() {
        Map<Long, List<Integer>> out = new HashMap<>();
        for (int i = 0; i < tris.size(); i++) {
            int[] t = tris.get(i);
            for (int k = 0; k < 3; k++) out.computeIfAbsent(key(t[k], t[(k + 1) % 3]), x -> new ArrayList<>(2)).add(i);
        }
        return out;
    }

    boolean hasEdge(int a, int b) {
        for (int[] t : tris) {
            if ((t[0] == a || t[1] == a || t[2] == a) && (t[0] == b || t[1] == b || t[2] == b)) return true;
        }
        return false;
    }

    /**
     * Makes a–b an edge (and keeps it: later insertions will not flip it away).
     * Returns false, leaving the mesh valid, when a kept edge or a point lies across it.
     */
    boolean force(int a, int b) {
        if (hasEdge(a, b)) {
            fixed.add(key(a, b));
            return true;
        }
        Deque<Long> queue = new ArrayDeque<>();
        for (long e : edges().keySet()) if (crosses(e, a, b)) queue.add(e);
        for (long e : queue) if (fixed.contains(e)) return false;
        if (passesThroughPoint(a, b)) return false;
        int guard = 0;
        while (!queue.isEmpty() && guard++ < 100_000) {
            long e = queue.poll();
            int[] quad = quad(e);
            if (quad == null) continue;
            int p = keyA(e), q = keyB(e), c = quad[0], d = quad[1];
            if (!convex(p, q, c, d)) {
                queue.add(e);
                continue;
            }
            flip(e, c, d);
            if (crosses(key(c, d), a, b)) queue.add(key(c, d));
        }
        if (!hasEdge(a, b)) return false;
        fixed.add(key(a, b));
        return true;
    }

    private boolean passesThroughPoint(int a, int b) {
        Pt pa = pts.get(a), pb = pts.get(b);
        for (int i = 0; i < pts.size(); i++) {
            if (i == a || i == b) continue;
            Pt p = pts.get(i);
            if (Math.abs(orient(pa, pb, p)) < 1e-9 * pa.distance(pb) * pa.distance(pb)
                    && p.minus(pa).dot(pb.minus(pa)) > 0 && p.minus(pb).dot(pa.minus(pb)) > 0) return true;
        }
        return false;
    }

    /** The two apexes opposite edge e, or null when e has fewer than two triangles. */
    private int[] quad(long e) {
        int p = keyA(e), q = keyB(e);
        int[] apex = new int[2];
        int n = 0;
        for (int[] t : tris) {
            if (contains(t, p) && contains(t, q)) {
                if (n == 2) return null;
                apex[n++] = third(t, p, q);
            }
        }
        return n == 2 ? apex : null;
    }

    private void flip(long e, int c, int d) {
        int p = keyA(e), q = keyB(e);
        tris.removeIf(t -> contains(t, p) && contains(t, q));
        tris.add(ccw(c, d, p));
        tris.add(ccw(c, d, q));
    }

    /** Whether the quadrilateral p, c, q, d (diagonal p–q) is strictly convex, so its other diagonal c–d may replace p–q. */
    private boolean convex(int p, int q, int c, int d) {
        return segmentsCross(pts.get(p), pts.get(q), pts.get(c), pts.get(d));
    }

    private boolean crosses(long e, int a, int b) {
        int p = keyA(e), q = keyB(e);
        if (p == a || p == b || q == a || q == b) return false;
        return segmentsCross(pts.get(p), pts.get(q), pts.get(a), pts.get(b));
    }

    static boolean segmentsCross(Pt a, Pt b, Pt c, Pt d) {
        double d1 = orient(c, d, a), d2 = orient(c, d, b), d3 = orient(a, b, c), d4 = orient(a, b, d);
        return (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0);
    }

    static boolean contains(int[] t, int v) {
        return t[0] == v || t[1] == v || t[2] == v;
    }

    static int third(int[] t, int a, int b) {
        for (int v : t) if (v != a && v != b) return v;
        throw new IllegalStateException("degenerate triangle");
    }

    /**
     * Splits edge a–b at point {@code at} (appended as a new vertex): each triangle beside
     * the edge becomes two. Returns the new vertex.
     */
    int split(int a, int b, Pt at) {
        int h = pts.size();
        pts.add(at);
        List<int[]> beside = new ArrayList<>();
        for (int[] t : tris) if (contains(t, a) && contains(t, b)) beside.add(t);
        tris.removeAll(beside);
        for (int[] t : beside) {
            int c = third(t, a, b);
            tris.add(ccw(a, h, c));
            tris.add(ccw(h, b, c));
        }
        return h;
    }
}
