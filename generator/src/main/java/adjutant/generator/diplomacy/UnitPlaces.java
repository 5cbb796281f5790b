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
        for (Province p : g.map.provinces()) {
            List<Location> locs = new ArrayList<>();
            if (p.isSplit()) for (String c : p.coasts()) locs.add(new Location(p.id(), c));
            locs.add(Location.of(p.id()));
            for (Location l : locs) {
                Province.Point tag = l.hasCoast() ? g.map.board().coastLabels().get(l) : null;
                Pt from = tag != null ? new Pt(tag.x(), tag.y()) : BoardGeometry.pt(p.label());
                Pt at = best(g, p.id(), from, ZONE, null);
                unit.put(l, at);
                aside.put(l, best(g, p.id(), at.plus(new Pt(0, 2 * UNIT + 1)), UNIT, at));
            }
        }
    }

    /**
     * The first free place on rings around {@code from} (straight above it first), inside the
     * province where one is free; with {@code beside}, one that also keeps clear of the unit there.
     */
    private Pt best(BoardGeometry g, String province, Pt from, double half, Pt beside) {
        List<Pt> tries = new ArrayList<>();
        if (beside == null) tries.add(from.plus(FIRST));
        for (double r = beside == null ? 14 : 2 * UNIT + 1; r <= 70; r += 3) {
            for (int k = 0; k < 16; k++) {
                double a = Math.toRadians(-90 + k * 22.5);
                tries.add((beside == null ? from : beside).plus(new Pt(Math.cos(a) * r, Math.sin(a) * r)));
            }
        }
        for (boolean inside : new boolean[] {true, false}) {
            for (Pt t : tries) {
                Envelope e = new Envelope(t.x() - half, t.x() + half, t.y() - half, t.y() + half);
                if (e.getMinX() < 0 || e.getMinY() < 0 || e.getMaxX() > g.width() || e.getMaxY() > g.height()) continue;
                if (beside != null && e.intersects(new Envelope(beside.x() - ZONE, beside.x() + ZONE, beside.y() - ZONE, beside.y() + ZONE))) continue;
                if (inside && !g.shape(province).covers(ProvinceShapes.GF.createPoint(new Coordinate(t.x(), t.y())))) continue;
                if (labels.stream().noneMatch(e::intersects)) return t;
            }
        }
        return tries.get(0);
    }
}
