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
 * 20, Huntsman on 29 and Clement on 06; Graf Spee starts where the secret log says.
 */
class LogCheckerTest {
    private static final HuntGame GAME = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
    private static final String SETUP = "game: hunt\nsetup: {altmark: 20, merchants: [huntsman, clement]}\n";

    @TempDir
    Path dir;

    /** Checks a well-formed log; returns each problem as "LINE turn N: key". */
    private LogReport check(String yaml) throws IOException {
        Path file = dir.resolve("log.yaml");
        Files.writeString(file, SETUP + yaml, StandardCharsets.UTF_8);
        Problems p = new Problems();
        GameLog log = new GameLogReader(GAME).read(file, "log.yaml", p);
        assertEquals(List.of(), p.sorted().stream().map(Problem::toString).toList());
        return new LogChecker(GAME).check(log);
    }

    private static List<String> found(LogReport r) {
        return r.breaches().stream().map(b -> b.line() + " turn " + b.turn() + ": " + b.finding().key()).toList();
    }

    @Test
    void opSpentBeyondTheCardIsCaught() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: kriegsmarine
                      actions:
                        - {move: graf-spee, op: 2}
                      hand: 4
                secret-log:
                  - {turn: 0, hex: 26}
                  - {turn: 1, hex: 27}
                """);
        // Kriegsmarine gives 1 OP: the move is refused, once (the game goes on with her on 27).
        assertEquals(List.of("8 turn 1: reasons.not-enough-op"), found(r));
    }

    @Test
    void theReserveHoldsAtMostTwoAndGivesOnlyWhatItHolds() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      actions:
                        - {keep: 2}
                        - {keep: 1}
                      hand: 4
                  - turn: 2
                    german:
                      card: second-funnel
                      reserve: 2
                      actions:
                        - {move: graf-spee, op: 4}
                      hand: 3
                secret-log:
                  - {turn: 0, hex: 26}
                  - {turn: 1, hex: 26}
                  - {turn: 2, hex: 39}
                """);
        assertEquals(List.of("9 turn 1: reasons.reserve-full"), found(r));
    }

    @Test
    void aMoveCostingNoMoveCostIsCaught() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      actions:
                        - {move: graf-spee, op: 3}
                      hand: 4
                secret-log:
                  - {turn: 0, hex: 26}
                  - {turn: 1, hex: 26}
                """);
        assertEquals(List.of("8 turn 1: validator.no-move-costs"), found(r));
    }

    @Test
    void theReserveServesOnlyCardsPlayedForOp() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      actions:
                        - {keep: 2}
                      hand: 4
                  - turn: 2
                    german:
                      event: new-paint
                      reserve: 1
                      actions:
                        - {keep: 1}
                      hand: 3
                secret-log:
                  - {turn: 0, hex: 26}
                  - {turn: 1, hex: 26}
                  - {turn: 2, hex: 26}
                """);
        assertEquals(List.of("13 turn 2: validator.reserve-with-event", "15 turn 2: validator.reserve-with-event"), found(r));
    }

    @Test
    void aContinuedMoveMayUseOnlyWhatIsLeftOfIt() throws IOException {
        // 2 OP pay for 2 hexes: 28 → 29 is one, 29 → 27 one more is fine; 29 → 26 would be two.
        String log = """
                turns:
                  - turn: 1
                    german:
                      card: storm-at-sea
                      actions:
                        - {move: graf-spee, op: 2}
                        - {search: huntsman, roll: 6, result: sunk}
                        - {continue: graf-spee}
                      hand: 4
                secret-log:
                  - {turn: 0, hex: 21}
                  - {turn: 1, hex: HEX}
                """;
        assertEquals(List.of(), found(check(log.replace("HEX", "27"))));
        assertEquals(List.of("10 turn 1: reasons.too-far"), found(check(log.replace("HEX", "26"))));
    }

    @Test
    void aSearchThatFindsGrafSpeeMustBeFollowedByTheBattle() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      actions:
                        - {move: graf-spee, op: 2}
                      hand: 4
                    british:
                      merchants: {huntsman: 21, clement: 5}
                      card: hms-ajax
                      actions:
                        - {search: G, roll: 5, result: found}
                      hand: 5
                secret-log:
                  - {turn: 0, hex: 11}
                  - {turn: 1, hex: 6}
                """);
        assertEquals(List.of("14 turn 1: validator.battle-missing"), found(r));
        assertNull(r.ending());
    }

    @Test
    void aBattleWithoutAFindIsCaughtAndPlayAfterTheEndToo() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      hand: 4
                    british:
                      merchants: {huntsman: 21, clement: 5}
                      card: hms-ajax
                      actions:
                        - {search: G, roll: 5, result: found}
                      hand: 5
                      battle:
                        forces: [G]
                        duels:
                          - {german: 5, british: 1, hit: british}
                          - {german: 5, british: 1, hit: british}
                          - {german: 1, british: 5, hit: german}
                          - {german: 3, british: 3, hit: none}
                          - {german: 2, british: 2, hit: none}
                        winner: german
                  - turn: 2
                    german:
                      card: second-funnel
                      hand: 3
                secret-log:
                  - {turn: 0, hex: 6}
                  - {turn: 1, hex: 6}
                  - {turn: 2, hex: 6}
                winner: german
                """);
        assertEquals(List.of("23 turn 2: validator.after-end"), found(r));
        assertEquals(new LogReport.Ending(1, Side.GERMAN, Finding.Why.BATTLE), r.ending());
    }

    @Test
    void puntaDelEsteStartsTheBattleAndItsFivesCountFour() throws IOException {
        String log = """
                turns:
                  - turn: 1
                    german:
                      event: punta-del-este
                      hand: 4
                      battle:
                        forces: [G]
                        duels:
                          - {german: 5, british: 4, hit: HIT}
                          - {german: 3, british: 3, hit: none}
                          - {german: 3, british: 3, hit: none}
                          - {german: 3, british: 3, hit: none}
                          - {german: 3, british: 3, hit: none}
                        winner: british
                secret-log:
                  - {turn: 0, hex: 6}
                  - {turn: 1, hex: 6}
                winner: british
                """;
        assertEquals(List.of(), found(check(log.replace("HIT", "none"))));
        assertEquals(List.of("11 turn 1: validator.duel-hit-differs"), found(check(log.replace("HIT", "british"))));
    }

    @Test
    void aBattleNeedsPuntaDelEsteInTheGermanTurn() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      hand: 4
                      battle:
                        forces: [G]
                        duels: []
                secret-log:
                  - {turn: 0, hex: 6}
                  - {turn: 1, hex: 6}
                """);
        assertEquals(List.of("9 turn 1: validator.battle-without-find"), found(r));
    }

    @Test
    void forcesInTheBattleAreThoseOnGrafSpeesHex() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      event: punta-del-este
                      hand: 4
                      battle:
                        forces: [G, K]
                        duels: [{german: 1, british: 1, hit: none}, {german: 1, british: 1, hit: none}, {german: 1, british: 1, hit: none},
                                {german: 1, british: 1, hit: none}, {german: 1, british: 1, hit: none}]
                secret-log:
                  - {turn: 0, hex: 6}
                  - {turn: 1, hex: 6}
                """);
        assertEquals(List.of("9 turn 1: validator.battle-forces-differ"), found(r));
    }

    @Test
    void aDeclaredWinnerBeforeTheEndIsCaught() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      hand: 4
                secret-log:
                  - {turn: 0, hex: 26}
                  - {turn: 1, hex: 26}
                winner: german
                """);
        assertEquals(List.of("11 turn 0: validator.winner-undecided"), found(r));
    }

    @Test
    void theStrategyTrackOnceATurnAndMerchantsDrawnOnlyWhenFewerThanTwo() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      hand: 4
                    british:
                      merchants: {huntsman: 22, clement: 10}
                      new: [ashlea]
                      card: hmnzs-achilles
                      actions:
                        - {strategy: H}
                        - {strategy: K}
                      hand: 5
                secret-log:
                  - {turn: 0, hex: 26}
                  - {turn: 1, hex: 26}
                """);
        assertEquals(List.of("10 turn 1: validator.drawn-differs", "14 turn 1: reasons.strategy-used"), found(r));
    }

    @Test
    void aShipOnItsPortsEntryEntersIt() throws IOException {
        LogReport r = check("""
                turns:
                  - turn: 1
                    german:
                      card: prize-rules
                      hand: 4
                    british:
                      merchants: {huntsman: 21, clement: 5}
                      card: hms-ajax
                      hand: 5
                  - turn: 2
                    german:
                      card: second-funnel
                      hand: 3
                    british:
                      merchants: {huntsman: 14, clement: port}
                      card: hms-exeter
                      hand: 5
                secret-log:
                  - {turn: 0, hex: 26}
                  - {turn: 1, hex: 26}
                  - {turn: 2, hex: 26}
                """);
        // Clement sails for the River Plate; 05 is an entry of Great Britain, not of its port.
        assertEquals(List.of("17 turn 2: validator.merchant-not-at-port-entry"), found(r));
    }

    @Test
    void hansLangsdorffBringsAltmarkAndSpecialOrderAllowFiveCards() throws IOException {
        // Graf Spee on 33, Altmark on 20 (two hexes apart): four cards held after playing one.
        String log = """
                turns:
                  - turn: 1
                    german:
                      event: EVENT
                      NEW
                      hand: 5
                secret-log:
                  - {turn: 0, hex: 33}
                  - {turn: 1, hex: 33}
                """;
        assertEquals(List.of("8 turn 1: reasons.hand-too-big"), found(check(log.replace("EVENT", "new-paint").replace("NEW", ""))));
        assertEquals(List.of(), found(check(log.replace("EVENT", "hans-langsdorff").replace("NEW", ""))));
        assertEquals(List.of(), found(check(log.replace("EVENT", "special-order-115-39").replace("NEW", "new: [ashlea]"))));
        assertEquals(List.of("6 turn 1: validator.drawn-differs"),
                found(check(log.replace("EVENT", "special-order-115-39").replace("NEW", ""))));
    }

    @Test
    void theSetupDrawsTwoShipsFromDifferentStarts() throws IOException {
        Path file = dir.resolve("setup.yaml");
        String rest = "turns: []\nsecret-log: [{turn: 0, hex: 26}]\n";
        Files.writeString(file, "setup: {altmark: 20, merchants: [huntsman, doric-star]}\n" + rest, StandardCharsets.UTF_8);
        Problems p = new Problems();
        LogReport r = new LogChecker(GAME).check(new GameLogReader(GAME).read(file, "setup.yaml", p));
        assertEquals(List.of("1 turn 0: validator.setup-same-start"), found(r));
        Files.writeString(file, "setup: {altmark: 20, merchants: [huntsman]}\n" + rest, StandardCharsets.UTF_8);
        r = new LogChecker(GAME).check(new GameLogReader(GAME).read(file, "setup.yaml", p));
        assertEquals(List.of("1 turn 0: validator.setup-ships"), found(r));
        assertEquals(List.of(), p.sorted());
    }

    @Test
    void forceHAddsHalfAPointToEveryBritishCard() throws IOException {
        // Force H advances three times on the strategy track and enters on 06, where Graf Spee waits.
        String turn = """
                  - turn: TURN
                    german:
                      card: CARD
                      hand: HAND
                    british:
                      merchants: {SHIPS}
                      card: BRITISH
                      actions:
                        - {strategy: H}
                      hand: 5
                """;
        String log = "turns:\n"
                + turn.replace("TURN", "1").replace("CARD", "prize-rules").replace("HAND", "4").replace("SHIPS", "huntsman: 21, clement: 5")
                        .replace("BRITISH", "hms-ajax")
                + turn.replace("TURN", "2").replace("CARD", "second-funnel").replace("HAND", "3").replace("SHIPS", "huntsman: 14, clement: 4")
                        .replace("BRITISH", "hms-exeter")
                + turn.replace("TURN", "3").replace("CARD", "marconi-radio").replace("HAND", "3").replace("SHIPS", "huntsman: 10, clement: 8")
                        .replace("BRITISH", "hmnzs-achilles")
                + """
                  - turn: 4
                    german:
                      event: punta-del-este
                      hand: 3
                      battle:
                        forces: [G, H]
                        duels:
                          - {german: 3, british: 3, hit: german}     # 3 against 3½
                          - {german: 4, british: 3, hit: british}
                          - {german: 2, british: 2, hit: german}
                          - {german: 4, british: 4, hit: german}
                          - {german: 5, british: 3, hit: british}    # Punta del Este: the 5 counts 4
                        winner: british
                secret-log: [{turn: 0, hex: 6}, {turn: 1, hex: 6}, {turn: 2, hex: 6}, {turn: 3, hex: 6}, {turn: 4, hex: 6}]
                winner: british
                """;
        LogReport r = check(log);
        assertEquals(List.of(), found(r));
        assertEquals(new LogReport.Ending(4, Side.BRITISH, Finding.Why.BATTLE), r.ending());
        assertEquals(List.of("39 turn 4: validator.battle-forces-differ"), found(check(log.replace("forces: [G, H]", "forces: [G]"))));
    }
}
