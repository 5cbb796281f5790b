package adjutant.validator.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.Games;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.portarthur.PortArthurGame;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Test helpers: the game, and sheets written from text into a temporary folder. */
final class Sheets {
    static final PortArthurGame GAME = Games.loadChecked(Games.home(), "port-arthur", PortArthurGame.class);
    static final Path EXAMPLE = Games.home().resolve("examples/port-arthur/score-sheet.yaml");

    private Sheets() {}

    /** Reads a sheet and returns the problems as "LINE:COL: message" (the file name left out). */
    static List<String> problems(Path dir, String yaml) {
        Problems p = new Problems();
        new ScoreSheetReader(GAME).read(write(dir, yaml), "s.yaml", p);
        return p.sorted().stream()
                .map(Problem::toString)
                .map(s -> s.substring("s.yaml:".length()))
                .toList();
    }

    /** Reads a sheet that must be well formed. */
    static ScoreSheet read(Path dir, String yaml) {
        Problems p = new Problems();
        ScoreSheet s = new ScoreSheetReader(GAME).read(write(dir, yaml), "s.yaml", p);
        assertEquals(List.of(), p.sorted().stream().map(Problem::toString).toList());
        return s;
    }

    static SheetReport check(Path dir, String yaml) {
        return new SheetChecker(GAME).check(read(dir, yaml));
    }

    private static Path write(Path dir, String yaml) {
        try {
            Path f = Files.createTempFile(dir, "sheet", ".yaml");
            Files.writeString(f, yaml, StandardCharsets.UTF_8);
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
