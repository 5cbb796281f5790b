package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {
    @Test
    void realDataIsClean() {
        CliRun r = CliRun.of("check");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("diplomacy: 75 provinces, 34 supply centres"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void brokenCopyReportsEveryProblemWithItsPlaceAndExits2(@TempDir Path tmp) throws IOException {
        copyTree(Games.home().resolve("data/diplomacy"), tmp.resolve("data/diplomacy"));
        Files.createDirectories(tmp.resolve("templates"));
        Path map = tmp.resolve("data/diplomacy/map.yaml");
        // a reference to an unknown power, a wrong type, a string missing in Czech
        replace(tmp.resolve("data/diplomacy/powers.yaml"), "home: [edi, lon, lvp]", "home: [edi, lon, lpv]");
        replace(map, "board: {width: 1000, height: 860", "board: {width: wide, height: 860");
        replace(tmp.resolve("data/diplomacy/i18n/cs.yaml"), "  fleet: loďstvo\n", "\n");

        CliRun r = CliRun.of("check", "diplomacy", "--home", tmp.toString());

        assertEquals(ExitCodes.BAD_INPUT, r.code());
        List<String> lines = r.err().lines().filter(l -> l.startsWith("data/")).toList();
        // the three planted problems, plus the one that follows: England's army now stands outside its home
        assertEquals(4, lines.size(), r.err());
        assertTrue(r.err().contains("4 problems found."), r.err());
        assertTrue(lines.stream().anyMatch(l -> l.matches("data/diplomacy/powers\\.yaml:\\d+:\\d+: .*lpv.*lvp.*")), r.err());
        assertTrue(lines.stream().anyMatch(l -> l.matches("data/diplomacy/map\\.yaml:\\d+:\\d+: .*width.*wide.*")), r.err());
        assertTrue(lines.stream().anyMatch(l -> l.matches("data/diplomacy/i18n/en\\.yaml:\\d+:\\d+: .*unit\\.fleet.*'cs'.*")), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void unknownGameIsBadInputWithAHint() {
        CliRun r = CliRun.of("check", "diplomaci");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("did you mean 'diplomacy'") || r.err().contains("Did you mean 'diplomacy'"), r.err());
    }

    @Test
    void unknownFlagIsBadInput() {
        CliRun r = CliRun.of("check", "--frobnicate");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--frobnicate"), r.err());
    }

    private static void replace(Path file, String from, String to) throws IOException {
        String s = Files.readString(file);
        if (!s.contains(from)) throw new AssertionError("fixture text not found in " + file + ": " + from);
        Files.writeString(file, s.replace(from, to));
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }
}
