package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Verdict;
import java.util.ArrayList;
import java.util.List;

/** Turns a resolved movement phase into verdicts: status plus the reasons, read off the final strengths. */
final class Explain {
    private final Turn t;
    private final int[] dislodgedBy;
    private final boolean[] destroyed;

    Explain(Turn t, int[] dislodgedBy, boolean[] destroyed) {
        this.t = t;
        this.dislodgedBy = dislodgedBy;
        this.destroyed = destroyed;
    }

    /** The verdict of the legal (or default) order of unit i; {@code remarks} go first. */
    Verdict verdict(Order order, int i, List<Reason> remarks) {
        List<Reason> why = new ArrayList<>(remarks);
        boolean ok = switch (t.kind[i]) {
            case HOLD -> true;
            case MOVE -> move(i, why);
            case SUPPORT_HOLD, SUPPORT_MOVE -> support(i, why);
            case CONVOY -> convoy(i, why);
        };
        if (dislodgedBy[i] >= 0) {
            why.add(new Reason.Dislodged(t.province(dislodgedBy[i])));
            if (destroyed[i])
                why.add(
                        t.board.seating.isNeutral(t.power(i))
                                ? new Reason.NeutralUnitDisbanded()
                                : new Reason.NoRetreatPossible());
            // only a support spared by rule 21 still counted although its unit was dislodged (DATC 6.F.17)
            if (t.kind[i] != Kind.SUPPORT_MOVE) ok = false;
        }
        return new Verdict(order, ok ? Status.SUCCEEDS : Status.FAILS, why);
    }

    private boolean move(int i, List<Reason> why) {
        if (t.resolve(i)) return true;
        String to = t.target[i];
        if (!MoveRule.path(t, i)) {
            why.add(
                    MoveRule.route(t, i, false)
                            ? new Reason.ConvoyDisrupted(t.province(i), to)
                            : new Reason.ConvoyNotOrdered(t.province(i), to));
            return false;
        }
        int attack = MoveRule.attack(t, i);
        int j = t.occupant(to);
        List<String> against = new ArrayList<>();
        int opposing = 0;
        if (j >= 0 && t.headToHead(i, j)) {
            int defend = MoveRule.defend(t, j);
            if (defend >= attack) why.add(new Reason.HeadToHeadLost(to, attack, defend));
        } else if (attack == 0 && j >= 0 && t.power(j).equals(t.power(i))) {
            why.add(new Reason.CannotDislodgeOwnUnit(to));
        } else {
            int hold = MoveRule.hold(t, to);
            if (hold >= attack) {
                against.add(to);
                opposing = hold;
            }
        }
        for (int k : t.movesInto(to)) {
            int prevent = k == i ? 0 : MoveRule.prevent(t, k);
            if (prevent >= attack && prevent > 0) {
                against.add(t.province(k));
                opposing = Math.max(opposing, prevent);
            }
        }
        if (!against.isEmpty()) why.add(new Reason.Bounce(to, against, attack, opposing));
        return false;
    }

    private boolean support(int s, List<Reason> why) {
        int o = t.other[s];
        if (!t.matched[s]) {
            why.add(
                    t.kind[s] == Kind.SUPPORT_HOLD
                            ? new Reason.SupportedUnitMoved(t.target[s])
                            : new Reason.SupportedUnitDidNotMove(t.province(o), t.target[s]));
            return false;
        }
        if (t.resolve(s)) return true;
        for (int k : t.movesInto(t.province(s))) {
            if (SupportRule.cuts(t, k, s)) {
                why.add(new Reason.SupportCut(t.province(k)));
            }
        }
        return false; // when dislodged (and not also cut), the Dislodged reason tells why
    }

    private boolean convoy(int c, List<Reason> why) {
        int a = t.other[c];
        if (!t.matched[c]) {
            boolean overLand = t.kind[a] == Kind.MOVE && t.target[a].equals(t.target[c]);
            why.add(
                    overLand
                            ? new Reason.ConvoyNotUsed(t.province(a), t.target[c])
                            : new Reason.ConvoyedUnitDidNotMove(t.province(a), t.target[c]));
            return false;
        }
        if (t.paradox[c]) {
            why.add(new Reason.ConvoyParadox());
            return false;
        }
        return t.resolve(c);
    }
}
