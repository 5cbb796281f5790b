package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The games' own data (a copy): every translation pairs with its English and survives export and import unchanged. */
class RealDataRoundTripTest {
    @TempDir
    Path home;

    private List<String> games() throws IOException {
        try (Stream<Path> s = Files.list(Games.home().resolve("data"))) {
            return s.filter(p -> Files.isRegularFile(p.resolve("i18n/en.yaml")))
                    .map(p -> p.getFileName().toString())
                    .sorted()
                    .toList();
        }
    }

    private Map<String, String> copyData() throws IOException {
        Path from = Games.home().resolve("data");
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path to = home.resolve("data").resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                    files.put(from.relativize(p).toString(), Files.readString(p));
                }
            }
        }
        return files;
    }

    private Map<String, String> dataNow() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> s = Files.walk(home.resolve("data"))) {
            for (Path p : s.filter(Files::isRegularFile).toList())
                files.put(home.resolve("data").relativize(p).toString(), Files.readString(p));
        }
        return files;
    }

    @Test
    void everyGamesCzechSurvivesXliffAndPoUnchanged() throws Exception {
        List<String> games = games();
        assertFalse(games.isEmpty(), "the project has game data");
        Map<String, String> before = copyData();
        for (String game : games) {
            Problems p = new Problems();
            GameText t = GameText.load(home, game, p);
            assertTrue(p.isEmpty(), p.sorted().toString());
            assertEquals(List.of(), t.extras("cs"), game + ": Czech segments without English");
            for (ExchangeFormat f : ExchangeFormat.values()) {
                StringWriter w = new StringWriter();
                f.write(w, "cs", TranslatorNotes.units(t, "cs", false), Instant.EPOCH);
                Path file = home.resolve(game + (f == ExchangeFormat.PO ? ".po" : ".xlf"));
                Files.writeString(file, w.toString());
                if (f == ExchangeFormat.XLIFF12) Xliff12Test.schemaValid(w.toString());
                ExchangeFile x = ExchangeFormat.read(file, file.toString());
                assertEquals(
                        List.of(),
                        new TranslationWriter(GameText.load(home, game, new Problems()), "cs").apply(x.updates(), "x"),
                        game + " " + f + " wrote files");
                Files.delete(file);
            }
        }
        assertEquals(before, dataNow());
    }
}
