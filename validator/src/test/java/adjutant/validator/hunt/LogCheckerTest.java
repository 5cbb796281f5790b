package adjutant.validator.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import adjutant.engine.Games;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Side;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checker on short logs, one rule each. Setup of every log: Force G on 06, Altmark on
 * 20, Huntsman on 29 and Clement on 06; Graf Spee starts where the secret log says. The
 * logs are built from the helpers at the bottom, one YAML line each, so the line numbers
 * in the assertions count: line 1 and 2 are the setup, line 3 {@code turns:}.
 */
class LogCheckerTest {
    private static final HuntGame GAME = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
    private static final String SETUP = "game: hunt\nsetup: {altmark: 20, merchants: [huntsman, clement]}\n";

    @TempDir
    Path dir;

    @Test
    void opSpentBeyondTheCardIsCaught() throws IOException {
        LogReport r = check(
                turns(german(1, "kriegsmarine") + actions("{move: graf-spee, op: 2}") + hand(4)) + secretLog(26, 27));
        // Kriegsmarine gives 1 OP: the move is refused, once (the game goes on with her on 27).
        assertEquals(List.of("8 turn 1: reasons.not-enough-op"), found(r));
    }

    @Test
    void theReserveHoldsAtMostTwoAndGivesOnlyWhatItHolds() throws IOException {
        LogReport r = check(turns(
                        german(1, "prize-rules") + actions("{keep: 2}", "{keep: 1}") + hand(4),
                        german(2, "second-funnel") + reserve(2) + actions("{move: graf-spee, op: 4}") + hand(3))
                + secretLog(26, 26, 39));
        assertEquals(List.of("9 turn 1: reasons.reserve-full"), found(r));
    }

    @Test
    void aMoveCostingNoMoveCostIsCaught() throws IOException {
        LogReport r = check(
                turns(german(1, "prize-rules") + actions("{move: graf-spee, op: 3}") + hand(4)) + secretLog(26, 26));
        assertEquals(List.of("8 turn 1: validator.no-move-costs"), found(r));
    }

    @Test
    void theReserveServesOnlyCardsPlayedForOp() throws IOException {
        LogReport r = check(turns(
                        german(1, "prize-rules") + actions("{keep: 2}") + hand(4),
                        germanEvent(2, "new-paint") + reserve(1) + actions("{keep: 1}") + hand(3))
                + secretLog(26, 26, 26));
        assertEquals(
                List.of("13 turn 2: validator.reserve-with-event", "15 turn 2: validator.reserve-with-event"),
                found(r));
    }

    @Test
    void aContinuedMoveMayUseOnlyWhatIsLeftOfIt() throws IOException {
        // 2 OP pay for 2 hexes: 28 → 29 is one, 29 → 27 one more is fine; 29 → 26 would be two.
        String log = turns(german(1, "storm-at-sea")
                + actions(
                        "{move: graf-spee, op: 2}",
                        "{search: huntsman, roll: 6, result: sunk}",
                        "{continue: graf-spee}")
                + hand(4));
        assertEquals(List.of(), found(check(log + secretLog(21, 27))));
        assertEquals(List.of("10 turn 1: reasons.too-far"), found(check(log + secretLog(21, 26))));
    }

    @Test
    void aSearchThatFindsGrafSpeeMustBeFollowedByTheBattle() throws IOException {
        LogReport r = check(turns(german(1, "prize-rules")
                        + actions("{move: graf-spee, op: 2}")
                        + hand(4)
                        + british("huntsman: 21, clement: 5", "hms-ajax")
                        + actions("{search: G, roll: 5, result: found}")
                        + hand(5))
                + secretLog(11, 6));
        assertEquals(List.of("14 turn 1: validator.battle-missing"), found(r));
        assertNull(r.ending());
    }

    @Test
    void intelligenceShownAfterTheRollStillCountsForIt() throws IOException {
        // Graf Spee stays on 06 with Force G; the 4 rolled fails alone, but the +1 of Concentrated Fire shown
        // afterwards counts for every search of the turn: 5 finds her, and the battle is owed.
        String log = turns(german(1, "prize-rules")
                        + hand(4)
                        + british("huntsman: 21, clement: 5", "hms-ajax")
                        + actions("{search: G, roll: 4, result: failed}", "{intelligence: INTEL}")
                        + hand(5))
                + secretLog(6, 6);
        assertEquals(
                List.of("12 turn 1: validator.british-search-differs"),
                found(check(log.replace("INTEL", "concentrated-fire"))));
        assertEquals(
                List.of(), found(check(log.replace("INTEL", "hms-cumberland"))), "a hint adds nothing to the roll");
    }

