package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Season;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class DatcCaseReaderTest {
    static final Path V24 = Games.home().resolve("validator/src/test/resources/diplomacy/datc/datc_v2.4_06.txt");

    @Test
    void readsSectionsCommentsAndCrlf() {
        String text = "VARIANT_ALL Standard\r\n# a comment\r\nCASE 6.A.5. (Move to own sector)\r\n"
                + "PRESTATE_SETPHASE Fall 1901, Retreat  # note\r\nPRESTATE\r\n\tEngland: F nth\r\n\tEngland: A yor # here\r\n"
                + "PRESTATE_DISLODGED\r\n\tFrance: A bur\r\nPRESTATE_RESULTS\r\n\tSUCCESS: England: A yor-bur\r\n"
                + "ORDERS\r\n\tFrance: A bur-par\r\nPOSTSTATE_SAME\r\nEND\r\nCASE 6.A.5\nORDERS\n\tEngland: F nth H\nEND\n";
        List<DatcCase> cases = DatcCaseReader.parse(text, "t.txt");
        assertEquals(2, cases.size());
        DatcCase c = cases.get(0);
        assertEquals("6.A.5", c.id());
        assertEquals("Move to own sector", c.title());
        assertEquals(3, c.line());
        assertEquals(Season.FALL, c.season());
        assertEquals(Phase.RETREAT, c.phase());
        assertEquals(
                List.of(new DatcCase.Line(6, "England: F nth"), new DatcCase.Line(7, "England: A yor")), c.prestate());
        assertEquals("France: A bur", c.prestateDislodged().get(0).text());
        assertEquals("SUCCESS: England: A yor-bur", c.prestateResults().get(0).text());
        assertTrue(c.poststateSame());
        assertEquals("6.A.5 (2)", cases.get(1).id(), "a repeated id is made unique");
        assertEquals(Phase.MOVEMENT, cases.get(1).phase(), "no SETPHASE: Spring 1901 movement");
    }

    @Test
    void malformedFileNamesLineAndColumn() {
        BadInputException e = assertThrows(
                BadInputException.class,
                () -> DatcCaseReader.parse("CASE 1\nPRESTATE_SETPHASE Summer 1901\n  stray\nBOGUS\n", "bad.txt"));
        List<String> shown = e.problems().stream().map(Object::toString).toList();
        assertEquals(
                List.of(
                        "bad.txt:2:19: expected 'Spring|Fall YEAR, Movement|Retreat|Adjustment', found 'Summer 1901'",
                        "bad.txt:3:3: text outside a section: 'stray' (expected CASE, a section keyword or END)",
                        "bad.txt:4:1: unknown keyword 'BOGUS'",
                        "bad.txt:1:1: case '1' has no END"),
                shown);
    }

    @Test
    void readsTheWholeV24File() {
        List<DatcCase> cases = DatcCaseReader.read(V24);
        assertEquals(168, cases.size());
        assertEquals(168, cases.stream().map(DatcCase::id).distinct().count());
        assertTrue(cases.stream()
                .allMatch(c -> !c.orders().isEmpty()
                        || c.id().startsWith("6.H")
                        || c.id().startsWith("6.J")
                        || !c.prestate().isEmpty()));
        assertEquals(17, cases.stream().filter(c -> c.phase() == Phase.RETREAT).count());
        assertEquals(43, cases.stream().filter(DatcCase::poststateSame).count());
    }
}
