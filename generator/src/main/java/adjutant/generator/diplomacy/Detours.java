package adjutant.generator.diplomacy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import org.locationtech.jts.algorithm.RectangleLineIntersector;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;

/**
 * The shortest way between two points that keeps a margin off every label box: A* over the
 * visibility graph of the boxes' corners (each box grown by the margin), for an order line that
 * no gentle curve gets past ({@link OrderLines}). Only boxes near the two points are looked at.
 */
final class Detours {
    /** How far beyond the two points' box a detour may go, in board units. */
    static final double REACH = 90;
    /** Corners stand this far outside their grown box, so a way along its side does not touch it. */
    private static final double OFF = 0.5;

    private Detours() {}

    /**
     * The corners of the way from {@code from} to {@code to} (both ends included), or null if
     * there is none inside {@code bounds}; with {@code approach}, its last leg runs straight into
     * {@code to} for that long at least (where an arrow's head goes), from one of 16 directions.
     */
    static List<Pt> shortest(List<Envelope> labels, Envelope bounds, Pt from, Pt to, double margin, double approach) {
        Envelope near = new Envelope(from.x(), to.x(), from.y(), to.y());
        near.expandBy(REACH);
        near = near.intersection(bounds);
        List<Envelope> walls = new ArrayList<>();
        List<RectangleLineIntersector> cut = new ArrayList<>();
        for (Envelope e : labels) {
            Envelope g = new Envelope(e);
            g.expandBy(margin);
            // a box the line must start or end in (a support ending on a move's line close to a label) is no wall
            if (!near.intersects(g) || g.contains(from.x(), from.y()) || g.contains(to.x(), to.y())) continue;
            walls.add(g);
            cut.add(new RectangleLineIntersector(g));
        }
        List<Pt> nodes = new ArrayList<>(List.of(from, to));
        for (int k = 0; approach > 0 && k < 16; k++) {
            double a = Math.PI * k / 8;
            Pt p = to.plus(new Pt(Math.cos(a) * approach, Math.sin(a) * approach));
            if (near.contains(p.x(), p.y()) && walls.stream().noneMatch(w -> w.contains(p.x(), p.y()))) nodes.add(p);
        }
        int legs = nodes.size();
        for (Envelope g : walls) {
            for (double x : new double[] {g.getMinX() - OFF, g.getMaxX() + OFF}) {
                for (double y : new double[] {g.getMinY() - OFF, g.getMaxY() + OFF}) {
                    if (near.contains(x, y) && walls.stream().noneMatch(w -> w.contains(x, y))) nodes.add(new Pt(x, y));
                }
            }
        }
        int n = nodes.size();
        double[] cost = new double[n];
        int[] back = new int[n];
        boolean[] done = new boolean[n];
        Arrays.fill(cost, Double.MAX_VALUE);
        cost[0] = 0;
        PriorityQueue<double[]> open = new PriorityQueue<>((a, b) -> Double.compare(a[0], b[0]));
        open.add(new double[] {from.distance(to), 0});
        while (!open.isEmpty()) {
            int i = (int) open.poll()[1];
            if (done[i]) continue;
            done[i] = true;
            if (i == 1) return path(nodes, back);
            for (int j = 1; j < n; j++) {
                if (done[j] || (j == 1 && approach > 0 && (i < 2 || i >= legs))) continue;
                double c = cost[i] + nodes.get(i).distance(nodes.get(j));
                if (c >= cost[j] || !clear(walls, cut, nodes.get(i), nodes.get(j))) continue;
                cost[j] = c;
                back[j] = i;
                open.add(new double[] {c + nodes.get(j).distance(to), j});
            }
        }
        return null;
    }

    private static List<Pt> path(List<Pt> nodes, int[] back) {
        List<Pt> out = new ArrayList<>();
        for (int i = 1; i != 0; i = back[i]) out.add(0, nodes.get(i));
        out.add(0, nodes.get(0));
        return out;
    }

    private static boolean clear(List<Envelope> walls, List<RectangleLineIntersector> cut, Pt a, Pt b) {
        Coordinate p = new Coordinate(a.x(), a.y()), q = new Coordinate(b.x(), b.y());
        Envelope span = new Envelope(p, q);
        for (int k = 0; k < walls.size(); k++) {
            if (walls.get(k).intersects(span) && cut.get(k).intersects(p, q)) return false;
        }
        return true;
    }
}
