package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Province;
import java.util.ArrayList;
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

    /** Where a unit of a location is drawn; a coast without its own place falls back to the province's. */
    Pt unit(Location l) {
        Pt p = unit.get(l);
        return p != null ? p : unit.get(l.bare());
    }

    /** Where a standoff is marked in a province: at its unit spot when no unit stands there, else beside the unit. */
    Pt standoff(String province, boolean occupied) {
        return occupied ? aside(Location.of(province)) : unit(Location.of(province));
    }

    /** Where a unit of a location waiting to retreat is drawn, beside the unit that dislodged it. */
    Pt aside(Location l) {
        Pt p = aside.get(l);
        return p != null ? p : aside.get(l.bare());
    }

    private final Map<Location, Pt> unit = new LinkedHashMap<>();
    private final Map<Location, Pt> aside = new LinkedHashMap<>();
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
        unit.forEach((l, at) -> aside.put(l, best(g, l.province(), UNIT, at,
                placed.stream().filter(o -> !o.equals(at)).toList())));
    }

    /**
     * The first free place on rings around the unit {@code beside}: inside the province where one
     * is free, and far enough from the other provinces' units ({@code others}) not to cover them.
     */
    private Pt best(BoardGeometry g, String province, double half, Pt beside, List<Pt> others) {
        List<Pt> tries = new ArrayList<>();
        for (double r = 2 * UNIT + 1; r <= 70; r += 3) {
            for (int k = 0; k < 16; k++) {
                double a = Math.toRadians(90 + k * 22.5);
                tries.add(beside.plus(new Pt(Math.cos(a) * r, Math.sin(a) * r)));
            }
        }
        for (double[] rule : new double[][] {{0, half + ZONE}, {0, 0}, {Double.MAX_VALUE, 0}}) {
            for (Pt t : tries) {
                if (others.stream().allMatch(o -> o.distance(t) >= rule[1]) && free(g, province, t, half, beside, rule[0])) return t;
            }
        }
        return tries.get(0);
    }

    /** Whether a unit (half as wide as {@code half}) at {@code t} stays on the board, off every label and the unit beside it, and its centre no farther than {@code off} from its province. */
    private boolean free(BoardGeometry g, String province, Pt t, double half, Pt beside, double off) {
        Envelope e = new Envelope(t.x() - half, t.x() + half, t.y() - half, t.y() + half);
        if (e.getMinX() < 0 || e.getMinY() < 0 || e.getMaxX() > g.width() || e.getMaxY() > g.height()) return false;
        if (beside != null && e.intersects(new Envelope(beside.x() - ZONE, beside.x() + ZONE, beside.y() - ZONE, beside.y() + ZONE))) return false;
        if (off < Double.MAX_VALUE && !g.shape(province).isWithinDistance(ProvinceShapes.GF.createPoint(new Coordinate(t.x(), t.y())), off)) return false;
        return labels.stream().noneMatch(e::intersects);
    }
}
