package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Province;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;

/**
 * Where the turn maps and the rulebook figures draw a unit of each location: at its province's
 * unit spot (a fleet on a split coast at its coast's, {@link BoardSpots}), where the board marks
 * a counter's square; and where a unit waiting to retreat stands beside it: inside the province
 * where there is room, clear of every label of both drawings (the board's and the small map's).
 */
final class UnitPlaces {
    /** Half the size of what is drawn at a unit's place: the unit with its hold or build ring (board units). */
    static final double ZONE = 13.5;
    /** Half the size of a unit alone (the dislodged cross included). */
    static final double UNIT = 10.5;
    /** Half the size of a standoff's mark, its outline's stroke included. */
    static final double STANDOFF = 9.7;
    /** The smallest a standoff's mark is drawn (as a share of {@link #STANDOFF}) where its province has no room for it whole beside its unit. */
    static final double SMALLEST = 0.6;
    /** Half the square round a unit's centre that a mark beside it keeps clear of: the unit with its ring, and an arrow's tip ({@link OrderLines#END_GAP} less the head). */
    private static final double CLEAR = OrderLines.END_GAP - 4 + 1;
    /** How many of the rules of {@link #first} keep a mark wholly inside its province. */
    private static final int WHOLE = 4;

    /** Where a unit of a location is drawn; a coast without its own place falls back to the province's. */
    Pt unit(Location l) {
        Pt p = unit.get(l);
        return p != null ? p : unit.get(l.bare());
    }

    /** Where a standoff is marked in a province: at its unit spot when no unit stands there, else beside the unit. */
    Pt standoff(String province, boolean occupied, boolean pad) {
        return occupied ? standoff.get(pad).get(province) : unit(Location.of(province));
    }

    /** Half the size of the standoff's mark drawn at {@link #standoff}: {@link #STANDOFF}, smaller where the province has no room for it whole beside its unit. */
    double standoffHalf(String province, boolean occupied, boolean pad) {
        return occupied ? standoffHalf.get(pad).getOrDefault(province, STANDOFF) : STANDOFF;
    }

    /** What the templates draw for a standoff in a province: its place, and its scale (1 at full size). */
    static Map<String, Object> standoffMark(UnitPlaces places, String province, boolean occupied, boolean pad) {
        Pt c = places.standoff(province, occupied, pad);
        double scale = places.standoffHalf(province, occupied, pad) / STANDOFF;
        return Map.of("kind", "standoff", "x", c.x(), "y", c.y(), "province", province, "scale", scale);
    }

    private BoardRoom.Chebyshev room(BoardGeometry g, String province) {
        return room.computeIfAbsent(province, k -> new BoardRoom.Chebyshev(g.shape(k)));
    }

    /** Where a unit of a location waiting to retreat is drawn, beside the unit that dislodged it, on the board ({@code pad} false) or the figures. */
    Pt aside(Location l, boolean pad) {
        Pt p = aside.get(pad).get(l);
        return p != null ? p : aside.get(pad).get(l.bare());
    }

    private final Map<Location, Pt> unit = new LinkedHashMap<>();
    /** By drawing (the board's labels, or with true the small map's of the figures): the places beside each unit. */
    private final Map<Boolean, Map<Location, Pt>> aside = new LinkedHashMap<>();

    private final Map<Boolean, Map<String, Pt>> standoff = new LinkedHashMap<>();
    /** By drawing: the half sizes of the standoff marks drawn smaller than {@link #STANDOFF}. */
    private final Map<Boolean, Map<String, Double>> standoffHalf = new LinkedHashMap<>();
    /** Each province's room (maximum-norm distance to its outline), measured where a unit beside another is tried. */
    private final Map<String, BoardRoom.Chebyshev> room = new HashMap<>();
    /** Every label box of both drawings (what a unit keeps clear of), and of each alone (what an order line keeps clear of). */
    final List<Envelope> labels, board, pad;

    UnitPlaces(BoardGeometry g) {
        board = LabelBoxes.drawn(g, false);
        pad = LabelBoxes.drawn(g, true);
        labels = new ArrayList<>(board);
        labels.addAll(pad);
        for (Province p : g.map.provinces()) {
            BoardSpots.Spot s = g.spot(p.id());
            unit.put(Location.of(p.id()), s.unit());
            s.coasts().forEach((c, at) -> unit.put(new Location(p.id(), c), at));
        }
        List<Pt> placed = List.copyOf(unit.values());
        for (boolean small : new boolean[] {false, true}) {
            Map<Location, Pt> asides = new LinkedHashMap<>();
            Map<String, Pt> standoffs = new LinkedHashMap<>();
            Map<String, Double> halves = new LinkedHashMap<>();
            List<Envelope> keep = small ? pad : board;
            unit.forEach((l, at) -> {
                List<Pt> others = placed.stream().filter(o -> !o.equals(at)).toList();
                // beside the unit, clear of where an arrow's head stops short of it (OrderLines.END_GAP), so no head
                // hides under it
                Around around = new Around(g, l.province(), at, others, keep);
                asides.put(l, best(around, UNIT, false));
                // a standoff's mark is the province's: wholly inside it where there is room, even over its unit's ring
                // beside it; where there is no room for it whole (Belgium, Holland, Heligoland, Tunis), the largest
                // smaller mark that fits wholly inside, off the unit and the labels
                if (!l.hasCoast()) {
                    Pt s = best(around, STANDOFF, true);
                    if (room(g, l.province()).at(s.x(), s.y()) < STANDOFF) {
                        Pt smaller = null;
                        double half = STANDOFF;
                        // clear of the unit by the widest margin first (off where an arrow's head stops, then its
                        // ring, then its counter: rules 0-1, 2, 3 of first), then the largest size in tenths of a unit
                        for (int[] rules : new int[][] {{0, 2}, {2, 3}, {3, WHOLE}}) {
                            for (int t = (int) Math.round(STANDOFF * 10) - 1;
                                    smaller == null && t >= Math.ceil(SMALLEST * STANDOFF * 10);
                                    t--) {
                                half = t / 10.0;
                                smaller = first(around, half, rules[0], rules[1]);
                            }
                            if (smaller != null) break;
                        }
                        // none even at the smallest: the mark's centre stays inside (UnitPlacesTest fails on it)
                        if (smaller != null) {
                            s = smaller;
                            halves.put(l.province(), half);
                        }
                    }
                    standoffs.put(l.province(), s);
                }
            });
            aside.put(small, asides);
            standoff.put(small, standoffs);
            standoffHalf.put(small, halves);
        }
    }

