package adjutant.generator.diplomacy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
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
    private static final List<double[]> BENDS =
            bends(new double[] {0, 10, -10, 20, -20, 30, -30, 45, -45, 60, -60, 80, -80});
    /** The bends for one of two units trading places: those bowed to its left first (the other bows to its own left), then the rest. */
    private static final List<double[]> APART_FIRST = BENDS.stream()
            .sorted(Comparator.comparing(b -> b[0] < 10 || b[1] < 10))
            .toList();
    /** Margins off the labels a detour keeps (widest first), and the radii its corners are rounded with. */
    private static final double[] MARGINS = {8, 6, HALF + 0.4}, ROUNDS = {16, 9, 4, 0};

    private static final int STEPS = 24;
    /** Bends wider than this are tried after the lanes through an arrow's corridor. */
    private static final double WIDE = 30;
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
                if (run + d >= goal && d > 0)
                    return line.get(i - 1)
                            .plus(line.get(i).minus(line.get(i - 1)).times((goal - run) / d));
                run += d;
            }
            return b();
        }

        /** From {@code a} to {@code b} along a cubic Bézier through {@code c1} and {@code c2}, ending towards {@code end}. */
        static Route cubic(Pt a, Pt c1, Pt c2, Pt b, Pt end) {
            List<Pt> pts = new ArrayList<>();
            for (int i = 0; i <= STEPS; i++) {
                double t = i / (double) STEPS, u = 1 - t;
                pts.add(a.times(u * u * u)
                        .plus(c1.times(3 * u * u * t))
                        .plus(c2.times(3 * u * t * t))
                        .plus(b.times(t * t * t)));
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
                d.append('L')
                        .append(xy(s))
                        .append('Q')
                        .append(xy(v))
                        .append(' ')
                        .append(xy(e));
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
     * small map (the rulebook figures), the places of the units standing on it (a line keeps off
     * every unit but the ones it joins) and the arrows drawn so far (an arrow keeps from crossing
     * them where it can).
     */
    record Scene(BoardGeometry g, boolean pad, List<Pt> units, List<Geometry> arrows, Map<List<Pt>, Pt> middles) {
        Scene(BoardGeometry g, boolean pad, List<Pt> units) {
            this(g, pad, units, new ArrayList<>(), new HashMap<>());
        }

        /** The boxes a line from {@code from} to {@code to} keeps off: the labels it could reach, the other units. */
        List<Envelope> obstacles(Pt from, Pt to) {
            List<Envelope> out = new ArrayList<>(labels(from, to));
            out.addAll(others(from, to));
            return out;
        }

        List<Envelope> labels(Pt from, Pt to) {
            Envelope reach = new Envelope(from.x(), to.x(), from.y(), to.y());
            reach.expandBy(Detours.REACH + 20);
            return OrderLines.labels(g, pad).stream().filter(reach::intersects).toList();
        }

        /** The boxes of the units other than the ones a line joins. */
        List<Envelope> others(Pt from, Pt to) {
            List<Envelope> out = new ArrayList<>();
            for (Pt u : units) {
                if (u.distance(from) > JOINED && u.distance(to) > JOINED)
                    out.add(new Envelope(
                            u.x() - UnitPlaces.UNIT,
                            u.x() + UnitPlaces.UNIT,
                            u.y() - UnitPlaces.UNIT,
                            u.y() + UnitPlaces.UNIT));
            }
            return out;
        }
    }

    /**
     * Where a move's arrow goes: inside a corridor of provinces where it can (null: anywhere), and
     * with {@code apart} bowed to its left where it can, so that two units trading places show two
     * arrows. A {@code strict} corridor (a convoyed army's, through its seas) weighs more.
     */
    record Way(Lanes.Corridor corridor, boolean apart, boolean strict) {
        static final Way ANY = new Way(null, false, false);

        Way(Lanes.Corridor corridor, boolean apart) {
            this(corridor, apart, false);
        }
    }

    /**
     * How far short of the unit's place an arrow's shaft ends: its head's tip (4 further) then stops
     * clear of the unit there, its hold ring (radius 12, stroke 2.4) or its dislodged cross, so no
     * head hides under them; a unit spot holds a counter's room ({@link BoardSpots}), so the tip is
     * still inside the province.
     */
    static final double END_GAP = 18;

    /** A unit this close to a line's end is the one it starts or ends at. */
    private static final double JOINED = 1;

    /** A move or retreat arrow from one unit's place to another's. */
    static Map<String, Object> arrow(Scene s, String kind, Pt from, Pt to) {
        return arrow(s, kind, from, to, Way.ANY);
    }

    /** A move or retreat arrow that goes its {@link Way}; the scene's later arrows keep from crossing it. */
    static Map<String, Object> arrow(Scene s, String kind, Pt from, Pt to, Way way) {
        Route r = route(s, from, to, 9, END_GAP, true, way);
        // a support or convoy line finds this arrow's middle by the units' places, before any moving apart
        List<Pt> units = List.of(from, to);
        if (way.apart() && from.distance(to) > 1e-9) {
            // of two units trading places, each arrow runs from and to a point a little to its own left of the units'
            // centres (where it bows first, APART_FIRST): the two arrows' ends lie apart, where otherwise one's head
            // would sit on the other's tail; less far, or not, where that would cross a label or unit the course did
            // not
            Envelope edge = new Envelope(0, s.g().width(), 0, s.g().height());
            int plain = hits(s.labels(from, to), edge, r, true);
            Pt u = to.minus(from).unit(), left = new Pt(u.y(), -u.x());
            for (double d : new double[] {APART_END, APART_END * 0.6}) {
                Pt a = from.plus(left.times(d)), b = to.plus(left.times(d));
                Route moved = route(s, a, b, 9, END_GAP, true, way);
                if (hits(s.labels(a, b), edge, moved, true) <= plain && endsIn(s.g(), way, moved, r)) {
                    from = a;
                    to = b;
                    r = moved;
                    break;
                }
            }
        }
        if (way.apart()) {
            // moved aside only where that touches no label or unit the course did not, and its start and head's tip
            // stay in their provinces
            Envelope board = new Envelope(0, s.g().width(), 0, s.g().height());
            List<Envelope> labels = s.obstacles(from, to);
            Route aside = beside(r);
            if (aside != null
                    && hits(labels, board, aside, true) <= hits(labels, board, r, true)
                    && endsIn(s.g(), way, aside, r)) r = aside;
        }
        s.arrows().add(line(r.line(), false));
        s.middles().put(units, r.at(0.5));
        Pt u = r.end(), n = new Pt(-u.y(), u.x());
        List<Pt> bar = bar(r, s.obstacles(from, to));
        Map<String, Object> m = drawn(kind, r, r.b());
        m.put("head", BoardGeometry.path(List.of(head(r.b(), u, n)), true));
        m.put("bar", BoardGeometry.path(List.of(bar), false));
        return m;
    }

    /** What the template draws of a line ending at {@code end}: its kind, path, ends and extent. */
    private static Map<String, Object> drawn(String kind, Route r, Pt end) {
        Map<String, Object> m = new HashMap<>();
        m.put("kind", kind);
        m.put("d", r.path());
        m.put("x1", r.a().x());
        m.put("y1", r.a().y());
        m.put("x2", end.x());
        m.put("y2", end.y());
        m.put("extent", extent(r));
        return m;
    }

    /**
     * A support or convoy line from a unit to what it supports (a unit, or the middle of a move),
     * with the zigzag drawn across it when it is cut ({@code cut}), where it crosses no label.
     */
    static Map<String, Object> line(Scene s, String kind, Pt from, Pt to) {
        Route r = route(s, from, to, 9, 0, false, Way.ANY);
        List<Pt> zig = zigzag(r, s.obstacles(from, to));
        Map<String, Object> m = drawn(kind, r, to);
        m.put("cut", BoardGeometry.path(List.of(zig), false));
        return m;
    }

    /** A zigzag across a line (the mark of a cut support, unlike a failed move's straight bar): near its middle, clear of labels. */
    private static List<Pt> zigzag(Route r, List<Envelope> labels) {
        return across(
                r,
                labels,
                (mid, u, m) -> List.of(
                        mid.plus(m.times(8)).minus(u.times(3)),
                        mid.plus(m.times(2.5)).plus(u.times(3)),
                        mid.minus(m.times(2.5)).minus(u.times(3)),
                        mid.minus(m.times(8)).plus(u.times(3))));
    }

    /** A mark's corners from where it stands on the line, the line's direction there and the normal to it. */
    private interface Mark {
        List<Pt> at(Pt mid, Pt along, Pt normal);
    }

    /** A mark across a line: at its middle, or the nearest place to it ({@link #BAR_AT}) where it crosses no label. */
    private static List<Pt> across(Route r, List<Envelope> labels, Mark mark) {
        List<Pt> first = null;
        for (double t : BAR_AT) {
            Pt mid = r.at(t), d = r.at(t + 0.01).minus(r.at(t - 0.01));
            Pt u = d.length() < 1e-9 ? new Pt(1, 0) : d.unit();
            List<Pt> shape = mark.at(mid, u, new Pt(-u.y(), u.x()));
            if (first == null) first = shape;
            if (hits(labels, List.of(line(shape, false)), List.of(BAR_HALF)) == 0) return shape;
        }
        return first;
    }

    /**
     * The middle of the arrow a move from {@code from} to {@code to} is drawn with (where a support
     * or convoy line points): of the one drawn in the scene, else of the one that would be.
     */
    static Pt middle(Scene s, Pt from, Pt to) {
        Pt drawn = s.middles().get(List.of(from, to));
        return drawn != null ? drawn : route(s, from, to, 9, 10, true, Way.ANY).at(0.5);
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
        return List.of(
                b.plus(u.times(4)),
                b.minus(u.times(5)).plus(n.times(5)),
                b.minus(u.times(5)).minus(n.times(5)));
    }

    /** The bar across a failed move: at its middle, or the nearest place to it where it crosses no label. */
    private static List<Pt> bar(Route r, List<Envelope> labels) {
        return across(r, labels, (mid, u, m) -> List.of(mid.plus(m.times(7)), mid.minus(m.times(7))));
    }

    /**
     * The line's course: the first (gentlest) bend that crosses no label or unit, stays in its
     * way's corridor and crosses no arrow drawn before; else, of the ways round (a lane through
     * the corridor, the shortest detour round the labels), the one that does; else whichever of
     * all of them does least harm, a label crossed weighing most, then leaving the corridor, then
     * crossing an arrow.
     */
    static Route route(Scene s, Pt from, Pt to, double startGap, double endGap, boolean head, Way way) {
        Envelope board = new Envelope(0, s.g().width(), 0, s.g().height());
        double len = Math.max(1e-6, from.distance(to));
        List<Envelope> labels = s.obstacles(from, to);
        Pt u = to.minus(from).times(1 / len), n = new Pt(-u.y(), u.x());
        Pick pick = new Pick();
        List<Route> wide = new ArrayList<>();
        for (double[] bend : way.apart() ? APART_FIRST : BENDS) {
            if (Math.max(Math.abs(bend[0]), Math.abs(bend[1])) > Math.max(20, len * 1.2)) continue;
            Pt c1 = from.plus(to.minus(from).times(1 / 3.0)).plus(n.times(bend[0] * 1.5));
            Pt c2 = from.plus(to.minus(from).times(2 / 3.0)).plus(n.times(bend[1] * 1.5));
            Pt start = c1.minus(from).length() < 1e-9 ? u : c1.minus(from).unit(),
                    end = to.minus(c2).length() < 1e-9 ? u : to.minus(c2).unit();
            Route r = Route.cubic(from.plus(start.times(startGap)), c1, c2, to.minus(end.times(endGap)), end);
            // a wide bend is tried only after the lanes through the corridor
            if (way.corridor() != null && Math.max(Math.abs(bend[0]), Math.abs(bend[1])) > WIDE) {
                wide.add(r);
                continue;
            }
            if (pick.take(r, harm(s, labels, board, r, head, way))) return r;
        }
        List<List<Pt>> ways = new ArrayList<>();
        if (way.corridor() != null) {
            for (double margin : MARGINS) {
                List<Pt> lane = Lanes.through(way.corridor(), List.of(), labels, from, to, margin);
                if (lane == null) continue;
                for (double round : ROUNDS) {
                    Route r = Route.polyline(lane, startGap, endGap, round);
                    if (r == null) continue;
                    if (pick.take(r, harm(s, labels, board, r, head, way))) return r;
                }
            }
            for (Route r : wide) {
                if (pick.take(r, harm(s, labels, board, r, head, way))) return r;
            }
        }
        // the detours round the labels, shortest first, a narrower margin counting as a little longer
        List<List<Pt>> detours = new ArrayList<>();
        List<Double> costs = new ArrayList<>();
        for (double margin : MARGINS) {
            List<Pt> corners = Detours.shortest(labels, board, from, to, margin, head ? endGap + 10 : 0);
            if (corners == null) continue;
            double cost = BoardGeometry.length(corners) + 3 * (MARGINS[0] - margin);
            int at = 0;
            while (at < costs.size() && costs.get(at) <= cost) at++;
            detours.add(at, corners);
            costs.add(at, cost);
        }
        ways.addAll(detours);
        for (List<Pt> corners : ways) {
            for (double round : ROUNDS) {
                Route r = Route.polyline(corners, startGap, endGap, round);
                if (r == null) continue;
                if (pick.take(r, harm(s, labels, board, r, head, way))) return r;
            }
        }
        return pick.best;
    }

    /**
     * The course moved a little to its left: of two units trading places, each arrow to its own
     * side, so that both show (and they keep off a straight way between labels much as the course did).
     */
    private static Route beside(Route r) {
        List<Pt> out = new ArrayList<>();
        List<Pt> line = r.line();
        for (int i = 0; i < line.size(); i++) {
            Pt d = line.get(Math.min(i + 1, line.size() - 1)).minus(line.get(Math.max(i - 1, 0)));
            Pt u = d.length() < 1e-9 ? r.end() : d.unit();
            out.add(line.get(i).plus(new Pt(u.y(), -u.x()).times(APART)));
        }
        return Route.polyline(out, 0, 0, 0);
    }

    /**
     * Whether a moved course's start and head's tip lie in each of its way's provinces that the
     * other course's did (no corridor: yes): Rome's arrow into Naples, moved aside, still ends in
     * Naples, not anywhere in Rome-and-Naples.
     */
    private static boolean endsIn(BoardGeometry g, Way way, Route moved, Route course) {
        if (way.corridor() == null) return true;
        for (int end = 0; end < 2; end++) {
            Pt m = end == 0 ? moved.a() : tip(moved), c = end == 0 ? course.a() : tip(course);
            for (String id : way.corridor().provinces()) if (inside(g, id, c) && !inside(g, id, m)) return false;
        }
        return true;
    }

    /** Where a move's arrow's head ends ({@link #head}). */
    private static Pt tip(Route r) {
        return r.b().plus(r.end().times(4));
    }

    private static boolean inside(BoardGeometry g, String province, Pt p) {
        return g.shape(province).contains(ProvinceShapes.GF.createPoint(new Coordinate(p.x(), p.y())));
    }

    /** How far each of two arrows between the same units stands off the course they share. */
    private static final double APART = 4;
    /** How far to its left of the units' centres each of two arrows between the same units starts and ends. */
    private static final double APART_END = 5;

    /** The least harmful course seen so far. */
    private static final class Pick {
        Route best;
        int least = Integer.MAX_VALUE;

        /** Keeps the course if it does less harm than any before; whether it does none. */
        boolean take(Route r, int harm) {
            if (harm < least) {
                least = harm;
                best = r;
            }
            return harm == 0;
        }
    }

    /**
     * What a course costs: 100 for each label or unit it touches (or leaving the board), 10 for
     * leaving its corridor (50 a strict one: less than a label still), 1 for each arrow it crosses,
     * 60 for running along one (of two units trading places).
     */
    private static int harm(Scene s, List<Envelope> labels, Envelope board, Route r, boolean head, Way way) {
        int harm = 100 * hits(labels, board, r, head);
        if (way.corridor() != null && !way.corridor().holds(r.line())) harm += way.strict() ? 50 : 10;
        if (head && !s.arrows().isEmpty()) {
            Geometry shaft = line(r.line(), false);
            for (Geometry a : s.arrows()) {
                if (a.intersects(shaft)) harm++;
                // of two units trading places, the second arrow keeps off the first (more than off its corridor)
                if (way.apart() && a.isWithinDistance(shaft, 4)) harm += 60;
            }
        }
        return harm;
    }

    /** Every pair of bends, the gentlest (least bent in all) first; a bow before an S. */
    private static List<double[]> bends(double[] steps) {
        List<double[]> out = new ArrayList<>();
        for (double a : steps) for (double b : steps) out.add(new double[] {a, b});
        out.sort(Comparator.comparingDouble(b -> Math.abs(b[0]) + Math.abs(b[1]) + (b[0] * b[1] < 0 ? 15 : 0)));
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
            Coordinate p = new Coordinate(line.get(i - 1).x(), line.get(i - 1).y()),
                    q = new Coordinate(line.get(i).x(), line.get(i).y());
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
                if (grown.intersects(ink.get(k).getEnvelopeInternal())
                        && ink.get(k).intersects(ProvinceShapes.GF.toGeometry(grown))) {
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
        // a course that bends near its end can come nearer the end than endGap along it: cut it where it first comes
        // that near
        Pt end = pts.get(pts.size() - 1);
        int j = out.size() - 1;
        while (j >= 0 && out.get(j).distance(end) < endGap - 1e-6) j--;
        if (j == out.size() - 1) return out;
        if (j < 0) return null;
        Pt a = out.get(j), b = out.get(j + 1);
        double lo = 0, hi = 1;
        for (int k = 0; k < 30; k++) {
            double mid = (lo + hi) / 2;
            if (a.plus(b.minus(a).times(mid)).distance(end) >= endGap) lo = mid;
            else hi = mid;
        }
        List<Pt> cut = new ArrayList<>(out.subList(0, j + 1));
        cut.add(a.plus(b.minus(a).times(lo)));
        return cut.size() < 2 || BoardGeometry.length(cut) < 4 ? null : cut;
    }
}
