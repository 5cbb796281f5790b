package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.RetreatResult;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A retreat phase: each dislodged unit retreats to one of the options computed after the
 * movement, or is disbanded. Two units retreating to one province are both disbanded;
 * an illegal retreat, or none, disbands the unit. A retreat is written like a move, so a
 * move order is read as a retreat here, and a removal as a disband.
 */
public final class RetreatPhase {
    private RetreatPhase() {}

    public static RetreatResult adjudicate(DipMap map, Position position, List<Order> orders) {
        List<Position.Dislodged> dislodged = position.dislodged();
        List<Check> checks = new ArrayList<>();
        for (Order o : orders) checks.add(check(map, position, o));
        Check[] retreat = Check.onePerUnit(checks, dislodged.size()); // the rest are disbanded
        Map<String, Integer> arrivals = new HashMap<>();
        for (Check c : retreat) {
            if (c != null && c.dest != null) arrivals.merge(c.dest.province(), 1, Integer::sum);
        }
        List<Verdict> verdicts = new ArrayList<>();
        List<Unit> units = new ArrayList<>(position.units());
        for (Check c : checks) {
            List<Reason> why = new ArrayList<>(c.faults);
            why.addAll(c.remarks);
            Status status = c.legal() ? Status.SUCCEEDS : Status.ILLEGAL;
            if (c.legal() && c.dest != null && arrivals.get(c.dest.province()) > 1) {
                why.add(new Reason.TwoRetreatsSamePlace(c.dest.province()));
                status = Status.FAILS;
            } else if (c.legal() && c.dest != null && retreat[c.unit] == c) {
                Unit u = dislodged.get(c.unit).unit();
                units.add(new Unit(u.type(), u.power(), c.dest));
            }
            verdicts.add(new Verdict(c.order, status, why));
        }
        for (int i = 0; i < dislodged.size(); i++) {
            int unit = i;
            if (checks.stream().anyMatch(c -> c.unit == unit)) continue;
            Unit u = dislodged.get(i).unit();
            Reason why =
                    dislodged.get(i).retreats().isEmpty() ? new Reason.NoRetreatPossible() : new Reason.NoOrderGiven();
            verdicts.add(
                    new Verdict(new Order.Disband(u.power(), u.type(), u.location()), Status.SUCCEEDS, List.of(why)));
        }
        return new RetreatResult(verdicts, Calendar.settled(map, position, units));
    }

    private static Check check(DipMap map, Position position, Order o) {
        Check c = new Check(o);
        boolean retreat = o instanceof Order.Retreat || o instanceof Order.Move;
        if (!retreat && !(o instanceof Order.Disband || o instanceof Order.Remove))
            return c.fault(new Reason.NotThisPhase(Phase.RETREAT));
        List<Position.Dislodged> dislodged = position.dislodged();
        int i = 0;
        while (i < dislodged.size()
                && !dislodged.get(i).unit().province().equals(o.unit().province())) i++;
        if (i == dislodged.size()) {
            boolean there = position.unitIn(o.unit().province()).isPresent();
            return c.fault(there ? new Reason.NotDislodged(o.unit()) : new Reason.NoSuchUnit(o.unit()));
        }
        Position.Dislodged d = dislodged.get(i);
        Unit u = d.unit();
        if (!u.power().equals(o.power())) return c.fault(new Reason.NotYourUnit(o.unit(), u.power()));
        if (o.type() != null && o.type() != u.type())
            c.remarks.add(new Reason.WrongUnitType(o.unit(), o.type(), u.type()));
        c.unit = i;
        if (retreat) {
            Location to = o instanceof Order.Retreat r ? r.to() : ((Order.Move) o).to();
            c.dest = destination(map, position, d, to, c.faults);
        }
        return c;
    }

    /** The retreat's place among the unit's options (a fleet's coast settled as for a move), or a fault saying why not. */
    private static Location destination(
            DipMap map, Position position, Position.Dislodged d, Location to, List<Reason> faults) {
        Unit u = d.unit();
        Province p = map.province(to.province());
        if (p == null) {
            faults.add(new Reason.NotAdjacent(u.location(), to));
            return null;
        }
        if (!p.terrain().allows(u.type())) {
            faults.add(new Reason.CannotEnter(u.type(), p.id()));
            return null;
        }
        if (position.seating().isImpassable(p.id())) {
            faults.add(new Reason.Impassable(p.id()));
            return null;
        }
        Location place = u.type() == UnitType.ARMY
                ? Location.of(p.id())
                : u.province().equals(p.id()) ? null : MoveRule.fleetDestination(map, u.location(), to, faults);
        if (u.province().equals(p.id())) faults.add(new Reason.SameProvince(p.id()));
        if (!faults.isEmpty()) return null;
        if (d.retreats().contains(place)) return place;
        if (u.type() == UnitType.ARMY && !map.armyNeighbours(u.province()).contains(p.id())) {
            faults.add(new Reason.NotAdjacent(u.location(), to));
        } else if (p.id().equals(d.attackerFrom())) {
            faults.add(new Reason.RetreatToAttackerOrigin(p.id()));
        } else if (position.unitIn(p.id()).isPresent()) {
            faults.add(new Reason.RetreatOccupied(p.id()));
        } else {
            faults.add(new Reason.RetreatToStandoff(p.id()));
        }
        return null;
    }
}
