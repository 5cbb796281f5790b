package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The whole DATC v2.4 file (jDip format) through the parser and the adjudicator. */
class DatcRunnerTest {
    /**
     * Cases whose expected outcome in the jDip v2.4 file Adjutant does not reach, and why.
     * Anything else failing, or one of these passing, fails this test, so the list stays true.
     */
    static final Map<String, String> KNOWN = Map.of(
            "6.F.8", "the jDip file keeps A bel in place; the DATC text (v2.4 and v3.0) moves it to Holland, as Adjutant does",
            "6.F.17", "the file takes the 2000-rulebook reading of Pandin's paradox; the adjudicator applies the Szykman rule",
            "6.G.8", "DATC v3.0 changed the preference: no land route after an explicit 'by convoy' (issue 4.A.3)");

    @Test
    void wholeV24File() {
        DatcRunner runner = new DatcRunner(StandardMap.parser());
        TreeMap<String, String> failed = new TreeMap<>();
        int passed = 0;
        for (DatcCase c : DatcCaseReader.read(DatcCaseReaderTest.V24)) {
            DatcRunner.Outcome o = runner.run(c);
            if (o.passed()) passed++;
            else failed.put(c.id(), o.differences() + " " + o.setupProblems() + " " + o.notUnderstood());
        }
        assertEquals(new TreeMap<>(KNOWN).keySet(), failed.keySet(), failed::toString);
        assertEquals(165, passed);
    }
}
