package adjutant.validator.diplomacy;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.Adjudicator;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Unit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs DATC cases: the position and orders of a case (through {@link DatcSetup}, so the
 * same {@link OrderParser} as for order sheets), adjudicated by the engine's
 * {@link Adjudicator}, compared with the units the case expects on the board and dislodged.
 */
public final class DatcRunner {
    private final DipMap map;
    private final DatcSetup setup;

    public DatcRunner(OrderParser parser) {
        this.map = parser.map();
        this.setup = new DatcSetup(parser);
    }

    /** How one case came out: the differences from the expected outcome (none when it passed). */
    public record Outcome(DatcCase datcCase, List<Difference> differences, List<ParseProblem> notUnderstood, List<Problem> setupProblems) {
        public Outcome {
            differences = List.copyOf(differences);
            notUnderstood = List.copyOf(notUnderstood);
            setupProblems = List.copyOf(setupProblems);
        }

        public boolean passed() {
            return differences.isEmpty() && setupProblems.isEmpty();
        }
    }

    /** A unit where the case did not expect it, or missing where it did; {@code dislodged} for the dislodged list. */
    public record Difference(Kind kind, Unit unit, boolean dislodged) {
        public enum Kind { MISSING, UNEXPECTED }
    }

    public Outcome run(DatcCase c) {
        Position before;
        List<Unit> expected;
        List<Unit> expectedDislodged;
        try {
            before = setup.position(c);
            expected = setup.expectedUnits(c);
            expectedDislodged = setup.expectedDislodged(c);
        } catch (BadInputException e) {
            return new Outcome(c, List.of(), List.of(), e.problems());
        }
        List<Order> orders = new ArrayList<>();
        List<ParseProblem> problems = new ArrayList<>();
        for (ParsedLine p : setup.orders(c, before)) {
            if (p instanceof ParsedOrder o) orders.add(o.order());
            else problems.add((ParseProblem) p);
        }
        PhaseResult r = Adjudicator.adjudicate(map, before, orders);
        List<Difference> diffs = new ArrayList<>();
        compare(expected, r.next().units(), false, diffs);
        // jDip's files destroy a dislodged unit with nowhere to go at once: it is not listed as dislodged.
        List<Unit> dislodged = r.next().dislodged().stream().filter(d -> !d.retreats().isEmpty()).map(Position.Dislodged::unit).toList();
        compare(expectedDislodged, dislodged, true, diffs);
        return new Outcome(c, diffs, problems, List.of());
    }

    private static void compare(List<Unit> expected, List<Unit> actual, boolean dislodged, List<Difference> out) {
        Set<Unit> want = new LinkedHashSet<>(expected);
        Set<Unit> got = new LinkedHashSet<>(actual);
        Comparator<Unit> order = Comparator.comparing(Unit::power).thenComparing(Unit::location);
        want.stream().filter(u -> !got.contains(u)).sorted(order).forEach(u -> out.add(new Difference(Difference.Kind.MISSING, u, dislodged)));
        got.stream().filter(u -> !want.contains(u)).sorted(order).forEach(u -> out.add(new Difference(Difference.Kind.UNEXPECTED, u, dislodged)));
    }
}
