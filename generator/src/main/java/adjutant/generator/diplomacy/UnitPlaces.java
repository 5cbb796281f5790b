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
 * Where the turn maps and the rulebook figures draw a unit of each location, and where a unit
 * waiting to retreat stands beside it: near the province's label (a fleet on a split coast near
 * its coast tag), inside the province, and clear of every label of both drawings (the board's
 * and the small map's), so a unit, its hold or build ring never covers a label.
 */
final class UnitPlaces {
    /** Half the size of what is drawn at a unit's place: the unit with its hold or build ring (board units). */
    static final double ZONE = 13.5;
    /** Half the size of a unit alone (the dislodged cross included). */
    static final double UNIT = 10.5;
    /** The place tried first, from the label: just above it, as the board's own art puts units. */
    private static final Pt FIRST = new Pt(0, -14);
    /**
     * Where a unit may stand, the first rule that leaves room winning: how far its centre may be
     * off its province, and how far it stands from the units of the provinces placed before. Far
     * enough for an arrow between neighbours to show its shaft and head, inside its province; else
     * at least not overlapping them, its centre rather just outside its province than on another unit.
     */
    private static final double[][] RULES = {{0, 42}, {0, 2 * ZONE}, {12, 2 * ZONE}, {0, 0}, {Double.MAX_VALUE, 0}};

    /** Where a unit of a location is drawn; a coast without its own place falls back to the province's. */
    Pt unit(Location l) {
        Pt p = unit.get(l);
        return p != null ? p : unit.get(l.bare());
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
        // the provinces with least room for a unit choose first, so that a roomier neighbour makes way
        List<Province> order = new ArrayList<>(g.map.provinces());
        Map<String, Long> room = new LinkedHashMap<>();
        for (Province p : order) room.put(p.id(), tries(BoardGeometry.pt(p.label()), null).stream().filter(t -> free(g, p.id(), t, ZONE, null, 0)).count());
        order.sort(java.util.Comparator.comparingLong(p -> room.get(p.id())));
        List<Pt> placed = new ArrayList<>();
        for (Province p : order) {
            List<Pt> others = List.copyOf(placed);
            List<Location> locs = new ArrayList<>();
            if (p.isSplit()) for (String c : p.coasts()) locs.add(new Location(p.id(), c));
            locs.add(Location.of(p.id()));
            for (Location l : locs) {
                Province.Point tag = l.hasCoast() ? g.map.board().coastLabels().get(l) : null;
                Pt from = tag != null ? new Pt(tag.x(), tag.y()) : BoardGeometry.pt(p.label());
                Pt at = best(g, p.id(), from, ZONE, null, others);
                unit.put(l, at);
                placed.add(at);
                aside.put(l, best(g, p.id(), at.plus(new Pt(0, 2 * UNIT + 1)), UNIT, at, others));
            }
        }
    }

    /**
     * The first free place on rings around {@code from} (straight above it first), inside the
     * province where one is free, and far enough from the units of the provinces placed before
     * ({@code others}) for an arrow between them to read; with {@code beside}, one that also keeps
     * clear of the unit there.
     */
    private Pt best(BoardGeometry g, String province, Pt from, double half, Pt beside, List<Pt> others) {
        List<Pt> tries = tries(from, beside);
        for (double[] rule : beside == null ? RULES : new double[][] {{0, half + ZONE}, {0, 0}, {Double.MAX_VALUE, 0}}) {
            for (Pt t : tries) {
                if (others.stream().allMatch(o -> o.distance(t) >= rule[1]) && free(g, province, t, half, beside, rule[0])) return t;
            }
        }
        return tries.get(0);
    }

    /** The places tried, nearest first: rings around {@code from} (straight above it first), or around the unit {@code beside}. */
    private static List<Pt> tries(Pt from, Pt beside) {
        List<Pt> tries = new ArrayList<>();
        if (beside == null) tries.add(from.plus(FIRST));
        for (double r = beside == null ? 14 : 2 * UNIT + 1; r <= 70; r += 3) {
            for (int k = 0; k < 16; k++) {
                double a = Math.toRadians(-90 + k * 22.5);
                tries.add((beside == null ? from : beside).plus(new Pt(Math.cos(a) * r, Math.sin(a) * r)));
            }
        }
        return tries;
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
