package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {
    @Test
    void realDataIsClean() {
        CliRun r = CliRun.of("check");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("diplomacy: 75 provinces, 34 supply centres"), r.out());
        // every game folder under data/, the Ancient Mediterranean variant too
        for (String game : List.of("ancient-mediterranean", "diplomacy", "hunt", "port-arthur"))
            assertTrue(r.out().contains(game + ": "), game + ": " + r.out());
        assertEquals("", r.err());
    }

    @Test
    void brokenCopyReportsEveryProblemWithItsPlaceAndExits2(@TempDir Path tmp) throws IOException {
        Trees.copy(Games.home().resolve("data/diplomacy"), tmp.resolve("data/diplomacy"));
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
        assertTrue(
                lines.stream().anyMatch(l -> l.matches("data/diplomacy/powers\\.yaml:\\d+:\\d+: .*lpv.*lvp.*")),
                r.err());
        assertTrue(
                lines.stream().anyMatch(l -> l.matches("data/diplomacy/map\\.yaml:\\d+:\\d+: .*width.*wide.*")),
                r.err());
        assertTrue(
                lines.stream()
                        .anyMatch(l -> l.matches("data/diplomacy/i18n/en\\.yaml:\\d+:\\d+: .*unit\\.fleet.*'cs'.*")),
                r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    /**
     * Issue 30: a board that has no room to play on (counters of 30 mm, more than the board can be
     * magnified for) is refused with the provinces and their millimetres, at the province's line
     * of board.yaml, and nothing is written.
     */
    @Test
    void boardWithoutRoomIsRefusedNamingProvincesAndMillimetres(@TempDir Path tmp) throws IOException {
        copyDiplomacy(tmp);
        Path board = tmp.resolve("data/diplomacy/board.yaml");
        replace(board, "room: {counter: 12,", "room: {counter: 30,");
        refusedWritingNothing(
                tmp,
                "data/diplomacy/board\\.yaml:\\d+:3: on the tiled A4 and Letter board \\(450\\.0 mm wide\\) "
                        + "[a-z]{3} holds a square of \\d+\\.\\d mm, needs 32\\.0 .*");
    }

    /**
     * Issue 30: two provinces drawn touching whose border the rules take away (Burgundy–Munich made
     * not adjacent) are refused with both ids and the millimetres they share, and nothing is written.
     */
    @Test
    void provincesTouchingThatAreNotAdjacentAreRefusedWithTheirBorder(@TempDir Path tmp) throws IOException {
        copyDiplomacy(tmp);
        Path adjacency = tmp.resolve("data/diplomacy/adjacency.yaml");
        replace(adjacency, "army: [bel, gas, mar, mun, par, pic, ruh]", "army: [bel, gas, mar, par, pic, ruh]");
        replace(adjacency, "army: [ber, boh, bur, kie, ruh, sil, tyr]", "army: [ber, boh, kie, ruh, sil, tyr]");
        refusedWritingNothing(
                tmp,
                "data/diplomacy/board\\.yaml:\\d+:3: on the tiled A4 and Letter board \\(450\\.0 mm wide\\) "
                        + "bur and mun are not adjacent but share \\d+\\.\\d mm of border \\(at most 0\\.5\\)");
    }

    /** {@code check diplomacy} on the copy exits 2 with a line matching {@code line}, no stack trace, and writes nothing. */
    private static void refusedWritingNothing(Path tmp, String line) throws IOException {
        List<Path> before;
        try (Stream<Path> s = Files.walk(tmp)) {
            before = s.sorted().toList();
        }

        CliRun r = CliRun.of("check", "diplomacy", "--home", tmp.toString());

        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().lines().anyMatch(l -> l.matches(line)), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        try (Stream<Path> s = Files.walk(tmp)) {
            assertEquals(before, s.sorted().toList(), "check wrote nothing");
        }
    }

    /** Issue 14: the faults l10n import refuses are faults of the stored data too, each at its line in the translation. */
    @Test
    void brokenStoredTranslationsAreProblemsAtTheirPlace(@TempDir Path tmp) throws IOException {
        copyDiplomacy(tmp);
        Path cs = tmp.resolve("data/diplomacy/i18n/cs.yaml");
        replace(cs, "many {Náleželo jen # stavby} other {Náleželo jen # staveb}}", "many {Náleželo jen # stavby}}");
        Path md = tmp.resolve("data/diplomacy/rules/cs.md");
        String rules = Files.readString(md);
        Matcher link = Pattern.compile("\\(#(dip\\.[a-z.-]+)\\)").matcher(rules);
        assertTrue(link.find());
        Files.writeString(md, rules.substring(0, link.start()) + "(#dip.nowhere)" + rules.substring(link.end()));
        int line = (int) rules.substring(0, link.start()).lines().count();

        CliRun r = CliRun.of("check", "diplomacy", "--home", tmp.toString());

        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        List<String> lines = r.err().lines().filter(l -> l.startsWith("data/")).toList();
        assertEquals(2, lines.size(), r.err());
        assertTrue(
                lines.get(0)
                        .matches(
                                "data/diplomacy/i18n/cs\\.yaml:\\d+:\\d+: not a valid ICU message: .*\\(i18n:reason\\.too_many_builds\\)"),
                r.err());
        assertTrue(
                lines.get(1)
                        .matches(
                                "data/diplomacy/rules/cs\\.md:\\d+:1: link targets differ from the English; missing #dip.*; not in the English "
                                        + "#dip\\.nowhere \\(rules:.*\\)"),
                r.err());
        int at = Integer.parseInt(lines.get(1).split(":")[1]);
        assertTrue(at <= line && line - at < 40, "the block holding the link: " + at + " vs " + line);
    }

    @Test
    void unknownGameIsBadInputWithAHint() {
        CliRun r = CliRun.of("check", "diplomaci");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(
                r.err().contains("did you mean 'diplomacy'") || r.err().contains("Did you mean 'diplomacy'"), r.err());
    }

    @Test
    void workspaceWithNoGameIsRefusedByCheckAndBuildWritingNothing(@TempDir Path tmp) throws IOException {
        Files.createDirectories(tmp.resolve("data"));
        Files.createDirectories(tmp.resolve("templates"));
        Path out = tmp.resolve("kit");
        for (String[] args : List.of(
                new String[] {"check", "--home", tmp.toString()},
                new String[] {"build", "--home", tmp.toString(), "--out", out.toString()})) {
            CliRun r = CliRun.of(args);
            assertEquals(ExitCodes.BAD_INPUT, r.code(), args[0] + ": " + r.out() + r.err());
            assertTrue(r.err().contains("no game folder there (data/<game>/game.yaml)"), r.err());
            assertFalse(r.out().contains("ok"), r.out());
        }
        assertFalse(Files.exists(out), "nothing written");
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

    /** A copy of the Diplomacy data under {@code tmp}, as a project folder with templates. */
    private static void copyDiplomacy(Path tmp) throws IOException {
        Trees.copy(Games.home().resolve("data/diplomacy"), tmp.resolve("data/diplomacy"));
        Files.createDirectories(tmp.resolve("templates"));
    }
}
