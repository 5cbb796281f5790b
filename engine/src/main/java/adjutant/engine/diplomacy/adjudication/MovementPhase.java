package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.MovementResult;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.Verdict;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A movement phase: validate → default orders → resolve → execute. */
public final class MovementPhase {
    private MovementPhase() {}

    public static MovementResult adjudicate(DipMap map, Position position, List<Order> orders) {
        Board board = new Board(map, position.units(), position.seating());
        List<Check> checks = validate(board, orders);
        Check[] perUnit = Check.onePerUnit(checks, board.units.size()); // the rest hold
        Turn turn = resolve(board, perUnit);
        return execute(position, turn, checks);
    }

    // ---- validate ----

    static List<Check> validate(Board board, List<Order> orders) {
        List<Check> out = new ArrayList<>(orders.size());
        for (Order o : orders) out.add(check(board, o));
        return out;
    }

    static Check check(Board board, Order o) {
        Check c = new Check(o);
        boolean movementOrder = o instanceof Order.Hold
                || o instanceof Order.Move
                || o instanceof Order.SupportHold
                || o instanceof Order.SupportMove
                || o instanceof Order.Convoy;
        if (!movementOrder) return c.fault(new Reason.NotThisPhase(Phase.MOVEMENT));
        Unit u = Check.ordered(board, c);
        if (u == null) return c;
        if (o instanceof Order.Move m) MoveRule.check(board, m, u, c);
        else if (o instanceof Order.SupportHold s) SupportRule.check(board, s, u, c);
        else if (o instanceof Order.SupportMove s) SupportRule.check(board, s, u, c);
        else if (o instanceof Order.Convoy v) ConvoyRule.check(board, v, u, c);
        return c;
    }

    // ---- resolve ----

    private static Turn resolve(Board board, Check[] perUnit) {
        Turn turn = new Turn(board, perUnit);
        for (int i = 0; i < turn.n; i++) {
            if (turn.kind[i] != Kind.HOLD) turn.resolve(i);
        }
        return turn;
    }

    // ---- execute ----

    private static MovementResult execute(Position position, Turn t, List<Check> checks) {
        int[] dislodgedBy = new int[t.n];
        boolean[] moved = new boolean[t.n];
        List<Unit> units = new ArrayList<>(t.n);
        Set<String> occupied = new HashSet<>();
        for (int i = 0; i < t.n; i++) {
            moved[i] = t.kind[i] == Kind.MOVE && t.resolve(i);
            dislodgedBy[i] = -1;
            if (!moved[i]) {
                for (int k : t.movesInto(t.province(i))) {
                    if (t.resolve(k)) dislodgedBy[i] = k;
                }
            }
        }
        for (int i = 0; i < t.n; i++) {
            Unit u = t.unit(i);
            if (moved[i]) u = new Unit(u.type(), u.power(), t.dest[i]);
            else if (dislodgedBy[i] >= 0) continue;
            units.add(u);
            occupied.add(u.province());
        }
        Set<String> standoffs = standoffs(t, occupied);
        List<Position.Dislodged> dislodged = new ArrayList<>();
        boolean[] destroyed = new boolean[t.n];
        for (int i = 0; i < t.n; i++) {
            int k = dislodgedBy[i];
            if (k < 0) continue;
            // a neutral unit never retreats (seed 003, fewer players); nowhere to go: removed at once (seed 003,
            // retreats)
            List<Location> retreats = t.board.seating.isNeutral(t.power(i))
                    ? List.of()
                    : RetreatOptions.of(
                            t.map, t.unit(i), t.province(k), t.convoyed[k], occupied, standoffs, t.board.seating);
            if (retreats.isEmpty()) destroyed[i] = true;
            else dislodged.add(new Position.Dislodged(t.unit(i), t.province(k), retreats));
        }
        Position next = dislodged.isEmpty()
                ? Calendar.settled(t.map, position, units)
                : Calendar.retreats(position, units, dislodged);
        return new MovementResult(verdicts(t, checks, dislodgedBy, destroyed), next);
    }

    /** Provinces left empty although a unit tried to enter with some strength: no retreat goes there. */
    private static Set<String> standoffs(Turn t, Set<String> occupied) {
        Set<String> out = new HashSet<>();
        for (int i = 0; i < t.n; i++) {
            if (t.kind[i] == Kind.MOVE
                    && !t.resolve(i)
                    && !occupied.contains(t.target[i])
                    && MoveRule.prevent(t, i) > 0) {
                out.add(t.target[i]);
            }
        }
        return out;
    }

    private static List<Verdict> verdicts(Turn t, List<Check> checks, int[] dislodgedBy, boolean[] destroyed) {
        Explain explain = new Explain(t, dislodgedBy, destroyed);
        List<Verdict> out = new ArrayList<>(checks.size() + 4);
        boolean[] ordered = new boolean[t.n];
        for (Check c : checks) {
            if (c.unit >= 0) ordered[c.unit] = true;
            if (c.legal()) {
                out.add(explain.verdict(c.order, c.unit, c.remarks));
            } else {
                List<Reason> why = new ArrayList<>(c.faults);
                why.addAll(c.remarks);
                if (c.unit >= 0 && dislodgedBy[c.unit] >= 0)
                    why.add(new Reason.Dislodged(t.province(dislodgedBy[c.unit])));
                if (c.unit >= 0 && destroyed[c.unit]) why.add(new Reason.NoRetreatPossible());
                out.add(new Verdict(c.order, Status.ILLEGAL, why));
            }
        }
        for (int i = 0; i < t.n; i++) {
            if (ordered[i]) continue;
            Unit u = t.unit(i);
            Order hold = new Order.Hold(u.power(), u.type(), u.location());
            out.add(explain.verdict(hold, i, List.of(new Reason.NoOrderGiven())));
        }
        return out;
    }
}
