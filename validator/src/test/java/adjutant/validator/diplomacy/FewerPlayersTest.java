package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.BadInputException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The rules of the games for fewer players (seed 003) as adjudication cases in the DATC text
 * format with Adjutant's extension (SETUP, PRESTATE_COIN_TOSS, POSTSTATE_NEUTRAL,
 * POSTSTATE_WINNER): every case passes through the same runner as the DATC.
 */
class FewerPlayersTest {
    static final Path FILE = Path.of("src/test/resources/diplomacy/datc/fewer_players.txt");
    static final DatcRunner RUNNER = new DatcRunner(StandardMap.parser());

    @TestFactory
    Stream<DynamicTest> everyCase() {
        return DatcCaseReader.read(FILE).stream()
                .map(c -> DynamicTest.dynamicTest(c.id() + " " + c.title(), () -> {
                    DatcRunner.Outcome o = RUNNER.run(c);
                    assertEquals(List.of(), o.notUnderstood(), "every order line is understood");
                    assertTrue(
                            o.passed(), () -> o.differences() + " " + o.setupProblems() + " " + o.seatingDifferences());
                }));
    }

    /** The runner does see a wrong expectation of the extension: a case that says Italy stays neutral fails. */
    @Test
    void aWrongNeutralOrWinnerExpectationFails() {
        String text = """
                CASE x.1
                SETUP two
                PRESTATE_COIN_TOSS austria
                PRESTATE_SETPHASE Fall 1914, Adjustment
                PRESTATE
                	Italy: A ven
                ORDERS
                POSTSTATE_SAME
                POSTSTATE_NEUTRAL italy
                POSTSTATE_WINNER austria-germany-turkey
                END
                """;
        DatcRunner.Outcome o = RUNNER.run(DatcCaseReader.parse(text, "x.txt").get(0));
        assertEquals(2, o.seatingDifferences().size(), o.seatingDifferences().toString());
    }

    /** Before the Fall adjustment of the toss year the toss must be recorded: the adjudication refuses without it. */
    @Test
    void theAdjustmentBeforeTheTossIsRefused() {
        String text = """
                CASE x.2
                SETUP two
                PRESTATE_SETPHASE Fall 1914, Adjustment
                PRESTATE
                	Italy: A ven
                ORDERS
                POSTSTATE_SAME
                END
                """;
        DatcRunner.Outcome o = RUNNER.run(DatcCaseReader.parse(text, "x.txt").get(0));
        assertFalse(o.passed());
        assertTrue(
                o.setupProblems().get(0).toString().contains("coin toss"),
                o.setupProblems().toString());
    }

    @Test
    void anUnknownSetupIsReportedAtItsLine() {
        String text = "CASE x.3\nSETUP nine\nORDERS\nPOSTSTATE_SAME\nEND\n";
        DatcRunner.Outcome o = RUNNER.run(DatcCaseReader.parse(text, "x.txt").get(0));
        assertEquals("x.txt:2:1", o.setupProblems().get(0).toString().substring(0, 9));
    }

    @Test
    void anExtensionKeywordNeedsAValue() {
        BadInputException e = org.junit.jupiter.api.Assertions.assertThrows(
                BadInputException.class, () -> DatcCaseReader.parse("CASE x\nSETUP\nEND\n", "x.txt"));
        assertTrue(e.getMessage().contains("x.txt:2:"), e.getMessage());
    }
}