    @Test
    void aBattleWithoutAFindIsCaughtAndPlayAfterTheEndToo() throws IOException {
        LogReport r = check(turns(
                        german(1, "prize-rules")
                                + hand(4)
                                + british("huntsman: 21, clement: 5", "hms-ajax")
                                + actions("{search: G, roll: 5, result: found}")
                                + hand(5)
                                + battle(
                                        "G",
                                        "german",
                                        duel(5, 1, "british"),
                                        duel(5, 1, "british"),
                                        duel(1, 5, "german"),
                                        duel(3, 3, "none"),
                                        duel(2, 2, "none")),
                        german(2, "second-funnel") + hand(3))
                + secretLog(6, 6, 6) + "winner: german\n");
        assertEquals(List.of("23 turn 2: validator.after-end"), found(r));
        assertEquals(new LogReport.Ending(1, Side.GERMAN, LogFinding.Why.BATTLE), r.ending());
    }

    @Test
    void puntaDelEsteStartsTheBattleAndItsFivesCountFour() throws IOException {
        String log = turns(germanEvent(1, "punta-del-este")
                        + hand(4)
                        + battle(
                                "G",
                                "british",
                                duel(5, 4, "HIT"),
                                duel(3, 3, "none"),
                                duel(3, 3, "none"),
                                duel(3, 3, "none"),
                                duel(3, 3, "none")))
                + secretLog(6, 6) + "winner: british\n";
        assertEquals(List.of(), found(check(log.replace("HIT", "none"))));
        assertEquals(List.of("11 turn 1: validator.duel-hit-differs"), found(check(log.replace("HIT", "british"))));
    }

    @Test
    void aBattleNeedsPuntaDelEsteInTheGermanTurn() throws IOException {
        LogReport r = check(turns(german(1, "prize-rules") + hand(4) + battle("G", null)) + secretLog(6, 6));
        assertEquals(List.of("9 turn 1: validator.battle-without-find"), found(r));
    }

    @Test
    void forcesInTheBattleAreThoseOnGrafSpeesHex() throws IOException {
        String none = duel(1, 1, "none");
        LogReport r = check(
                turns(germanEvent(1, "punta-del-este") + hand(4) + battle("G, K", null, none, none, none, none, none))
                        + secretLog(6, 6));
        assertEquals(List.of("9 turn 1: validator.battle-forces-differ"), found(r));
    }

    @Test
    void aDeclaredWinnerBeforeTheEndIsCaught() throws IOException {
        LogReport r = check(turns(german(1, "prize-rules") + hand(4)) + secretLog(26, 26) + "winner: german\n");
        assertEquals(List.of("11 turn 0: validator.winner-undecided"), found(r));
    }

    @Test
    void theStrategyTrackOnceATurnAndMerchantsDrawnOnlyWhenFewerThanTwo() throws IOException {
        LogReport r = check(turns(german(1, "prize-rules")
                        + hand(4)
                        + british("huntsman: 22, clement: 10", "hmnzs-achilles", "ashlea")
                        + actions("{strategy: H}", "{strategy: K}")
                        + hand(5))
                + secretLog(26, 26));
        assertEquals(List.of("10 turn 1: validator.drawn-differs", "14 turn 1: reasons.strategy-used"), found(r));
    }

    @Test
    void aShipOnItsPortsEntryEntersIt() throws IOException {
        LogReport r = check(turns(
                        german(1, "prize-rules") + hand(4) + british("huntsman: 21, clement: 5", "hms-ajax") + hand(5),
                        german(2, "second-funnel")
                                + hand(3)
                                + british("huntsman: 14, clement: port", "hms-exeter")
                                + hand(5))
                + secretLog(26, 26, 26));
        // Clement sails for the River Plate; 05 is an entry of Great Britain, not of its port.
        assertEquals(List.of("17 turn 2: validator.merchant-not-at-port-entry"), found(r));
    }

    @Test
    void hansLangsdorffBringsAltmarkAndSpecialOrderAllowFiveCards() throws IOException {
        // Graf Spee on 33, Altmark on 20 (two hexes apart): four cards held after playing one.
        String log = turns(germanEvent(1, "EVENT") + "      NEW\n" + hand(5)) + secretLog(33, 33);
        assertEquals(
                List.of("8 turn 1: reasons.hand-too-big"),
                found(check(log.replace("EVENT", "new-paint").replace("NEW", ""))));
        assertEquals(
                List.of(), found(check(log.replace("EVENT", "hans-langsdorff").replace("NEW", ""))));
        assertEquals(
                List.of(),
                found(check(log.replace("EVENT", "special-order-115-39").replace("NEW", "new: [ashlea]"))));
        assertEquals(
                List.of("6 turn 1: validator.drawn-differs"),
                found(check(log.replace("EVENT", "special-order-115-39").replace("NEW", ""))));
    }

    @Test
    void theSetupDrawsTwoShipsFromDifferentStarts() throws IOException {
        String rest = "turns: []\nsecret-log: [{turn: 0, hex: 26}]\n";
        Problems p = new Problems();
        LogReport r =
                new LogChecker(GAME).check(read("setup: {altmark: 20, merchants: [huntsman, doric-star]}\n" + rest, p));
        assertEquals(List.of("1 turn 0: validator.setup-same-start"), found(r));
        r = new LogChecker(GAME).check(read("setup: {altmark: 20, merchants: [huntsman]}\n" + rest, p));
        assertEquals(List.of("1 turn 0: validator.setup-ships"), found(r));
        assertEquals(List.of(), p.sorted());
    }

