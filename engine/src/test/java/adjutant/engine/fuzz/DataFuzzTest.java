package adjutant.engine.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.DataCopy;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.exchange.PoReader;
import adjutant.engine.l10n.exchange.Tbx;
import adjutant.engine.l10n.exchange.Xliff12Reader;
import adjutant.engine.l10n.exchange.XliffReader;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Coverage-guided fuzzing (Jazzer) of what reads untrusted text in the engine: each game's data
 * loader, the PO, XLIFF 2.0, XLIFF 1.2 and TBX importers. Every input ends in a result or in problems that carry
 * a file and a position, never another exception. Under {@code mvn verify} only the inputs in
 * {@code src/test/resources/adjutant/engine/fuzz/DataFuzzTestInputs/} run (regression);
 * {@code JAZZER_FUZZ=1} fuzzes for real (docs/developers.md, "Fuzzing").
 */
class DataFuzzTest {
    /** The data files fuzzed, chosen by the input's first byte; the rest of the input is the file. */
    static final List<String> FILES = List.of(
            "diplomacy/map.yaml",
            "diplomacy/adjacency.yaml",
            "diplomacy/powers.yaml",
            "port-arthur/ships.yaml",
            "port-arthur/map.yaml",
            "port-arthur/tables.yaml",
            "hunt/cards.yaml",
            "hunt/map.yaml",
            "hunt/pieces.yaml",
            "hunt/tables.yaml");

    private static Path home;

    @FuzzTest(maxDuration = "60s")
    void gameData(byte[] input) throws IOException {
        if (input.length == 0) return;
        String file = FILES.get(Math.floorMod(input[0], FILES.size()));
        String game = file.substring(0, file.indexOf('/'));
        Path h = home();
        Path target = h.resolve("data").resolve(file);
        byte[] before = Files.readAllBytes(target);
        Files.write(target, Arrays.copyOfRange(input, 1, input.length));
        try {
            Problems p = new Problems();
            Games.load(h, game, p);
            for (Problem x : p.sorted()) assertTrue(x.file().startsWith("data/" + game + "/"), x.toString());
        } finally {
            Files.write(target, before);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void poImport(byte[] input) {
        try {
            PoReader.read(new StringReader(new String(input, StandardCharsets.UTF_8)), "t.po");
        } catch (BadInputException e) {
            placed(e);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void xliffImport(byte[] input) {
        try {
            XliffReader.read(new StringReader(new String(input, StandardCharsets.UTF_8)), "t.xlf");
        } catch (BadInputException e) {
            placed(e);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void xliff12Import(byte[] input) {
        try {
            Xliff12Reader.read(new StringReader(new String(input, StandardCharsets.UTF_8)), "t.xlf");
        } catch (BadInputException e) {
            placed(e);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void tbxImport(byte[] input) {
        try {
            Tbx.read(new StringReader(new String(input, StandardCharsets.UTF_8)), "t.tbx");
        } catch (BadInputException e) {
            placed(e);
        }
    }

    private static void placed(BadInputException e) {
        for (Problem p : e.problems()) assertTrue(p.line() > 0 || p.message().contains("empty"), p.toString());
    }

    /** One copy of the shipped data, written into by each input and restored after it. */
    private static synchronized Path home() {
        if (home != null) return home;
        try {
            Path h = Files.createTempDirectory("adjutant-fuzz");
            Path from = Games.home().resolve("data");
            DataCopy.tree(from, h.resolve("data"));
            home = h;
            return h;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
