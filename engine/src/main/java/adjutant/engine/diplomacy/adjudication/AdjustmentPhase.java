package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.AdjustmentResult;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The adjustment phase after Fall: a power with more supply centres than units may build
 * in its own vacant home centres that it still controls, a power with fewer must remove
 * units. Orders are taken one by one, the first legal ones count (DATC 4.D.4, 4.D.6);
 * missing removals are made by the civil disorder rule, missing builds are waived. A
 * neutral power (a game for fewer players) gives no orders and builds nothing; it loses
 * units by the civil disorder rule when it has lost centres (Adjutant's reading: seed 003
 * says only that its units hold; seed 002 treats it as a power in civil disorder).
 */
public final class AdjustmentPhase {
    private AdjustmentPhase() {}

    /** Supply centres minus units, per power: builds owed (positive) or removals (negative). */
    public static Map<String, Integer> owed(DipMap map, Position position) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Power p : map.powers()) {
            int diff =
                    (int) position.centresOf(p.id()) - position.unitsOf(p.id()).size();
            out.put(p.id(), position.seating().isNeutral(p.id()) ? Math.min(0, diff) : diff);
        }
        return out;
    }

    /**
     * @throws IllegalStateException when a coin toss is due before this adjustment and not
     *         recorded ({@link adjutant.engine.diplomacy.Seating#tossDue}): callers ask for it first
     */
    public static AdjustmentResult adjudicate(DipMap map, Position position, List<Order> orders) {
        if (position.seating().tossDue(position)) {
            throw new IllegalStateException(
                    "the coin toss for " + position.seating().coinToss().power() + " is not recorded");
        }
        Map<String, Integer> owed = owed(map, position);
        Map<String, Integer> used = new LinkedHashMap<>();
        List<Unit> units = new ArrayList<>(position.units());
        Set<String> occupied = new HashSet<>();
        Set<String> removed = new HashSet<>();
        units.forEach(u -> occupied.add(u.province()));
        List<Verdict> verdicts = new ArrayList<>();
        for (Order o : orders) {
            List<Reason> why = new ArrayList<>();
            Unit change = null;
            if (position.seating().isNeutral(o.power())) why.add(new Reason.NeutralPower(o.power()));
            else if (o instanceof Order.Build b) change = build(map, position, b, owed, used, occupied, why);
            else if (o instanceof Order.Waive w) waive(w.power(), owed, used, why);
            else if (o instanceof Order.Remove || o instanceof Order.Disband)
                change = remove(o, owed, used, units, removed, why);
            else why.add(new Reason.NotThisPhase(Phase.ADJUSTMENT));
            boolean legal = why.stream().allMatch(Reason.WrongUnitType.class::isInstance); // a remark only
            if (legal && o instanceof Order.Build) {
                units.add(change);
                occupied.add(change.province());
            } else if (legal && change != null) {
                units.remove(change);
                removed.add(change.province());
            }
            if (legal) used.merge(o.power(), 1, Integer::sum);
            verdicts.add(new Verdict(o, legal ? Status.SUCCEEDS : Status.ILLEGAL, why));
        }
        for (Power p : map.powers()) {
            int missing = -owed.get(p.id()) - used.getOrDefault(p.id(), 0);
            if (missing <= 0) continue;
            Set<String> homes = Set.copyOf(p.homeCentres());
            List<Unit> mine =
                    units.stream().filter(u -> u.power().equals(p.id())).toList();
            for (Unit u : CivilDisorder.choose(map, mine, homes, missing)) {
                units.remove(u);
                Reason why = new Reason.CivilDisorderRemoval(CivilDisorder.distance(map, u, homes));
                verdicts.add(new Verdict(
                        new Order.Remove(u.power(), u.type(), u.location()), Status.SUCCEEDS, List.of(why)));
            }
        }
        return new AdjustmentResult(verdicts, Calendar.nextYear(position, units), owed);
    }

    private static Unit build(
            DipMap map,
            Position position,
            Order.Build b,
            Map<String, Integer> owed,
            Map<String, Integer> used,
            Set<String> occupied,
            List<Reason> why) {
        String id = b.unit().province();
        Province p = map.province(id);
        int allowed = owed.getOrDefault(b.power(), 0);
        if (allowed <= 0) why.add(new Reason.NoBuildsOwed(b.power()));
        else if (used.getOrDefault(b.power(), 0) >= allowed) why.add(new Reason.TooManyBuilds(allowed));
        else if (p == null || !b.power().equals(p.home())) why.add(new Reason.NotHomeCentre(id));
        else if (!b.power().equals(position.owners().get(id))) why.add(new Reason.CentreNotOwned(id));
        else if (occupied.contains(id)) why.add(new Reason.CentreOccupied(id));
        if (!why.isEmpty()) return null;
        UnitType type = b.type() != null ? b.type() : p.terrain() == Terrain.LAND ? UnitType.ARMY : null;
        if (type == null) {
            why.add(new Reason.UnitTypeRequired(id));
            return null;
        }
        if (!p.terrain().allows(type)) {
            why.add(new Reason.CannotEnter(type, id));
            return null;
        }
        Location at = Location.of(id);
        if (type == UnitType.FLEET && p.isSplit()) {
            if (!b.unit().hasCoast() || !p.coasts().contains(b.unit().coast())) {
                why.add(new Reason.CoastRequired(id));
                return null;
            }
            at = b.unit();
        }
        return new Unit(type, b.power(), at);
    }

    private static void waive(String power, Map<String, Integer> owed, Map<String, Integer> used, List<Reason> why) {
        int allowed = owed.getOrDefault(power, 0);
        if (allowed <= 0) why.add(new Reason.NoBuildsOwed(power));
        else if (used.getOrDefault(power, 0) >= allowed) why.add(new Reason.TooManyBuilds(allowed));
    }

    private static Unit remove(
            Order o,
            Map<String, Integer> owed,
            Map<String, Integer> used,
            List<Unit> units,
            Set<String> removed,
            List<Reason> why) {
        int required = -owed.getOrDefault(o.power(), 0);
        Unit u = units.stream()
                .filter(x -> x.province().equals(o.unit().province()))
                .findFirst()
                .orElse(null);
        if (required <= 0) why.add(new Reason.NoRemovalsOwed(o.power()));
        else if (used.getOrDefault(o.power(), 0) >= required) why.add(new Reason.TooManyRemovals(required));
        else if (u == null)
            why.add(
                    removed.contains(o.unit().province())
                            ? new Reason.AlreadyRemoved(o.unit())
                            : new Reason.NoSuchUnit(o.unit()));
        else if (!u.power().equals(o.power())) why.add(new Reason.NotYourUnit(o.unit(), u.power()));
        else if (o.type() != null && o.type() != u.type())
            why.add(new Reason.WrongUnitType(o.unit(), o.type(), u.type()));
        return u;
    }
}
