package adjutant.generator.diplomacy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.algorithm.RectangleLineIntersector;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;

/**
 * The lines of orders drawn over the map (the rulebook figures' and the turn maps'): arrows for
 * moves and retreats, lines for supports and convoys. Each runs from unit to unit as a gentle
 * curve, bent to the first side, and by the least, that keeps it, its head and its bar off every
 * label ({@link UnitPlaces#labels}) and on the board; a straight line where that is already
 * clear. Where no such curve gets through (small crowded provinces) it takes the shortest way
 * round the labels ({@link Detours}), its corners rounded.
 */
final class OrderLines {
    /** Half the widest stroke of an order line (its white halo, 6.5 wide), and a little room. */
    static final double HALF = 3.6;
    /** Room kept round the head (its white edge) and half the bar across a failed move (3 wide), with a little more. */
    private static final double HEAD_EDGE = 0.6, BAR_HALF = 1.8;
    /** Bends tried at a third and at two thirds of the way, in board units off the straight line; gentlest first. */
    private static final List<double[]> BENDS = bends(new double[] {0, 10, -10, 20, -20, 30, -30, 45, -45, 60, -60, 80, -80});
    /** Margins off the labels a detour keeps (widest first), and the radii its corners are rounded with. */
    private static final double[] MARGINS = {8, 6, HALF + 0.4}, ROUNDS = {16, 9, 4, 0};
    private static final int STEPS = 24;
    /** Where along a failed move its bar may stand: the middle, else as near it as is clear. */
    private static final double[] BAR_AT = {0.5, 0.45, 0.55, 0.4, 0.6, 0.35, 0.65, 0.3, 0.7};

    private OrderLines() {}

    /** A line's course: its SVG path, the points along it (every bend included) and the direction it ends in. */
    record Route(String path, List<Pt> line, Pt end) {
        Pt a() {
            return line.get(0);
        }

        Pt b() {
            return line.get(line.size() - 1);
        }

        /** The point a share {@code t} of the way along it. */
        Pt at(double t) {
            double goal = t * BoardGeometry.length(line), run = 0;
            for (int i = 1; i < line.size(); i++) {
                double d = line.get(i - 1).distance(line.get(i));
                if (run + d >= goal && d > 0) return line.get(i - 1).plus(line.get(i).minus(line.get(i - 1)).times((goal - run) / d));
                run += d;
            }
            return b();
        }

        /** From {@code a} to {@code b} along a cubic Bézier through {@code c1} and {@code c2}, ending towards {@code end}. */
        static Route cubic(Pt a, Pt c1, Pt c2, Pt b, Pt end) {
            List<Pt> pts = new ArrayList<>();
            for (int i = 0; i <= STEPS; i++) {
                double t = i / (double) STEPS, u = 1 - t;
                pts.add(a.times(u * u * u).plus(c1.times(3 * u * u * t)).plus(c2.times(3 * u * t * t)).plus(b.times(t * t * t)));
            }
            return new Route("M" + xy(a) + "C" + xy(c1) + " " + xy(c2) + " " + xy(b), pts, end);
        }

        /**
         * Along the corners {@code pts}, less {@code startGap} at the start and {@code endGap} at
         * the end, each corner rounded (a quadratic Bézier over up to {@code round} either side of
         * it); null if the gaps leave nothing.
         */
        static Route polyline(List<Pt> pts, double startGap, double endGap, double round) {
            List<Pt> p = trim(pts, startGap, endGap);
            if (p == null) return null;
            StringBuilder d = new StringBuilder("M").append(xy(p.get(0)));
            List<Pt> line = new ArrayList<>(List.of(p.get(0)));
            for (int i = 1; i < p.size() - 1; i++) {
                Pt v = p.get(i), back = p.get(i - 1).minus(v), on = p.get(i + 1).minus(v);
                double r = Math.min(round, Math.min(back.length(), on.length()) / 2);
                if (r < 0.5) {
                    d.append('L').append(xy(v));
                    line.add(v);
                    continue;
                }
                Pt s = v.plus(back.unit().times(r)), e = v.plus(on.unit().times(r));
                d.append('L').append(xy(s)).append('Q').append(xy(v)).append(' ').append(xy(e));
                for (int k = 0; k <= 8; k++) {
                    double t = k / 8.0, u = 1 - t;
                    line.add(s.times(u * u).plus(v.times(2 * u * t)).plus(e.times(t * t)));
                }
            }
            Pt last = p.get(p.size() - 1);
            d.append('L').append(xy(last));
            line.add(last);
            return new Route(d.toString(), line, last.minus(p.get(p.size() - 2)).unit());
        }

        private static String xy(Pt p) {
            return BoardGeometry.num(p.x()) + "," + BoardGeometry.num(p.y());
        }
    }

