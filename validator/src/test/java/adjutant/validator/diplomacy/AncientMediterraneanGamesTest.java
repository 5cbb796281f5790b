package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A recorded game of the Ancient Mediterranean variant (from godip's test games, themselves a
 * vDiplomacy game), one DATC case per phase: played on data/ancient-mediterranean/ by the same
 * parser and adjudicator as the classic map, every phase ends in the recorded position.
 */
class AncientMediterraneanGamesTest {
    static final Path FILE = Path.of("src/test/resources/diplomacy/variants/ancient_mediterranean_game_1.txt");

    @TestFactory
    Stream<DynamicTest> everyPhaseEndsWhereTheRecordSays() {
        DiplomacyGame game = Games.loadChecked(Games.home(), "ancient-mediterranean", DiplomacyGame.class);
        DatcRunner runner = new DatcRunner(new OrderParser(game));
        List<DatcCase> cases = DatcCaseReader.read(FILE);
        assertEquals(28, cases.size(), "every phase of the record but the last (which has no position after it)");
        return cases.stream()
                .map(c -> DynamicTest.dynamicTest(c.id() + " " + c.title(), () -> {
                    DatcRunner.Outcome o = runner.run(c);
                    assertEquals(List.of(), o.notUnderstood(), "every order line is understood");
                    assertTrue(o.passed(), () -> o.differences() + " " + o.setupProblems());
                }));
    }
}
