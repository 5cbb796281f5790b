package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;

/** Convoy orders: their legality, and when a convoy stands (DATC 5.B.3). */
final class ConvoyRule {
    private ConvoyRule() {}

    static void check(Board b, Order.Convoy o, Unit u, Check c) {
        String from = Board.province(o.from());
        String to = Board.province(o.to());
        Unit army = b.unitIn(from);
        if (u.type() != UnitType.FLEET || b.terrain(u.province()) != Terrain.SEA) {
            c.fault(new Reason.ConvoyByNonSeaFleet(u.location()));
        } else if (army == null) {
            c.fault(new Reason.NoSuchUnit(Location.of(from)));
        } else if (army.type() != UnitType.ARMY) {
            c.fault(new Reason.ConvoyOfFleet(from));
        } else if (from.equals(to)) {
            c.fault(new Reason.SameProvince(to));
        } else if (b.seating.isImpassable(to)) {
            c.fault(new Reason.Impassable(to));
        } else if (!ConvoyRoutes.necessary(b.map, b.seaFleets, u.province(), from, to)) {
            c.fault(new Reason.NotOnConvoyRoute(from, to));
        }
    }

    /**
     * The convoying fleet is not dislodged. The attackers' moves are adjudicated here
     * directly rather than resolved, so that a convoy paradox forms one clean cycle
     * (the trick of DATC 5.D for Pandin's paradox).
     */
    static boolean stands(Turn t, int c) {
        for (int k : t.movesInto(t.province(c))) {
            boolean dislodges = t.resolver.isResolved(k) ? t.resolve(k) : MoveRule.succeeds(t, k);
            if (dislodges) return false;
        }
        return true;
    }
}
