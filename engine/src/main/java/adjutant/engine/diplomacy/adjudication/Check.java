package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * The legality check of one order: the unit it is for ({@code -1} if none), faults that
 * make it illegal, remarks that do not, and for moves and retreats the destination with
 * its coast settled.
 */
final class Check {
    final Order order;
    int unit = -1;
    final List<Reason> faults = new ArrayList<>();
    final List<Reason> remarks = new ArrayList<>();
    Location dest;

    Check(Order order) {
        this.order = order;
    }

    boolean legal() {
        return faults.isEmpty();
    }

    Check fault(Reason r) {
        faults.add(r);
        return this;
    }

    /**
     * The checks every order shares: a unit stands there, it is the orderer's, and the
     * written unit type (a remark only when wrong: DATC 4.C.2; the coast written for the
     * unit is ignored: 4.B.5). Returns the unit, or null after recording a fault.
     */
    static Unit ordered(Board board, Check c) {
        Order o = c.order;
        if (board.seating.isNeutral(o.power())) {
            c.fault(new Reason.NeutralPower(o.power()));
            return null;
        }
        int i = board.indexOf(o.unit().province());
        if (i < 0) {
            c.fault(new Reason.NoSuchUnit(o.unit()));
            return null;
        }
        Unit u = board.units.get(i);
        if (!u.power().equals(o.power())) {
            c.fault(new Reason.NotYourUnit(o.unit(), u.power()));
            return null;
        }
        if (o.type() != null && o.type() != u.type())
            c.remarks.add(new Reason.WrongUnitType(o.unit(), o.type(), u.type()));
        c.unit = i;
        return u;
    }

    /**
     * The one legal order each unit carries out (null where it has none). Several different
     * legal orders for one unit cancel out and are marked illegal (DATC 4.D.3); an order
     * repeated is one order.
     */
    static Check[] onePerUnit(List<Check> checks, int units) {
        Check[] first = new Check[units];
        boolean[] conflict = new boolean[units];
        for (Check c : checks) {
            if (!c.legal()) continue;
            if (first[c.unit] == null) first[c.unit] = c;
            else if (!first[c.unit].order.equals(c.order)) conflict[c.unit] = true;
        }
        for (Check c : checks) {
            if (c.legal() && conflict[c.unit])
                c.fault(new Reason.ConflictingOrders(c.order.unit().province()));
        }
        for (int i = 0; i < units; i++) {
            if (conflict[i]) first[i] = null;
        }
        return first;
    }
}
