package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import adjutant.validator.diplomacy.ParseProblem.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Picks the reading of an order line, never silently among equals:
 * <ol>
 * <li>keep the readings consistent with the board and the phase (the unit stands there, is
 *     the orderer's and of the type written; the unit supported or convoyed stands there,
 *     of the power and type written; the kind of order belongs to the phase) — all of them
 *     when none is;</li>
 * <li>of those, the readings closest to the text as written ({@link Reading#tier()});</li>
 * <li>one left: it is the order. Several: the only one the rules allow is taken with a
 *     note naming the others; otherwise the line is an error naming every reading.</li>
 * </ol>
 */
final class ReadingChoice {
    private ReadingChoice() {}

    static ParsedLine choose(DipMap map, OrderContext ctx, int line, int column, String text, List<Reading> all) {
        if (all.size() == 1)
            return new ParsedOrder(
                    line, column, text, all.get(0).order(), all.get(0).notes());
        List<Reading> kept = all;
        if (ctx.position() != null && all.size() > 1) {
            kept = all.stream().filter(r -> consistent(map, ctx, r)).toList();
            if (kept.isEmpty()) kept = all;
        }
        int tier = kept.stream().mapToInt(Reading::tier).min().orElseThrow();
        List<Reading> best = kept.stream().filter(r -> r.tier() == tier).toList();
        if (best.size() == 1)
            return new ParsedOrder(
                    line, column, text, best.get(0).order(), best.get(0).notes());
        List<Reading> legal = ctx.position() == null
                ? List.of()
                : best.stream().filter(r -> ctx.legal(map, r.order())).toList();
        if (legal.size() == 1) {
            Reading r = legal.get(0);
            List<ParseProblem> notes = new ArrayList<>(r.notes());
            List<Order> others = best.stream()
                    .map(Reading::order)
                    .filter(o -> !o.equals(r.order()))
                    .toList();
            notes.add(new ParseProblem(line, column, Kind.CHOSEN_LEGAL, text, List.of(), others));
            return new ParsedOrder(line, column, text, r.order(), notes);
        }
        List<Reading> left = legal.isEmpty() ? best : legal;
        ParseProblem name = sharedName(left);
        if (name != null) return name;
        return new ParseProblem(
                line,
                column,
                Kind.AMBIGUOUS_ORDER,
                text,
                List.of(),
                left.stream().map(Reading::order).toList());
    }

    /** When the readings differ only in one name several provinces share ("Liv"): that name, as the problem. */
    private static ParseProblem sharedName(List<Reading> left) {
        ParseProblem first = null;
        List<String> ids = new ArrayList<>();
        for (Reading r : left) {
            List<ParseProblem> shared = r.notes().stream()
                    .filter(p -> p.kind() == Kind.RESOLVED_BY_BOARD)
                    .toList();
            if (shared.size() != 1) return null;
            ParseProblem p = shared.get(0);
            if (first != null && (p.column() != first.column() || !p.token().equals(first.token()))) return null;
            if (first == null) first = p;
            ids.addAll(p.suggestions());
        }
        return new ParseProblem(
                first.line(),
                first.column(),
                Kind.AMBIGUOUS_NAME,
                first.token(),
                ids.stream().sorted().distinct().toList());
    }

    /** Whether some reading fits the board (any reading when there is no board). */
    static boolean anyFits(DipMap map, OrderContext ctx, List<Reading> all) {
        if (ctx.position() == null) return !all.isEmpty();
        for (Reading r : all) if (consistent(map, ctx, r)) return true;
        return false;
    }

    /** Whether a reading fits the position and the phase. */
    static boolean consistent(DipMap map, OrderContext ctx, Reading r) {
        Order o = r.order();
        Phase phase = ctx.phase();
        if (o instanceof Order.Waive) return phase == Phase.ADJUSTMENT;
        if (o instanceof Order.Build b) {
            Province p = map.province(b.unit().province());
            return phase == Phase.ADJUSTMENT
                    && p != null
                    && p.supplyCentre()
                    && b.power().equals(p.home())
                    && ctx.unitIn(p.id()).isEmpty()
                    && p.terrain().allows(b.type());
        }
        boolean phaseFits = switch (phase) {
            case MOVEMENT ->
                o instanceof Order.Hold
                        || o instanceof Order.Move
                        || o instanceof Order.SupportHold
                        || o instanceof Order.SupportMove
                        || o instanceof Order.Convoy;
            case RETREAT -> o instanceof Order.Retreat || o instanceof Order.Disband;
            case ADJUSTMENT -> o instanceof Order.Remove;
        };
        if (!phaseFits) return false;
        Optional<Unit> u = ctx.unitIn(o.unit().province());
        if (u.isEmpty() || !u.get().power().equals(o.power())) return false;
        if (r.writtenType() != null && r.writtenType() != u.get().type()) return false;
        String target = o instanceof Order.SupportHold s
                ? s.supported()
                : o instanceof Order.SupportMove s ? s.from() : o instanceof Order.Convoy c ? c.from() : null;
        if (target == null) return true;
        Optional<Unit> t = ctx.onBoard(target);
        if (t.isEmpty()) return false;
        if (r.targetPower() != null && !r.targetPower().equals(t.get().power())) return false;
        if (r.targetType() != null && r.targetType() != t.get().type()) return false;
        return !(o instanceof Order.Convoy) || t.get().type() == UnitType.ARMY;
    }

    /** Whether the rules allow the order in the position (the adjudicator's own check, the order alone). */
    static boolean legal(DipMap map, Position position, Order o) {
        List<Verdict> v = Adjudicator.adjudicate(map, position, List.of(o)).verdicts();
        return v.stream().filter(x -> x.order().equals(o)).allMatch(x -> x.status() != Status.ILLEGAL);
    }
}
