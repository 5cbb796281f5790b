package adjutant.validator.diplomacy;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs DATC cases: the position and orders of a case (through {@link DatcSetup}, so the
 * same {@link OrderParser} as for order sheets), adjudicated by the engine's
 * {@link Adjudicator}, compared with the units the case expects on the board and dislodged.
 * A failing case is checked against the known deviations too ({@link DatcDeviations}).
 */
public final class DatcRunner {
    private final DipMap map;
    private final DatcSetup setup;
    private final Map<String, DatcDeviation> known;

    /** A runner that knows no deviations: every case is judged by its file alone. */
    public DatcRunner(OrderParser parser) {
        this(parser, Map.of());
    }

    /** {@code known}: deviations by case id ({@link DatcDeviations#JDIP_V24}). */
    public DatcRunner(OrderParser parser, Map<String, DatcDeviation> known) {
        this.map = parser.map();
        this.setup = new DatcSetup(parser);
        this.known = Map.copyOf(known);
    }

    /**
     * How one case came out: the differences from the expected outcome (none when it passed);
     * {@code known} is the deviation that explains them when the outcome is exactly the
     * deviation's (null otherwise). A known deviation is still not a pass.
     */
    public record Outcome(
            DatcCase datcCase,
            List<Difference> differences,
            List<ParseProblem> notUnderstood,
            List<Problem> setupProblems,
            DatcDeviation known,
            List<String> seatingDifferences) {
        public Outcome {
            seatingDifferences = List.copyOf(seatingDifferences);
            differences = List.copyOf(differences);
            notUnderstood = List.copyOf(notUnderstood);
            setupProblems = List.copyOf(setupProblems);
        }

        public boolean passed() {
            return differences.isEmpty() && setupProblems.isEmpty() && seatingDifferences.isEmpty();
        }
    }

    /** A unit where the case did not expect it, or missing where it did; {@code dislodged} for the dislodged list. */
    public record Difference(Kind kind, Unit unit, boolean dislodged) {
        public enum Kind {
            MISSING,
            UNEXPECTED
        }
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
            return new Outcome(c, List.of(), List.of(), e.problems(), null, List.of());
        }
        List<Order> orders = new ArrayList<>();
        List<ParseProblem> problems = new ArrayList<>();
        for (ParsedLine p : setup.orders(c, before)) {
            if (p instanceof ParsedOrder o) orders.add(o.order());
            else problems.add((ParseProblem) p);
        }
        PhaseResult result;
        try {
            result = Adjudicator.adjudicate(map, before, orders);
        } catch (IllegalStateException e) { // a coin toss due and not recorded
            return new Outcome(
                    c,
                    List.of(),
                    problems,
                    List.of(new Problem(c.file(), c.line(), 1, e.getMessage())),
                    null,
                    List.of());
        }
        Position after = result.next();
        List<Difference> diffs = differences(expected, expectedDislodged, after);
        List<String> seats = seatingDifferences(c.seats(), result);
        DatcDeviation d = known.get(c.id());
        if (diffs.isEmpty() || d == null) return new Outcome(c, diffs, problems, List.of(), null, seats);
        DatcCase ours = c.expecting(d.units(), d.dislodged());
        boolean asKnown = differences(setup.expectedUnits(ours), setup.expectedDislodged(ours), after)
                .isEmpty();
        return new Outcome(c, diffs, problems, List.of(), asKnown ? d : null, seats);
    }

    /** POSTSTATE_NEUTRAL and POSTSTATE_WINNER (Adjutant's extension) against the adjudicated phase. */
    private List<String> seatingDifferences(DatcCase.Seats want, PhaseResult result) {
        List<String> out = new ArrayList<>();
        List<String> neutral = result.next().seating().neutral();
        if (want.neutralAfter() != null && !new HashSet<>(want.neutralAfter()).equals(new HashSet<>(neutral))) {
            out.add("neutral after the phase: expected " + want.neutralAfter() + ", found " + neutral);
        }
        if (want.winnerAfter() != null) {
            String got = result.winner(map)
                    .map(v -> v.powers().size() == 1 ? v.powers().get(0) : v.seat())
                    .orElse("none");
            if (!got.equals(want.winnerAfter()))
                out.add("winner after the phase: expected " + want.winnerAfter() + ", found " + got);
        }
        return out;
    }

    private static List<Difference> differences(List<Unit> expected, List<Unit> expectedDislodged, Position after) {
        List<Difference> diffs = new ArrayList<>();
        compare(expected, after.units(), false, diffs);
        // jDip's files destroy a dislodged unit with nowhere to go at once: it is not listed as dislodged.
        List<Unit> dislodged = after.dislodged().stream()
                .filter(d -> !d.retreats().isEmpty())
                .map(Position.Dislodged::unit)
                .toList();
        compare(expectedDislodged, dislodged, true, diffs);
        return diffs;
    }

    private static void compare(List<Unit> expected, List<Unit> actual, boolean dislodged, List<Difference> out) {
        Set<Unit> want = new LinkedHashSet<>(expected);
        Set<Unit> got = new LinkedHashSet<>(actual);
        Comparator<Unit> order = Comparator.comparing(Unit::power).thenComparing(Unit::location);
        want.stream()
                .filter(u -> !got.contains(u))
                .sorted(order)
                .forEach(u -> out.add(new Difference(Difference.Kind.MISSING, u, dislodged)));
        got.stream()
                .filter(u -> !want.contains(u))
                .sorted(order)
                .forEach(u -> out.add(new Difference(Difference.Kind.UNEXPECTED, u, dislodged)));
    }
}
