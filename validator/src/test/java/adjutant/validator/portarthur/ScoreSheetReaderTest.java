package adjutant.validator.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import adjutant.engine.data.Problems;
import adjutant.engine.portarthur.BlockadeChoice;
import adjutant.engine.portarthur.HitList;
import adjutant.engine.portarthur.Side;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScoreSheetReaderTest {
    @TempDir
    Path dir;

    @Test
    void theExampleReadsCompletely() {
        Problems p = new Problems();
        ScoreSheet s = new ScoreSheetReader(Sheets.GAME).read(Sheets.EXAMPLE, "example", p);
        assertEquals(List.of(), p.sorted());
        assertEquals(6, s.turns().size());
        SheetTurn one = s.turns().get(0);
        assertEquals(Side.JAPAN, one.control().get("tsushima-strait"));
        assertNull(one.control().get("yellow-sea")); // contested: nobody controls it
        SheetFire first = one.battles().get(0).fires().get(0);
        assertEquals(List.of(1, 1, 2, 4, 4, 5), first.dice());
        assertEquals(List.of("tsesarevich", "retvizan"), first.allocation().critical());
        assertEquals(
                Set.of("yellow-sea-landing", "tsushima-landing"),
                one.armiesAtSea().value());
        assertEquals(BlockadeChoice.PLACE, s.turns().get(1).blockade().value());
        assertEquals(4, s.turns().get(1).dp().value());
        assertEquals(Side.JAPAN, s.winner().value().winner());
    }

    @Test
    void namesInAnyLanguageAndDpInEveryForm() {
        ScoreSheet s = Sheets.read(dir, """
                turns:
                  - turn: 1
                    control: {Žluté moře: Japan, Tsushima Strait: russia}
                    battles:
                      - sea: Žluté moře
                        attacker: japan
                        japan: [Jakumo, ASAMA]
                        russia: [Cesarevič]
                        damaged: [asama]
                        fire:
                          - {side: russia, dice: [6]}
                    armies_at_sea: [yellow-sea-landing]
                    dp: Rusko 2
                  - turn: 2
                    dp: -3
                  - turn: 3
                    dp: 0
                """);
        SheetTurn one = s.turns().get(0);
        assertEquals(Side.JAPAN, one.control().get("yellow-sea"));
        assertEquals(Side.RUSSIA, one.control().get("tsushima-strait"));
        SheetBattle b = one.battles().get(0);
        assertEquals(List.of("yakumo", "asama"), b.ships().get(Side.JAPAN));
        assertEquals(List.of("tsesarevich"), b.ships().get(Side.RUSSIA));
        assertEquals(Set.of("asama"), b.damaged());
        assertEquals(-2, one.dp().value());
        assertEquals(-3, s.turns().get(1).dp().value());
        assertEquals(0, s.turns().get(2).dp().value());
        assertNull(b.fires().get(0).hits().get(HitList.FLIPPED));
    }

    @Test
    void everyProblemIsReportedAtItsPlace() {
        List<String> p = Sheets.problems(dir, """
                game: diplomacy
                turns:
                  - turn: 1
                    control: {yelow-sea: japan, pacific-ocean: maybe}
                    battles:
                      - sea: yellow-sea
                        attacker: japan
                        japan: [mikasa, retvizan]
                        russia: [poltava, poltava]
                        fire:
                          - {side: japan, dice: [1, 2, 3, 4, 5, 6, 1], critical_to: [poltavva]}
                    blockade: maybe
                    dp: japan 6
                  - turn: 3
                    dp: japan three
                  - turn: 3
                    sortie: 2
                """);
        assertEquals(
                List.of(
                        "1:7: this is a sheet of 'diplomacy', not of 'port-arthur'",
                        "4:15: unknown sea area 'yelow-sea'; did you mean 'yellow-sea'?",
                        "4:48: 'maybe' is not allowed for 'pacific-ocean', expected one of japan, russia, nobody, contested, none",
                        "8:25: ship 'retvizan' is not japan's",
                        "9:27: ship 'poltava' is listed twice",
                        "11:33: a squadron fires 1…6 dice, found 7",
                        "11:70: unknown ship 'poltavva'; did you mean 'poltava'?",
                        "12:15: 'maybe' is not allowed for 'blockade', expected one of none, placed, kept",
                        "13:9: 'dp' is 6 toward japan, but the track ends at 5",
                        "14:11: expected turn 2 here (turns are written in order from 1), found 3",
                        "15:9: 'dp' must be the DP marker: 0, or a side and its points, e.g. 'japan 3' or 'russia 2' (at most 5), found 'japan three'",
                        "16:5: missing 'dp' (the DP marker: 0, or a side and its points, e.g. 'japan 3' or 'russia 2' (at most 5))",
                        "17:5: unknown key 'sortie', expected one of turn, control, battles, score, blockade, armies_at_sea, convoys_sunk, manchuria, roll, dp"),
                p);
    }

    @Test
    void aBattleNeedsItsSquadronsAndOneOrTwoFires() {
        List<String> p = Sheets.problems(dir, """
                turns:
                  - turn: 1
                    battles:
                      - sea: yellow-sea
                        attacker: japan
                        japan: []
                        damaged: [fuji]
                        fire: []
                    dp: 0
                """);
        assertEquals(
                List.of(
                        "4:9: missing 'russia' (the ships of russia's squadron)",
                        "6:16: a squadron in battle has at least one ship",
                        "7:19: ship 'fuji' is marked damaged but is in neither squadron",
                        "8:15: a battle has one or two fires (first player, then second player), found 0"),
                p);
    }
}