    /**
     * What order lines are drawn over: the labels of the board, or with {@code pad} those of the
     * small map (the rulebook figures), and the places of the units standing on it (a line keeps
     * off every unit but the ones it joins).
     */
    record Scene(BoardGeometry g, boolean pad, List<Pt> units) {
        /** The boxes a line from {@code from} to {@code to} keeps off: the labels it could reach, the other units. */
        List<Envelope> obstacles(Pt from, Pt to) {
            Envelope reach = new Envelope(from.x(), to.x(), from.y(), to.y());
            reach.expandBy(Detours.REACH + 20);
            List<Envelope> out = new ArrayList<>(labels(g, pad).stream().filter(reach::intersects).toList());
            for (Pt u : units) {
                if (u.distance(from) > JOINED && u.distance(to) > JOINED) out.add(new Envelope(u.x() - UnitPlaces.UNIT, u.x() + UnitPlaces.UNIT, u.y() - UnitPlaces.UNIT, u.y() + UnitPlaces.UNIT));
            }
            return out;
        }
    }

    /** A unit this close to a line's end is the one it starts or ends at. */
    private static final double JOINED = 1;

    /** A move or retreat arrow from one unit's place to another's. */
    static Map<String, Object> arrow(Scene s, String kind, Pt from, Pt to) {
        Route r = route(s, from, to, 9, 10, true);
        Pt u = r.end(), n = new Pt(-u.y(), u.x());
        List<Pt> bar = bar(r, s.obstacles(from, to));
        return Map.of("kind", kind, "d", r.path(), "x1", r.a().x(), "y1", r.a().y(), "x2", r.b().x(), "y2", r.b().y(),
                "head", BoardGeometry.path(List.of(head(r.b(), u, n)), true), "bar", BoardGeometry.path(List.of(bar), false),
                "extent", extent(r));
    }

    /** A support or convoy line from a unit to what it supports (a unit, or the middle of a move). */
    static Map<String, Object> line(Scene s, String kind, Pt from, Pt to) {
        Route r = route(s, from, to, 9, 0, false);
        return Map.of("kind", kind, "d", r.path(), "x1", r.a().x(), "y1", r.a().y(), "x2", to.x(), "y2", to.y(), "extent", extent(r));
    }

    /** The middle of the arrow a move from {@code from} to {@code to} is drawn with (where a support or convoy line points). */
    static Pt middle(Scene s, Pt from, Pt to) {
        return route(s, from, to, 9, 10, true).at(0.5);
    }

    static List<Envelope> labels(BoardGeometry g, boolean pad) {
        return pad ? g.places().pad : g.places().board;
    }

    /** The box the drawn line lies in. */
    private static Envelope extent(Route r) {
        Envelope e = new Envelope();
        for (Pt p : r.line()) e.expandToInclude(p.x(), p.y());
        return e;
    }

    private static List<Pt> head(Pt b, Pt u, Pt n) {
        return List.of(b.plus(u.times(4)), b.minus(u.times(5)).plus(n.times(5)), b.minus(u.times(5)).minus(n.times(5)));
    }

    /** The bar across a failed move: at its middle, or the nearest place to it where it crosses no label. */
    private static List<Pt> bar(Route r, List<Envelope> labels) {
        List<Pt> first = null;
        for (double t : BAR_AT) {
            Pt mid = r.at(t), d = r.at(t + 0.01).minus(r.at(t - 0.01));
            Pt u = d.length() < 1e-9 ? new Pt(1, 0) : d.unit(), m = new Pt(-u.y(), u.x());
            List<Pt> bar = List.of(mid.plus(m.times(7)), mid.minus(m.times(7)));
            if (first == null) first = bar;
            if (hits(labels, List.of(line(bar, false)), List.of(BAR_HALF)) == 0) return bar;
        }
        return first;
    }

    /** The first bend whose line (with its head and bar) crosses no label or unit; else a detour round them; else the bend that crosses fewest. */
    static Route route(Scene s, Pt from, Pt to, double startGap, double endGap, boolean head) {
        Envelope board = new Envelope(0, s.g().width(), 0, s.g().height());
        double len = Math.max(1e-6, from.distance(to));
        List<Envelope> labels = s.obstacles(from, to);
        Pt u = to.minus(from).times(1 / len), n = new Pt(-u.y(), u.x());
        Route best = null;
        int fewest = Integer.MAX_VALUE;
        for (double[] bend : BENDS) {
            if (Math.max(Math.abs(bend[0]), Math.abs(bend[1])) > Math.max(20, len * 1.2)) continue;
            Pt c1 = from.plus(to.minus(from).times(1 / 3.0)).plus(n.times(bend[0] * 1.5));
            Pt c2 = from.plus(to.minus(from).times(2 / 3.0)).plus(n.times(bend[1] * 1.5));
            Pt start = c1.minus(from).length() < 1e-9 ? u : c1.minus(from).unit(), end = to.minus(c2).length() < 1e-9 ? u : to.minus(c2).unit();
            Route r = Route.cubic(from.plus(start.times(startGap)), c1, c2, to.minus(end.times(endGap)), end);
            int hits = hits(labels, board, r, head);
            if (hits == 0) return r;
            if (hits < fewest) {
                fewest = hits;
                best = r;
            }
        }
        // the shortest detour that clears them, a narrower margin counting as a little longer
        Route detour = null;
        double shortest = Double.MAX_VALUE;
        for (double margin : MARGINS) {
            List<Pt> corners = Detours.shortest(labels, board, from, to, margin, head ? endGap + 10 : 0);
            if (corners == null) continue;
            for (double round : ROUNDS) {
                Route r = Route.polyline(corners, startGap, endGap, round);
                if (r == null || hits(labels, board, r, head) > 0) continue;
                double cost = BoardGeometry.length(r.line()) + 3 * (MARGINS[0] - margin);
                if (cost < shortest) {
                    shortest = cost;
                    detour = r;
                }
                break;
            }
        }
        if (detour != null) return detour;
        return best;
    }