    @Test
    void forceHAddsHalfAPointToEveryBritishCard() throws IOException {
        // Force H advances three times on the strategy track and enters on 06, where Graf Spee waits.
        // Duels: 3 against 3½, …, and Punta del Este makes the German 5 of the last one count 4.
        String log = turns(
                        forceHAdvances(1, "prize-rules", 4, "huntsman: 21, clement: 5", "hms-ajax"),
                        forceHAdvances(2, "second-funnel", 3, "huntsman: 14, clement: 4", "hms-exeter"),
                        forceHAdvances(3, "marconi-radio", 3, "huntsman: 10, clement: 8", "hmnzs-achilles"),
                        germanEvent(4, "punta-del-este")
                                + hand(3)
                                + battle(
                                        "G, H",
                                        "british",
                                        duel(3, 3, "german"),
                                        duel(4, 3, "british"),
                                        duel(2, 2, "german"),
                                        duel(4, 4, "german"),
                                        duel(5, 3, "british")))
                + secretLog(6, 6, 6, 6, 6) + "winner: british\n";
        LogReport r = check(log);
        assertEquals(List.of(), found(r));
        assertEquals(new LogReport.Ending(4, Side.BRITISH, LogFinding.Why.BATTLE), r.ending());
        assertEquals(
                List.of("39 turn 4: validator.battle-forces-differ"),
                found(check(log.replace("forces: [G, H]", "forces: [G]"))));
    }

    private static String forceHAdvances(int turn, String card, int hand, String ships, String britishCard) {
        return german(turn, card) + hand(hand) + british(ships, britishCard) + actions("{strategy: H}") + hand(5);
    }

    // ---- checking a log -------------------------------------------------------------------

    /** Reads a whole log file (setup included); the reader's problems go to {@code p}. */
    private GameLog read(String yaml, Problems p) throws IOException {
        Path file = dir.resolve("log.yaml");
        Files.writeString(file, yaml, StandardCharsets.UTF_8);
        return new GameLogReader(GAME).read(file, "log.yaml", p);
    }

    /** Checks a well-formed log after the common setup. */
    private LogReport check(String yaml) throws IOException {
        Problems p = new Problems();
        GameLog log = read(SETUP + yaml, p);
        assertEquals(List.of(), p.sorted().stream().map(Problem::toString).toList());
        return new LogChecker(GAME).check(log);
    }

    /** Each problem found as "LINE turn N: key". */
    private static List<String> found(LogReport r) {
        return r.breaches().stream()
                .map(b -> b.line() + " turn " + b.turn() + ": " + b.finding().key())
                .toList();
    }

    // ---- writing a log, one line each -----------------------------------------------------

    private static String turns(String... turns) {
        return "turns:\n" + String.join("", turns);
    }

    /** A turn's German part, its card played for OP. */
    private static String german(int turn, String card) {
        return "  - turn: " + turn + "\n    german:\n      card: " + card + "\n";
    }

    /** A turn's German part, its card played for the event. */
    private static String germanEvent(int turn, String event) {
        return "  - turn: " + turn + "\n    german:\n      event: " + event + "\n";
    }

    /** A turn's British part: the merchant phase, the ships drawn (if any) and the card. */
    private static String british(String ships, String card, String... drawn) {
        String lines = "    british:\n      merchants: {" + ships + "}\n";
        if (drawn.length > 0) lines += "      new: [" + String.join(", ", drawn) + "]\n";
        return lines + "      card: " + card + "\n";
    }

    private static String reserve(int op) {
        return "      reserve: " + op + "\n";
    }

    private static String actions(String... actions) {
        StringBuilder s = new StringBuilder("      actions:\n");
        for (String a : actions) s.append("        - ").append(a).append('\n');
        return s.toString();
    }

    private static String hand(int cards) {
        return "      hand: " + cards + "\n";
    }

    /** A battle of {@code forces} (comma-separated); {@code winner} null leaves the line out. */
    private static String battle(String forces, String winner, String... duels) {
        StringBuilder s = new StringBuilder("      battle:\n        forces: [" + forces + "]\n");
        s.append(duels.length == 0 ? "        duels: []\n" : "        duels:\n");
        for (String d : duels) s.append("          - ").append(d).append('\n');
        if (winner != null) s.append("        winner: ").append(winner).append('\n');
        return s.toString();
    }

    private static String duel(int german, int british, String hit) {
        return "{german: " + german + ", british: " + british + ", hit: " + hit + "}";
    }

    /** Graf Spee's hex at the end of each turn, from turn 0. */
    private static String secretLog(int... hexes) {
        StringBuilder s = new StringBuilder("secret-log:\n");
        for (int t = 0; t < hexes.length; t++)
            s.append("  - {turn: ").append(t).append(", hex: ").append(hexes[t]).append("}\n");
        return s.toString();
    }
}
