package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Setup;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** adjutant diplomacy start --players N / --setup ID / --year, diplomacy toss, and validate on a two-player game. */
class FewerPlayersCommandsTest {
    static final DiplomacyGame GAME = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);

    @TempDir
    Path dir;

    /** Every setup of the data starts a game that records who plays which powers, in its first year and each other year it offers. */
    @Test
    void everySetupStartsItsGameInEveryYearItOffers() {
        for (Setup s : GAME.map().variant().setups()) {
            for (int year : Stream.concat(Stream.of(s.startYear()), s.otherYears().stream())
                    .toList()) {
                Path pos = dir.resolve(s.id() + "-" + year + ".yaml");
                CliRun r = CliRun.of(
                        "diplomacy",
                        "start",
                        "--setup",
                        s.id(),
                        "--year",
                        String.valueOf(year),
                        "--out",
                        pos.toString(),
                        "--lang",
                        "en");
                assertEquals(0, r.code(), r.err());
                Position p = PositionFile.read(pos, GAME.map());
                assertEquals(year, p.year());
                assertEquals(s.seating(), p.seating(), s.id());
                long players = p.seating().seats().isEmpty()
                        ? GAME.map().powers().size() - p.seating().neutral().size()
                        : p.seating().seats().size();
                assertEquals(s.players(), players, s.id());
            }
        }
    }

    @Test
    void playersPicksTheSeedsSetupAndTheTwoPlayerGameShowsItsRules() {
        Path pos = dir.resolve("two.yaml");
        CliRun r = CliRun.of("diplomacy", "start", "--players", "2", "--out", pos.toString(), "--lang", "en");
        assertEquals(0, r.code(), r.err());
        assertEquals(
                String.join(
                        "\n",
                        "Starting position written to " + pos,
                        "Player 1 (england-france-russia): England, France, Russia",
                        "Player 2 (austria-germany-turkey): Austria-Hungary, Germany, Turkey",
                        "Neutral, played by nobody: Italy. Their units get no orders and hold, and are disbanded when dislodged.",
                        "No unit may enter: Piedmont, Venice, Tuscany, Rome, Naples, Apulia",
                        "A player wins with 24 supply centres of all his powers together.",
                        "Before the Fall 1914 adjustment a coin is tossed: Italy joins the winner in Spring 1915. Record it with: adjutant diplomacy toss --position FILE [--winner PLAYER]",
                        ""),
                r.out());
        assertEquals(1914, PositionFile.read(pos, GAME.map()).year());
        Path three = dir.resolve("three.yaml");
        assertEquals(
                0,
                CliRun.of("diplomacy", "start", "--players", "3", "--out", three.toString())
                        .code());
        assertEquals(
                List.of("england", "germany", "austria"),
                PositionFile.read(three, GAME.map()).seating().seats().get("england-germany-austria"));
    }

    @Test
    void badChoicesAreRefusedAndWriteNothing() {
        Path pos = dir.resolve("x.yaml");
        String[][] bad = {
            {"--players", "8"},
            {"--players", "1"},
            {"--setup", "nine"},
            {"--players", "4", "--year", "1870"},
            {"--setup", "three", "--players", "4"},
            {"--year", "1914"}
        };
        for (String[] b : bad) {
            List<String> args = new ArrayList<>(List.of("diplomacy", "start", "--out", pos.toString()));
            args.addAll(List.of(b));
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(2, r.code(), String.join(" ", b));
            assertTrue(r.err().startsWith("adjutant: "), r.err());
            assertTrue(Files.notExists(pos), "nothing written for " + String.join(" ", b));
        }
    }

    private Path sheet(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    /**
     * The two-player game from Spring 1914 to Spring 1915: one sheet carries a player's three
     * powers, Italian land is shut, the Fall 1914 adjustment waits for the coin toss, and Italy
     * then plays for the winner.
     */
    @Test
    void theTwoPlayerGameRunsThroughTheCoinToss() throws IOException {
        Path spring = dir.resolve("1914-spring.yaml");
        assertEquals(
                0,
                CliRun.of("diplomacy", "start", "--players", "2", "--out", spring.toString())
                        .code());
        Path entente = sheet("entente.txt", """
                England Spring 1914
                F lon-nth
                France Spring 1914
                A mar-pie
                A par-bur
                Russia Spring 1914
                A war-gal
                """);
        Path fall = dir.resolve("1914-fall.yaml");
        CliRun r = CliRun.validate(spring, entente, fall);
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("No unit may enter Piedmont in this game"), r.out());
        Position f = PositionFile.read(fall, GAME.map());
        assertEquals(Season.FALL, f.season());
        assertTrue(f.unitIn("bur").isPresent()
                && f.unitIn("gal").isPresent()
                && f.unitIn("nth").isPresent());
        assertTrue(f.unitIn("mar").isPresent(), "the move into Italy failed");

        Path italy = sheet("italy.txt", "Italy Fall 1914\nA ven-tyr\n");
        Path adjust = dir.resolve("1914-adjust.yaml");
        r = CliRun.validate(fall, italy, adjust);
        assertTrue(
                r.out().contains("Italy is neutral in this game: nobody gives it orders, and its units hold"), r.out());
        assertEquals(Phase.ADJUSTMENT, PositionFile.read(adjust, GAME.map()).phase());

        Path builds = sheet("builds.txt", "Russia Fall 1914 adjustments\nwaive\n");
        Path next = dir.resolve("1915-spring.yaml");
        r = CliRun.validate(adjust, builds, next);
        assertEquals(2, r.code(), r.out());
        assertEquals(
                "adjutant: Before the Fall 1914 adjustment a coin must be tossed for Italy. Run: adjutant diplomacy toss --position "
                        + adjust + " [--winner PLAYER], then validate again.\n",
                r.err());
        assertTrue(Files.notExists(next));

        r = CliRun.of("diplomacy", "toss", "--position", adjust.toString(), "--winner", "Germany", "--lang", "en");
        assertEquals(0, r.code(), r.err());
        assertEquals(
                "Coin toss for Italy: austria-germany-turkey (as tossed at the table) wins; recorded in " + adjust
                        + ". Italy plays for that player from Spring 1915.\n",
                r.out());
        assertEquals(
                2,
                CliRun.of("diplomacy", "toss", "--position", adjust.toString()).code(),
                "a toss is made once");

        r = CliRun.validate(adjust, builds, next);
        Position p = PositionFile.read(next, GAME.map());
        assertEquals(
                List.of("austria", "germany", "turkey", "italy"),
                p.seating().seats().get("austria-germany-turkey"));
        assertEquals(List.of(), p.seating().neutral());
        assertEquals(List.of(), p.seating().impassable());

        Path italy15 = sheet("italy15.txt", "Italy Spring 1915\nA ven-tyr\n");
        r = CliRun.validate(next, italy15, null);
        assertEquals(0, r.code(), r.out() + r.err());
    }

    @Test
    void theTossWithoutAWinnerIsTossedByAdjutant() {
        Path pos = dir.resolve("two.yaml");
        assertEquals(
                0,
                CliRun.of("diplomacy", "start", "--players", "2", "--out", pos.toString())
                        .code());
        CliRun r = CliRun.of("diplomacy", "toss", "--position", pos.toString(), "--lang", "en");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("(tossed by adjutant)"), r.out());
        String winner = PositionFile.read(pos, GAME.map()).seating().coinToss().winner();
        assertTrue(List.of("england-france-russia", "austria-germany-turkey").contains(winner), winner);
        Path usual = dir.resolve("usual.yaml");
        assertEquals(
                0, CliRun.of("diplomacy", "start", "--out", usual.toString()).code());
        assertEquals(
                2,
                CliRun.of("diplomacy", "toss", "--position", usual.toString()).code(),
                "the usual game has no toss");
    }
}