    /** Every pair of bends, the gentlest (least bent in all) first; a bow before an S. */
    private static List<double[]> bends(double[] steps) {
        List<double[]> out = new ArrayList<>();
        for (double a : steps) for (double b : steps) out.add(new double[] {a, b});
        out.sort(java.util.Comparator.comparingDouble(b -> Math.abs(b[0]) + Math.abs(b[1]) + (b[0] * b[1] < 0 ? 15 : 0)));
        return List.copyOf(out);
    }

    /**
     * How many label boxes the drawn line touches ({@link #HALF} wide on each side), with its head
     * and bar if it has them; a line leaving the board counts as one more.
     */
    static int hits(List<Envelope> labels, Envelope board, Route r, boolean head) {
        Envelope span = extent(r);
        span.expandBy(HALF);
        int n = board.covers(span) ? 0 : 1;
        List<Geometry> tip = new ArrayList<>();
        List<Double> room = new ArrayList<>();
        if (head) {
            Pt u = r.end();
            tip.add(line(head(r.b(), u, new Pt(-u.y(), u.x())), true));
            room.add(HEAD_EDGE);
            tip.add(line(bar(r, labels), false));
            room.add(BAR_HALF);
        }
        for (Envelope e : labels) {
            Envelope grown = new Envelope(e);
            grown.expandBy(HALF);
            if (grown.intersects(span) && crosses(r.line(), grown) || hits(List.of(e), tip, room) > 0) n++;
        }
        return n;
    }

    /** Whether a line through some points crosses (or touches) a box. */
    private static boolean crosses(List<Pt> line, Envelope box) {
        RectangleLineIntersector cut = new RectangleLineIntersector(box);
        for (int i = 1; i < line.size(); i++) {
            Coordinate p = new Coordinate(line.get(i - 1).x(), line.get(i - 1).y()), q = new Coordinate(line.get(i).x(), line.get(i).y());
            if (box.intersects(p, q) && cut.intersects(p, q)) return true;
        }
        return false;
    }

    /** How many label boxes some ink touches, each part kept {@code room} off them. */
    private static int hits(List<Envelope> labels, List<Geometry> ink, List<Double> room) {
        int n = 0;
        for (Envelope e : labels) {
            for (int k = 0; k < ink.size(); k++) {
                Envelope grown = new Envelope(e);
                grown.expandBy(room.get(k));
                if (grown.intersects(ink.get(k).getEnvelopeInternal()) && ink.get(k).intersects(ProvinceShapes.GF.toGeometry(grown))) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    private static Geometry line(List<Pt> pts, boolean closed) {
        List<Coordinate> cs = new ArrayList<>();
        for (Pt p : pts) cs.add(new Coordinate(p.x(), p.y()));
        if (closed) {
            cs.add(cs.get(0));
            return ProvinceShapes.GF.createPolygon(cs.toArray(Coordinate[]::new));
        }
        return ProvinceShapes.GF.createLineString(cs.toArray(Coordinate[]::new));
    }

    /** The corners less {@code startGap} along them at the start and {@code endGap} at the end; null if that leaves too little. */
    private static List<Pt> trim(List<Pt> pts, double startGap, double endGap) {
        double len = BoardGeometry.length(pts);
        if (len < startGap + endGap + 4) return null;
        List<Pt> out = new ArrayList<>();
        double run = 0;
        for (int i = 1; i < pts.size(); i++) {
            Pt a = pts.get(i - 1), b = pts.get(i);
            double d = a.distance(b), s = Math.max(run, startGap), e = Math.min(run + d, len - endGap);
            if (s < e) {
                if (out.isEmpty()) out.add(a.plus(b.minus(a).times((s - run) / d)));
                out.add(a.plus(b.minus(a).times((e - run) / d)));
            }
            run += d;
        }
        return out;
    }
}
