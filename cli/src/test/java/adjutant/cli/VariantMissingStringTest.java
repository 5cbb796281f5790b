package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A Diplomacy variant whose strings lack one the kit prints (copied before Diplomacy gained it):
 * {@code build} refuses it before making anything, exit 2, naming the variant's file and the
 * string, without a stack trace, and writes nothing. Both ways a variant is made: {@code init
 * --new-variant} (a workspace without Diplomacy's folder, compared with the command's own) and a
 * copy of the shipped Ancient Mediterranean beside Diplomacy's folder.
 */
class VariantMissingStringTest {
    static final String KEY = "order_sheet.build_or_remove";

    @ParameterizedTest
    @ValueSource(strings = {"init", "shipped"})
    void aMissingStringIsNamedAndNothingIsWritten(String how, @TempDir Path tmp) throws IOException {
        Path ws = tmp.resolve("ws");
        String id;
        if (how.equals("init")) {
            id = "small";
            CliRun init = CliRun.of(
                    "init",
                    ws.toString(),
                    "--new-variant",
                    id,
                    "--home",
                    Games.home().toString());
            assertEquals(ExitCodes.OK, init.code(), init.err());
        } else {
            id = "ancient-mediterranean";
            for (String g : List.of("diplomacy", id))
                Trees.copy(
                        Games.home().resolve("data").resolve(g),
                        ws.resolve("data").resolve(g));
            Trees.copy(Games.home().resolve("templates"), ws.resolve("templates"));
        }
        for (String lang : List.of("en", "cs")) {
            Path file = ws.resolve("data").resolve(id).resolve("i18n").resolve(lang + ".yaml");
            List<String> lines = Files.readAllLines(file).stream()
                    .filter(l -> !l.startsWith("  build_or_remove:"))
                    .toList();
            assertEquals(Files.readAllLines(file).size() - 1, lines.size(), file + " held the string once");
            Files.write(file, lines);
        }
        Path out = ws.resolve("out");
        CliRun build = CliRun.of("build", id, "--home", ws.toString(), "--out", out.toString(), "--no-preview");
        assertEquals(ExitCodes.BAD_INPUT, build.code(), build.out() + build.err());
        assertTrue(
                build.err().contains("data/" + id + "/i18n/en.yaml: expected the string '" + KEY + "'"), build.err());
        assertFalse(build.err().contains("\tat ") || build.err().contains("Exception"), build.err());
        assertFalse(Files.exists(out), "nothing written: " + build.out());
    }
}
