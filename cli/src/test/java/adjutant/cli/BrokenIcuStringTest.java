package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16: an i18n string ICU cannot read (an unclosed brace, an argument type the formatter does
 * not know, a plural without 'other') is reported by {@code check} and refused by {@code build} at its
 * line and column, exit 2, before anything is written — in the English and in a translation, in each game.
 */
class BrokenIcuStringTest {
    /** Ways to break a string with a placeholder; each leaves a message ICU cannot read. */
    static final List<String> BREAKS = List.of("{unclosed", "{n, colour}", "{n, plural, one {# x}}", "}{");

    @TempDir
    static Path tmp;

    @TestFactory
    Stream<DynamicTest> checkAndBuildBothReportIt() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String game : List.of("diplomacy", "port-arthur", "hunt")) {
            for (String lang : List.of("en", "cs")) {
                for (String broken : BREAKS) {
                    tests.add(DynamicTest.dynamicTest(
                            game + " " + lang + ".yaml " + broken, () -> run(game, lang, broken)));
                }
            }
        }
        return tests.stream();
    }

    private static void run(String game, String lang, String broken) throws IOException {
        Path home = Files.createTempDirectory(tmp, game);
        Trees.copy(
                Games.home().resolve("data").resolve(game), home.resolve("data").resolve(game));
        Files.createDirectories(home.resolve("templates"));
        Path file = home.resolve("data").resolve(game).resolve("i18n").resolve(lang + ".yaml");
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int at = placeholderLine(lines);
        String line = lines.get(at);
        int valueColumn = line.indexOf(": ") + 3;
        lines.set(at, line.substring(0, valueColumn - 1) + "\"" + broken + "\"");
        Files.write(file, lines);
        String expected = "data/" + game + "/i18n/" + lang + ".yaml:" + (at + 1) + ":" + valueColumn
                + ": not a valid ICU message: ";

        CliRun check = CliRun.of("check", game, "--home", home.toString());
        assertEquals(ExitCodes.BAD_INPUT, check.code(), check.err());
        assertTrue(check.err().contains(expected), "check: " + expected + "\n" + check.err());
        assertFalse(check.err().contains("\tat "), check.err());

        Path out = home.resolve("out");
        CliRun build = CliRun.of("build", game, "--home", home.toString(), "--out", out.toString(), "--no-preview");
        assertEquals(ExitCodes.BAD_INPUT, build.code(), build.out() + build.err());
        assertTrue(build.err().contains(expected), "build: " + expected + "\n" + build.err());
        assertFalse(build.err().contains("\tat "), build.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    /** The first line holding a plain {name} placeholder as a one-line scalar value. */
    private static int placeholderLine(List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).matches("\\s+[a-z_0-9]+: \"?[^\"{]*\\{[a-z_]+\\}[^\"]*\"?")) return i;
        }
        throw new AssertionError("no string with a placeholder");
    }
}
