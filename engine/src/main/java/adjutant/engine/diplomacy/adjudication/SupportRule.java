package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.List;

/** Support orders: their legality, and when a support is cut (DATC 5.B.2, with rules 21 and 22 of seed 003). */
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
        } else if (b.seating.isImpassable(to.province())) {
            c.fault(new Reason.Impassable(to.province()));
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
            return coast
                    ? b.map.fleetNeighbours(mover.location()).contains(to)
                    : b.map.canReach(UnitType.FLEET, mover.location(), p.id());
        }
        if (b.map.armyNeighbours(mover.province()).contains(p.id())) return true;
        var seas = b.seaFleets.stream()
                .filter(s -> !s.equals(supporter.province()))
                .toList();
        return ConvoyRoutes.exists(b.map, seas, mover.province(), p.id());
    }

    /**
     * Not cut (seed 003, rules 13, 14, 16, 21, 22): no attacker {@link #cuts cuts} it, and no
     * unit dislodges it, except a convoyed army that rule 21 keeps from cutting it.
     */
    static boolean stands(Turn t, int s) {
        List<Integer> attackers = t.movesInto(t.province(s));
        for (int k : attackers) {
            if (cuts(t, k, s)) return false;
        }
        for (int k : attackers) {
            if (!spares(t, k, s) && t.resolve(k)) return false; // asked first, so the paradox core is never entered
        }
        return true;
    }

    /**
     * Whether the attack of unit k cuts support s: it comes from another power (rule 16), not
     * from the province the support goes into (rule 13), and reaches the supporter (has a
     * path), unless rule 21 spares the support.
     */
    static boolean cuts(Turn t, int k, int s) {
        if (t.power(k).equals(t.power(s)) || t.province(k).equals(t.target[s])) return false;
        int fleet = convoyAttacked(t, k, s);
        return fleet < 0 ? MoveRule.path(t, k) : MoveRule.route(t, k, true, fleet);
    }

    /**
     * Rule 21: a convoyed army neither cuts nor (as the DATC reads it, 6.F.17) by dislodging
     * cancels the support of an attack on a fleet convoying it; by rule 22 it does when a
     * route without that fleet still stands. Deciding this never asks whether the attacked
     * fleet is dislodged, which is what keeps these convoy paradoxes from arising at all.
     */
    static boolean spares(Turn t, int k, int s) {
        int fleet = convoyAttacked(t, k, s);
        return fleet >= 0 && !MoveRule.route(t, k, true, fleet);
    }

    /** The fleet convoying army k that support s helps to attack, or -1 (rules 21 and 22 do not apply). */
    private static int convoyAttacked(Turn t, int k, int s) {
        if (t.kind[s] != Kind.SUPPORT_MOVE || !t.convoyed[k]) return -1;
        int fleet = t.occupant(t.target[s]);
        return fleet >= 0 && t.convoysOf.get(k).contains(fleet) ? fleet : -1;
    }
}
