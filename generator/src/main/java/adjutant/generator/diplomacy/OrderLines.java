package adjutant.generator.diplomacy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;

/**
 * The lines of orders drawn over the map (the rulebook figures' and the turn maps'): arrows for
 * moves and retreats, lines for supports and convoys. Each runs from unit to unit as a gentle
 * curve, bent to the first side, and by the least, that keeps it and its head off every label
 * ({@link UnitPlaces#labels}); a straight line where that is already clear.
 */
final class OrderLines {
    /** Half the widest stroke of an order line (its white halo, 6.5 wide), and a little room. */
    static final double HALF = 3.6;
    /** Bends tried at a third and at two thirds of the way, in board units off the straight line; gentlest first. */
    private static final List<double[]> BENDS = bends(new double[] {0, 10, -10, 20, -20, 30, -30, 45, -45, 60, -60, 80, -80});
    private static final int STEPS = 24;

    private OrderLines() {}

    /** A line's course: from {@code a} to {@code b} along a cubic Bézier through {@code c1} and {@code c2}, and the direction it ends in. */
    record Route(Pt a, Pt c1, Pt c2, Pt b, Pt end) {
        Pt at(double t) {
            double u = 1 - t;
            return a.times(u * u * u).plus(c1.times(3 * u * u * t)).plus(c2.times(3 * u * t * t)).plus(b.times(t * t * t));
        }

        String path() {
            return "M" + xy(a) + "C" + xy(c1) + " " + xy(c2) + " " + xy(b);
        }

        private static String xy(Pt p) {
            return BoardGeometry.num(p.x()) + "," + BoardGeometry.num(p.y());
        }

        /** The points along it, every part of the drawn line included (the head's corners too). */
        List<Pt> samples(List<Pt> head) {
            List<Pt> out = new ArrayList<>();
            for (int i = 0; i <= STEPS; i++) out.add(at(i / (double) STEPS));
            out.addAll(head);
            return out;
        }
    }

    /**
     * A move or retreat arrow from one unit's place to another's, clear of the labels of the
     * small map ({@code pad}: the rulebook figures) or of the board (the turn maps).
     */
    static Map<String, Object> arrow(BoardGeometry g, boolean pad, String kind, Pt from, Pt to) {
        Route r = route(labels(g, pad), from, to, 9, 10, true);
        Pt u = r.end(), n = new Pt(-u.y(), u.x());
        Pt mid = r.at(0.5), t = tangent(r, 0.5);
        Pt m = new Pt(-t.y(), t.x());
        return Map.of("kind", kind, "d", r.path(), "x1", r.a().x(), "y1", r.a().y(), "x2", r.b().x(), "y2", r.b().y(),
                "head", BoardGeometry.path(List.of(head(r.b(), u, n)), true),
                "bar", BoardGeometry.path(List.of(List.of(mid.plus(m.times(7)), mid.minus(m.times(7)))), false));
    }

    /** A support or convoy line from a unit to what it supports (a unit, or the middle of a move). */
    static Map<String, Object> line(BoardGeometry g, boolean pad, String kind, Pt from, Pt to) {
        Route r = route(labels(g, pad), from, to, 9, 0, false);
        return Map.of("kind", kind, "d", r.path(), "x1", r.a().x(), "y1", r.a().y(), "x2", to.x(), "y2", to.y());
    }

    /** The middle of the arrow a move from {@code from} to {@code to} is drawn with (where a support or convoy line points). */
    static Pt middle(BoardGeometry g, boolean pad, Pt from, Pt to) {
        return route(labels(g, pad), from, to, 9, 10, true).at(0.5);
    }

    static List<Envelope> labels(BoardGeometry g, boolean pad) {
        return pad ? g.places().pad : g.places().board;
    }

    private static List<Pt> head(Pt b, Pt u, Pt n) {
        return List.of(b.plus(u.times(4)), b.minus(u.times(5)).plus(n.times(5)), b.minus(u.times(5)).minus(n.times(5)));
    }

    private static Pt tangent(Route r, double t) {
        Pt d = r.at(Math.min(1, t + 0.01)).minus(r.at(Math.max(0, t - 0.01)));
        return d.length() < 1e-9 ? new Pt(1, 0) : d.unit();
    }

    /** The first bend whose line (and head) crosses no label; else the one that crosses fewest. */
    static Route route(List<Envelope> labels, Pt from, Pt to, double startGap, double endGap, boolean head) {
        double len = Math.max(1e-6, from.distance(to));
        Pt u = to.minus(from).times(1 / len), n = new Pt(-u.y(), u.x());
        Route best = null;
        int fewest = Integer.MAX_VALUE;
        for (double[] bend : BENDS) {
            if (Math.max(Math.abs(bend[0]), Math.abs(bend[1])) > Math.max(20, len * 1.2)) continue;
            Pt c1 = from.plus(to.minus(from).times(1 / 3.0)).plus(n.times(bend[0] * 1.5));
            Pt c2 = from.plus(to.minus(from).times(2 / 3.0)).plus(n.times(bend[1] * 1.5));
            Pt start = c1.minus(from).length() < 1e-9 ? u : c1.minus(from).unit(), end = to.minus(c2).length() < 1e-9 ? u : to.minus(c2).unit();
            Route r = new Route(from.plus(start.times(startGap)), c1, c2, to.minus(end.times(endGap)), end);
            List<Pt> tip = new ArrayList<>();
            if (head) {
                // the head, and the bar across the middle that a failed move has
                tip.addAll(head(r.b(), end, new Pt(-end.y(), end.x())));
                Pt t = tangent(r, 0.5), m = new Pt(-t.y(), t.x());
                tip.addAll(List.of(r.at(0.5).plus(m.times(7)), r.at(0.5).minus(m.times(7))));
            }
            int hits = hits(labels, r.samples(tip));
            if (hits == 0) return r;
            if (hits < fewest) {
                fewest = hits;
                best = r;
            }
        }
        return best;
    }

    /** Every pair of bends, the gentlest (least bent in all) first; a bow before an S. */
    private static List<double[]> bends(double[] steps) {
        List<double[]> out = new ArrayList<>();
        for (double a : steps) for (double b : steps) out.add(new double[] {a, b});
        out.sort(java.util.Comparator.comparingDouble(b -> Math.abs(b[0]) + Math.abs(b[1]) + (b[0] * b[1] < 0 ? 15 : 0)));
        return List.copyOf(out);
    }

    /** How many label boxes the drawn line (through {@code pts}, {@link #HALF} wide on each side) touches. */
    static int hits(List<Envelope> labels, List<Pt> pts) {
        Coordinate[] cs = new Coordinate[pts.size()];
        for (int i = 0; i < cs.length; i++) cs[i] = new Coordinate(pts.get(i).x(), pts.get(i).y());
        Geometry line = ProvinceShapes.GF.createLineString(cs);
        Envelope span = line.getEnvelopeInternal();
        span.expandBy(HALF);
        int n = 0;
        for (Envelope e : labels) {
            if (!span.intersects(e)) continue;
            Envelope grown = new Envelope(e);
            grown.expandBy(HALF);
            if (line.intersects(ProvinceShapes.GF.toGeometry(grown))) n++;
        }
        return n;
    }
}
