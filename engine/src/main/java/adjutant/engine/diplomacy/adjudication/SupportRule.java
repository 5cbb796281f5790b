package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;

/** Support orders: their legality, and when a support is cut (DATC 5.B.2). */
final class SupportRule {
    private SupportRule() {}

    static void check(Board b, Order.SupportHold o, Unit u, Check c) {
        String p = Board.province(o.supported());
        if (b.indexOf(p) < 0) {
            c.fault(new Reason.NoSuchUnit(Location.of(p)));
        } else if (p.equals(u.province()) || !b.map.canReach(u.type(), u.location(), p)) {
            c.fault(new Reason.CannotSupportInto(p));
        }
    }

    /**
     * A supporter can support only into a province it could move to itself, on any coast
     * (DATC 6.B.4), and only a move that could ever be made, counting the units on the board
     * but not the supporter, which cannot convoy at the same time (6.D.31).
     */
    static void check(Board b, Order.SupportMove o, Unit u, Check c) {
        Location to = Location.parse(o.to());
        String from = Board.province(o.from());
        int v = b.indexOf(from);
        if (v < 0) {
            c.fault(new Reason.NoSuchUnit(Location.of(from)));
        } else if (to.province().equals(u.province()) || !b.map.canReach(u.type(), u.location(), to.province())) {
            c.fault(new Reason.CannotSupportInto(to.province()));
        } else if (!possible(b, b.units.get(v), to, u)) {
            c.fault(new Reason.SupportedMoveImpossible(from, to.province()));
        }
    }

    private static boolean possible(Board b, Unit mover, Location to, Unit supporter) {
        Province p = b.map.province(to.province());
        if (p == null || p.id().equals(mover.province()) || !p.terrain().allows(mover.type())) return false;
        if (mover.type() == UnitType.FLEET) {
            boolean coast = to.hasCoast() && p.coasts().contains(to.coast());
            return coast ? b.map.fleetNeighbours(mover.location()).contains(to) : b.map.canReach(UnitType.FLEET, mover.location(), p.id());
        }
        if (b.map.armyNeighbours(mover.province()).contains(p.id())) return true;
        var seas = b.seaFleets.stream().filter(s -> !s.equals(supporter.province())).toList();
        return ConvoyRoutes.exists(b.map, seas, mover.province(), p.id());
    }

    /**
     * Not cut: no unit of another power attacks the supporter (with a path) from anywhere
     * but the province the support goes into, and no unit dislodges it.
     */
    static boolean stands(Turn t, int s) {
        String here = t.province(s);
        for (int k : t.movesInto(here)) {
            if (!t.power(k).equals(t.power(s)) && !t.province(k).equals(t.target[s]) && MoveRule.path(t, k)) return false;
        }
        for (int k : t.movesInto(here)) {
            if (t.resolve(k)) return false;
        }
        return true;
    }
}
