package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Victory;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of the DATC v2.4 file in jDip format (the copy in test resources, the same as
 * the shared reference file) through the {@link DatcRunner} that {@code adjutant diplomacy datc}
 * runs, read as written. Each case passes, or fails exactly as its entry in the one list of
 * known deviations, {@link DatcDeviations#JDIP_V24}, says: the adjudicator reaches the
 * outcome asserted there instead. An entry whose case passes, or fails some other way,
 * fails here, so the list stays true.
 *
 * <p>Three cases have typos in the file (6.B.6 "Italy F gol" without a colon; 6.H.5 and
 * 6.H.5.mod "F con S A ruh-hol" for "S F bla-ank"; 6.H.16 "F mao-spa" without a coast); they
 * pass as written, the retreat cases through the replayed movement of {@link DatcSetup}.
 */
class DatcV24Test {
    static final DatcRunner RUNNER = new DatcRunner(StandardMap.parser(), DatcDeviations.JDIP_V24);

    @TestFactory
    Stream<DynamicTest> everyCase() {
        return cases().stream()
                .map(c -> DynamicTest.dynamicTest(c.id() + " " + c.title(), () -> {
                    DatcRunner.Outcome o = RUNNER.run(c);
                    assertEquals(List.of(), o.notUnderstood(), "every order line is understood");
                    DatcDeviation known = DatcDeviations.JDIP_V24.get(c.id());
                    if (known == null) {
                        assertTrue(o.passed(), () -> o.differences() + " " + o.setupProblems());
                    } else {
                        assertFalse(o.passed(), "passes as the file says: drop it from the known deviations");
                        assertEquals(known, o.known(), () -> "not the known deviation's outcome: " + o.differences());
                    }
                }));
    }

    @Test
    void everyKnownDeviationIsACaseOfTheFileAndSaysWhy() {
        Set<String> ids = cases().stream().map(DatcCase::id).collect(Collectors.toSet());
        assertTrue(
                ids.containsAll(DatcDeviations.JDIP_V24.keySet()),
                DatcDeviations.JDIP_V24.keySet().toString());
        var strings = StandardMap.game().strings();
        DatcDeviations.JDIP_V24.forEach((id, d) -> {
            assertEquals(id, d.id());
            for (String lang : strings.languages()) assertTrue(strings.has(lang, d.whyKey()), lang + " " + d.whyKey());
        });
    }

    /**
     * A retreat case gives the movement before it only as results; the setup replays that
     * movement through the adjudicator, so the retreat options are the engine's own. The
     * replay reaches the case's position, except where the file's data cannot be reached:
     * typos in the results (6.H.5, 6.H.5.mod, 6.H.16), or units that moved still listed where
     * they started (6.H.14, 6.H.15). Those get options from the same adjudication applied to
     * the position the case gives.
     */
    @Test
    void retreatCasesReplayTheirMovement() {
        Set<String> unreachable = Set.of("6.H.5", "6.H.5.mod", "6.H.16", "6.H.14", "6.H.15");
        DatcSetup setup = new DatcSetup(StandardMap.parser());
        List<DatcCase> retreats =
                cases().stream().filter(c -> c.phase() == Phase.RETREAT).toList();
        List<String> notReplayed = retreats.stream()
                .filter(c -> setup.position(c, true) == null)
                .map(DatcCase::id)
                .toList();
        assertEquals(new TreeSet<>(unreachable), new TreeSet<>(notReplayed));
        assertTrue(retreats.size() > 2 * unreachable.size(), "most retreat cases replay: " + retreats.size());
    }

    /**
     * Retreat options where the rebuilt movement misses the case's position come from the
     * adjudication: a head-to-head loss leaves no standoff (R.1), a bounce does (R.2).
     */
    @Test
    void retreatOptionsComeFromTheAdjudicationNotFromTheResults() {
        DatcRunner runner = new DatcRunner(StandardMap.parser());
        List<DatcCase> cases = DatcCaseReader.read(Path.of("src/test/resources/diplomacy/datc/retreat_options.txt"));
        DatcSetup setup = new DatcSetup(StandardMap.parser());
        assertEquals(2, cases.size());
        for (DatcCase c : cases) {
            assertEquals(null, setup.position(c, true), c.id() + " is not replayed as a whole");
            DatcRunner.Outcome o = runner.run(c);
            assertTrue(o.passed(), () -> c.id() + ": " + o);
        }
    }

    /** Zach.B: the adjustment leaves Italy with 18 supply centres, which wins the game (seed 003). */
    @Test
    void eighteenCentresWin() {
        DatcCase c = cases().stream()
                .filter(x -> x.id().equals("Zach.B"))
                .findFirst()
                .orElseThrow();
        DatcSetup setup = new DatcSetup(StandardMap.parser());
        Position before = setup.position(c);
        List<Order> orders = setup.orders(c, before).stream()
                .map(p -> ((ParsedOrder) p).order())
                .toList();
        assertEquals(
                Optional.of("italy"),
                Adjudicator.adjudicate(StandardMap.game().map(), before, orders)
                        .winner(StandardMap.game().map())
                        .map(Victory::seat));
    }

    static List<DatcCase> cases() {
        return DatcCaseReader.read(DatcCaseReaderTest.V24);
    }
}
