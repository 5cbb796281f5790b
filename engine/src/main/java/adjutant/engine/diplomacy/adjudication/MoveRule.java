package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.List;

/** The move order: its legality, and the equations of DATC v3.0 section 5.B for moves and strengths. */
final class MoveRule {
    private MoveRule() {}

    // ---- legality ----

    static void check(Board b, Order.Move m, Unit u, Check c) {
        String p = m.to().province();
        Province to = b.map.province(p);
        if (to == null) {
            c.fault(new Reason.NotAdjacent(u.location(), m.to()));
        } else if (b.seating.isImpassable(p)) {
            c.fault(new Reason.Impassable(p));
        } else if (p.equals(u.province())) {
            c.fault(new Reason.SameProvince(p));
        } else if (!to.terrain().allows(u.type())) {
            c.fault(new Reason.CannotEnter(u.type(), p));
        } else if (u.type() == UnitType.FLEET) {
            c.dest = fleetDestination(b.map, u.location(), m.to(), c.faults);
        } else {
            c.dest = Location.of(p); // a coast written for an army is ignored (DATC 4.B.6)
            boolean adjacent = b.map.armyNeighbours(u.province()).contains(p);
            if ((!adjacent || m.viaConvoy()) && !ConvoyRoutes.exists(b.map, b.seaFleets, u.province(), p)) {
                boolean coasts = b.terrain(u.province()) == Terrain.COAST && to.terrain() == Terrain.COAST;
                c.fault(
                        adjacent || coasts
                                ? new Reason.NoConvoyRoute(u.province(), p)
                                : new Reason.NotAdjacent(u.location(), m.to()));
            }
        }
    }

    /**
     * Where a fleet moving from {@code from} to {@code to} lands: the coast written, or the
     * only coast it can reach (DATC 4.B.2); two reachable coasts need the order to choose.
     * An unknown coast is ignored (4.B.6). Adds a fault and returns null when it cannot go.
     */
    static Location fleetDestination(DipMap map, Location from, Location to, List<Reason> faults) {
        Province p = map.province(to.province());
        if (p.isSplit() && to.hasCoast() && p.coasts().contains(to.coast())) {
            if (map.fleetNeighbours(from).contains(to)) return to;
        } else if (p.isSplit()) {
            List<Location> coasts = map.reachableCoasts(from, p.id());
            if (coasts.size() == 1) return coasts.get(0);
            if (coasts.size() > 1) {
                faults.add(new Reason.CoastRequired(p.id()));
                return null;
            }
        } else if (map.fleetNeighbours(from).contains(to.bare())) {
            return to.bare();
        }
        faults.add(new Reason.NotAdjacent(from, to));
        return null;
    }

    // ---- equations ----

    /** 5.B.1: beat the defender (head to head) or the hold strength, and every unit competing for the province. */
    static boolean succeeds(Turn t, int i) {
        if (!path(t, i)) return false;
        int attack = attack(t, i);
        int j = t.occupant(t.target[i]);
        if (j >= 0 && t.headToHead(i, j)) {
            if (attack <= defend(t, j)) return false;
        } else if (attack <= hold(t, t.target[i])) {
            return false;
        }
        for (int k : t.movesInto(t.target[i])) {
            if (k != i && attack <= prevent(t, k)) return false;
        }
        return true;
    }

    /** 5.B.4: a direct move always has a path; a convoyed one needs a chain of standing, matching convoys. */
    static boolean path(Turn t, int i) {
        return !t.convoyed[i] || route(t, i, true);
    }

    /** A chain of the convoys ordered for move i; with {@code standing}, only convoys that were not disrupted. */
    static boolean route(Turn t, int i, boolean standing) {
        return route(t, i, standing, -1);
    }

    /** As {@link #route(Turn, int, boolean)}, leaving out the fleet {@code without} (-1: none). */
    static boolean route(Turn t, int i, boolean standing, int without) {
        List<Integer> fleets = t.convoysOf.get(i);
        if (fleets.isEmpty()) return false;
        List<String> seas =
                fleets.stream().filter(f -> f != without).map(t::province).toList();
        return ConvoyRoutes.exists(t.map, seas, s -> !standing || t.resolve(t.occupant(s)), t.province(i), t.target[i]);
    }

    /** 5.B.8: own units are never dislodged, nor does a power's support help dislodge its own unit. */
    static int attack(Turn t, int i) {
        if (!path(t, i)) return 0;
        int j = t.occupant(t.target[i]);
        if (j < 0 || t.kind[j] == Kind.MOVE && !t.headToHead(i, j) && t.resolve(j)) return 1 + supports(t, i, null);
        if (t.power(j).equals(t.power(i))) return 0;
        return 1 + supports(t, i, t.power(j));
    }

    /** 5.B.7. */
    static int defend(Turn t, int j) {
        return 1 + supports(t, j, null);
    }

    /** 5.B.6: a unit that lost a head-to-head battle no longer contests the winner's province. */
    static int prevent(Turn t, int k) {
        if (!path(t, k)) return 0;
        int j = t.occupant(t.target[k]);
        if (j >= 0 && t.headToHead(k, j) && t.resolve(j)) return 0;
        return 1 + supports(t, k, null);
    }

    /** 5.B.5. */
    static int hold(Turn t, String province) {
        int j = t.occupant(province);
        if (j < 0) return 0;
        if (t.kind[j] == Kind.MOVE) return t.resolve(j) ? 0 : 1;
        return 1 + supports(t, j, null);
    }

    /** Standing supports of unit i, not counting those given by {@code exceptPower}. */
    static int supports(Turn t, int i, String exceptPower) {
        int count = 0;
        for (int s : t.supportsOf.get(i)) {
            if ((exceptPower == null || !t.power(s).equals(exceptPower)) && t.resolve(s)) count++;
        }
        return count;
    }
}