    /** Where a mark beside a unit is sought: the province, the unit's place, the other units' places, the labels to keep off. */
    private record Around(BoardGeometry g, String province, Pt beside, List<Pt> others, List<Envelope> labels) {}

    /**
     * The first free place on rings around the unit {@code beside}: inside the province where one
     * is free, and far enough from the other provinces' units ({@code others}) not to cover them.
     */
    private Pt best(Around a, double half, boolean whole) {
        Pt free = first(a, half, 0, whole ? WHOLE + 2 : WHOLE + 3);
        if (free != null) return free;
        BoardGeometry g = a.g();
        String province = a.province();
        Pt beside = a.beside();
        List<Envelope> labels = a.labels();
        // nowhere free: wholly inside the province, over as few labels as may be, off the unit or else as far from it
        // as may be
        List<Pt> tries = rings(g, province, half, beside);
        BoardRoom.Chebyshev d = room(g, province);
        for (double r = 3; r < half + UNIT + 1; r += 3) {
            for (int k = 0; k < 16; k++)
                tries.add(beside.plus(new Pt(Math.cos(Math.PI * k / 8) * r, Math.sin(Math.PI * k / 8) * r)));
        }
        Envelope unit = BoardSpots.square(beside, UNIT + 0.5);
        return tries.stream()
                .filter(t -> d.at(t.x(), t.y()) >= half)
                .min(Comparator.<Pt>comparingLong(t -> labels.stream()
                                .filter(BoardSpots.square(t, half)::intersects)
                                .count())
                        .thenComparing(t -> BoardSpots.square(t, half).intersects(unit))
                        .thenComparingDouble(t -> -t.distance(beside)))
                .orElse(tries.get(0));
    }

    /** Places on rings around the unit {@code beside}, nearest first. */
    private static List<Pt> rings(BoardGeometry g, String province, double half, Pt beside) {
        List<Pt> tries = new ArrayList<>();
        Envelope env = g.shape(province).getEnvelopeInternal();
        double far = Math.max(70, Math.hypot(env.getWidth(), env.getHeight()));
        for (double r = half + UNIT + 1; r <= far; r += 3) {
            int n = Math.max(16, (int) (2 * Math.PI * r / 5));
            for (int k = 0; k < n; k++) {
                double a = Math.PI / 2 + 2 * Math.PI * k / n;
                tries.add(beside.plus(new Pt(Math.cos(a) * r, Math.sin(a) * r)));
            }
        }
        return tries;
    }

    /**
     * The first free place on rings around the unit {@code beside} by the strictest rule that finds one
     * (null if none) of the rules {@code from} (inclusive) {@code to} (exclusive): the first four keep the
     * whole mark inside the province, the next two its centre, the last neither.
     */
    private Pt first(Around a, double half, int from, int to) {
        List<Pt> tries = rings(a.g(), a.province(), half, a.beside());
        // {off, apart, clear}: off -1, the whole mark inside the province, 0 its centre; apart from other units; clear
        // of the unit beside it: where an arrow stops short of it first, then its ring, then its counter
        double[][] rules = {
            {-1, half + ZONE, CLEAR},
            {-1, 0, CLEAR},
            {-1, 0, ZONE},
            {-1, 0, UNIT + 0.5},
            {0, 0, CLEAR},
            {0, 0, UNIT + 0.5},
            {Double.MAX_VALUE, 0, CLEAR}
        };
        for (double[] rule : Arrays.copyOfRange(rules, from, to)) {
            for (Pt t : tries) {
                if (a.others().stream().allMatch(o -> o.distance(t) >= rule[1])
                        && free(a.g(), a.province(), t, half, a.beside(), rule[2], rule[0], a.labels())) return t;
            }
        }
        return null;
    }

    /** Whether a unit (half as wide as {@code half}) at {@code t} stays on the board, off every label and the unit beside it, and wholly inside its province (off -1) or its centre no farther than {@code off} from it. */
    private boolean free(
            BoardGeometry g,
            String province,
            Pt t,
            double half,
            Pt beside,
            double clear,
            double off,
            List<Envelope> labels) {
        Envelope e = new Envelope(t.x() - half, t.x() + half, t.y() - half, t.y() + half);
        if (e.getMinX() < 0 || e.getMinY() < 0 || e.getMaxX() > g.width() || e.getMaxY() > g.height()) return false;
        if (beside != null
                && e.intersects(
                        new Envelope(beside.x() - clear, beside.x() + clear, beside.y() - clear, beside.y() + clear)))
            return false;
        if (off < 0 && room(g, province).at(t.x(), t.y()) < half) return false;
        if (off >= 0
                && off < Double.MAX_VALUE
                && !g.shape(province)
                        .isWithinDistance(ProvinceShapes.GF.createPoint(new Coordinate(t.x(), t.y())), off))
            return false;
        return labels.stream().noneMatch(e::intersects);
    }
}
