package adjutant.validator.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.validator.diplomacy.OrderSheetReader;
import adjutant.validator.hunt.GameLogReader;
import adjutant.validator.portarthur.ScoreSheetReader;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Coverage-guided fuzzing (Jazzer) of the sheets players and game masters write: the Diplomacy
 * order-sheet reader, the Port Arthur score-sheet reader and The Hunt's game-log reader. Every
 * input ends in a result or in problems with a position, never another exception. Under
 * {@code mvn verify} the inputs in {@code src/test/resources/adjutant/validator/fuzz/SheetFuzzTestInputs/}
 * run as regression tests; {@code JAZZER_FUZZ=1} fuzzes for real (docs/developers.md, "Fuzzing").
 */
class SheetFuzzTest {
    private static DiplomacyGame diplomacy;
    private static PortArthurGame portArthur;
    private static HuntGame hunt;

    @FuzzTest(maxDuration = "30s")
    void diplomacyOrderSheet(byte[] input) throws IOException {
        Path f = write(input, "sheet.txt");
        try {
            new OrderSheetReader(diplomacy()).read(List.of(f));
        } catch (BadInputException e) {
            placed(e.problems());
        } finally {
            Files.deleteIfExists(f);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void portArthurScoreSheet(byte[] input) throws IOException {
        Path f = write(input, "sheet.yaml");
        try {
            Problems p = new Problems();
            new ScoreSheetReader(portArthur()).read(f, "sheet.yaml", p);
            placed(p.sorted());
        } catch (BadInputException e) {
            placed(e.problems());
        } finally {
            Files.deleteIfExists(f);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void huntGameLog(byte[] input) throws IOException {
        Path f = write(input, "log.yaml");
        try {
            Problems p = new Problems();
            new GameLogReader(hunt()).read(f, "log.yaml", p);
            placed(p.sorted());
        } catch (BadInputException e) {
            placed(e.problems());
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** Every problem names its file; those about content name a line too. */
    private static void placed(List<Problem> problems) {
        for (Problem p : problems) assertTrue(p.file() != null && !p.file().isEmpty(), p.toString());
    }

    private static Path write(byte[] input, String name) throws IOException {
        Path dir = Files.createTempDirectory("adjutant-fuzz");
        dir.toFile().deleteOnExit();
        return Files.write(dir.resolve(name), input);
    }

    private static synchronized DiplomacyGame diplomacy() {
        if (diplomacy == null) diplomacy = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        return diplomacy;
    }

    private static synchronized PortArthurGame portArthur() {
        if (portArthur == null) portArthur = Games.loadChecked(Games.home(), "port-arthur", PortArthurGame.class);
        return portArthur;
    }

    private static synchronized HuntGame hunt() {
        if (hunt == null) hunt = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
        return hunt;
    }
}
