package adjutant.validator.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.Problems;
import adjutant.engine.portarthur.AllocationFault;
import adjutant.engine.portarthur.DominanceFault;
import adjutant.engine.portarthur.GameResult;
import adjutant.engine.portarthur.HitList;
import adjutant.engine.portarthur.Side;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SheetCheckerTest {
    @TempDir
    Path dir;

    /** Each disagreement as "LINE:COL Finding". */
    private List<String> found(String yaml) {
        return Sheets.check(dir, yaml).disagreements().stream()
                .map(d -> d.line() + ":" + d.column() + " " + d.finding())
                .toList();
    }

    @Test
    void theExampleGameAgreesToTheEnd() {
        ScoreSheet s = new ScoreSheetReader(Sheets.GAME).read(Sheets.EXAMPLE, "example", new Problems());
        SheetReport r = new SheetChecker(Sheets.GAME).check(s);
        assertEquals(List.of(), r.disagreements());
        assertTrue(r.checks() > 50, "checked " + r.checks());
        assertEquals(1, r.finalDp());
        assertEquals(new GameResult(Side.JAPAN, GameResult.Why.DP_MARKER), r.result());
    }

    @Test
    void theDpMarkerStopsAtFiveAndASlipIsReportedOnceOnItsOwnLine() {
        // Turn 1: +6 from 0; turn 2: +6 from 5 is lost past the end. Turn 2 wrongly claims 4; turn 3 adds 1 to the true
        // 5.
        assertEquals(
                List.of("9:9 "
                        + new SheetFinding.DpDiffers(
                                2,
                                new SheetFinding.Marker(4),
                                new SheetFinding.Marker(5),
                                new SheetFinding.Marker(5),
                                6,
                                0,
                                0,
                                0,
                                0)),
                found("""
                turns:
                  - turn: 1
                    control: {tsushima-strait: japan, yellow-sea: japan, east-china-sea: japan}
                    score: {japan: 6, russia: 0}
                    dp: japan 5
                  - turn: 2
                    control: {tsushima-strait: japan, yellow-sea: japan, east-china-sea: japan}
                    score: {japan: 6, russia: 0}
                    dp: japan 4
                  - turn: 3
                    control: {yellow-sea: russia, sea-of-japan: russia}
                    score: {japan: 0, russia: 4}
                    dp: japan 1
                """));
    }

    @Test
    void seaControlPointsConvoysBlockadeAndLandingsAreChecked() {
        List<String> f = found("""
                turns:
                  - turn: 1
                    control: {yellow-sea: russia, tsushima-strait: russia}
                    score: {japan: 0, russia: 1}
                    blockade: placed
                    armies_at_sea: [yellow-sea, tsushima-strait]
                    convoys_sunk: 1
                    manchuria: [nanshan]
                    dp: russia 5
                """);
        assertEquals(
                List.of(
                        "4:12 " + new SheetFinding.ScoreDiffers(0, 1, 0, 3),
                        "5:15 " + rule(new DominanceFault.BlockadeUnderRussianControl("yellow-sea")),
                        "7:19 " + new SheetFinding.ConvoysDiffer(1, 2),
                        "8:16 " + rule(new DominanceFault.WrongNumberLanded(0, 1)),
                        "8:16 " + rule(new DominanceFault.SpaceNotOpen("nanshan", "yalu"))),
                f);
    }

    @Test
    void armiesStayOnTheTrackAndSpchingNeedsItsRoll() {
        List<String> f = found("""
                turns:
                  - turn: 1
                    armies_at_sea: [yellow-sea, tsushima-strait]
                    manchuria: [yalu, nanshan]
                    dp: 0
                  - turn: 2
                    armies_at_sea: [yellow-sea, tsushima-strait]
                    manchuria: [yalu, liaoyang, mukden]
                    roll: 2
                    dp: 0
                """);
        assertEquals(
                List.of(
                        "8:16 " + new SheetFinding.ArmyLeftTrack("nanshan"),
                        "9:11 " + rule(new DominanceFault.RollNotDue())),
                f);
    }

    @Test
    void spchingScoresOnOneToThree() {
        assertEquals(List.of(), found("""
                turns:
                  - turn: 1
                    armies_at_sea: [yellow-sea, tsushima-strait]
                    manchuria: [yalu, nanshan]
                    dp: 0
                  - turn: 2
                    armies_at_sea: [yellow-sea, tsushima-strait]
                    manchuria: [yalu, nanshan, liaoyang, mukden]
                    dp: 0
                  - turn: 3
                    armies_at_sea: [yellow-sea]
                    manchuria: [yalu, nanshan, liaoyang, mukden, spching]
                    roll: 3
                    dp: japan 1
                  - turn: 4
                    manchuria: [yalu, nanshan, liaoyang, mukden, spching]
                    roll: 5
                    dp: japan 1
                """));
    }

    @Test
    void battleOrderFirepowerHitsAndTheAnswer() {
        // Speed 5 (Asama, Yakumo) against 4 (Poltava): Japan attacks and, faster, fires first.
        List<String> f = found("""
                turns:
                  - turn: 1
                    battles:
                      - sea: yellow-sea
                        attacker: japan
                        japan: [asama, yakumo]
                        russia: [poltava]
                        fire:
                          - side: russia
                            firepower: 6
                            dice: [1]
                            regular: 1
                            flip: [asama]
                    dp: 0
                  - turn: 2
                    battles:
                      - sea: yellow-sea
                        attacker: japan
                        japan: [asama, yakumo]
                        russia: [poltava]
                        fire:
                          - side: japan
                            firepower: 9
                            dice: [2, 2]
                            regular: 2
                            critical: 0
                            flip: [poltava]
                            sink: [poltava]
                    dp: 0
                """);
        // Turn 1: Russia fired first and Japan never answered. Turn 2: 2 + 2 = 4 within firepower 8 is two hits and,
        // for the pair, a critical the sheet neither counts nor gives to Poltava.
        assertEquals(
                List.of(
                        "4:9 " + new SheetFinding.SecondFireMissing(Side.JAPAN),
                        "9:19 " + new SheetFinding.WrongFirstFire(Side.RUSSIA, Side.JAPAN, false),
                        "23:24 " + new SheetFinding.FirepowerDiffers(Side.JAPAN, 9, 8),
                        "26:23 " + new SheetFinding.CriticalHitsDiffer(0, 1),
                        "26:23 " + rule(new AllocationFault.CriticalsLeft(1))),
                f);
    }

    @Test
    void allocationFaultsPointAtTheShipEntry() {
        List<String> f = found("""
                turns:
                  - turn: 1
                    battles:
                      - sea: yellow-sea
                        attacker: russia
                        japan: [mikasa]
                        russia: [poltava, diana, sevastopol]
                        damaged: [poltava]
                        fire:
                          - side: japan
                            dice: [1, 1]
                            critical_to: [poltava]
                            flip: [diana]
                          - side: russia
                            dice: [1]
                            flip: [mikasa]
                    dp: 0
                """);
        // Japan: 2 regular, 1 critical. The critical sinks damaged Poltava while Diana and Sevastopol are intact;
        // Diana's flip covers 1 of the 2 regular hits (Sevastopol could take the other).
        assertEquals(
                List.of(
                        "12:27 " + rule(new AllocationFault.CriticalSinkWhileIntact("poltava", "diana")),
                        "13:19 " + rule(new AllocationFault.HitsUncovered(1, 2))),
                f);
    }

    @Test
    void winnerWithoutMukdenIsRussiaAndNoWinnerBeforeTheLastTurn() {
        StringBuilder six = new StringBuilder("turns:\n");
        for (int t = 1; t <= 6; t++) six.append("  - turn: ").append(t).append("\n    dp: 0\n");
        assertEquals(
                List.of("14:9 "
                        + new SheetFinding.WinnerDiffers(
                                new ScoreSheet.Outcome(null),
                                new ScoreSheet.Outcome(Side.RUSSIA),
                                GameResult.Why.REQUIRED_SPACE_NOT_HELD)),
                found(six + "winner: draw\n"));
        assertEquals(
                List.of("4:9 " + new SheetFinding.WinnerTooEarly(1, 6)),
                found("turns:\n  - turn: 1\n    dp: 0\nwinner: japan\n"));
    }

    @Test
    void allocationAgainstTheHitsTheDiceGaveNotTheHitsWritten() {
        // The sheet miscounts the hits (1 instead of 2) but the owner covered the real 2: only the count is wrong.
        List<String> f = found("""
                turns:
                  - turn: 1
                    battles:
                      - sea: yellow-sea
                        attacker: russia
                        japan: [mikasa]
                        russia: [diana, sevastopol]
                        fire:
                          - side: japan
                            dice: [1, 2]
                            regular: 1
                            critical: 0
                            flip: [diana, sevastopol]
                          - side: russia
                            dice: [6]
                            regular: 1
                            flip: [mikasa]
                    dp: 0
                """);
        assertEquals(List.of("11:22 " + new SheetFinding.RegularHitsDiffer(1, 2, 7, 3)), f);
        assertEquals(HitList.FLIPPED, new AllocationFault.HitsUncovered(0, 1).list());
    }

    private static SheetFinding rule(AllocationFault f) {
        return new SheetFinding.EngineFault(f.key(), f.arguments());
    }

    private static SheetFinding rule(DominanceFault f) {
        return new SheetFinding.EngineFault(f.key(), f.arguments());
    }
}
