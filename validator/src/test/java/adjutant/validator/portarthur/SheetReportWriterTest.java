package adjutant.validator.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.portarthur.AllocationFault;
import adjutant.engine.portarthur.GameResult;
import adjutant.engine.portarthur.Side;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SheetReportWriterTest {
    private static final SheetFinding.Marker M = new SheetFinding.Marker(0);

    /** One finding of each kind the sheet checker makes itself (engine faults are tested in the engine). */
    private static final SheetFinding[] SHEET_FINDINGS = {
        new SheetFinding.DpDiffers(1, M, M, M, 0, 0, 0, 0, 0),
        new SheetFinding.ScoreDiffers(0, 0, 0, 0),
        new SheetFinding.ConvoysDiffer(0, 1),
        new SheetFinding.ArmyLeftTrack("yalu"),
        new SheetFinding.FirepowerDiffers(Side.JAPAN, 1, 2),
        new SheetFinding.RegularHitsDiffer(1, 2, 3, 4),
        new SheetFinding.CriticalHitsDiffer(0, 1),
        new SheetFinding.WrongFirstFire(Side.JAPAN, Side.RUSSIA, false),
        new SheetFinding.SameSideFiresTwice(Side.JAPAN),
        new SheetFinding.SecondFireMissing(Side.RUSSIA),
        new SheetFinding.NoShipsToFire(Side.RUSSIA),
        new SheetFinding.WinnerDiffers(
                new ScoreSheet.Outcome(null), new ScoreSheet.Outcome(Side.RUSSIA), GameResult.Why.DRAW),
        new SheetFinding.WinnerTooEarly(3, 6)
    };

    @Test
    void everySheetFindingHasItsStringsWithItsPlaceholders() {
        assertEquals(
                SheetFinding.class.getPermittedSubclasses().length - 1, // but EngineFault
                SHEET_FINDINGS.length,
                "a finding kind is not listed here");
        Pattern placeholder = Pattern.compile("\\{(\\w+)}");
        for (SheetFinding f : SHEET_FINDINGS) {
            for (String lang : Sheets.GAME.info().languages()) {
                assertTrue(Sheets.GAME.strings().has(lang, f.key()), f.key() + " in " + lang);
                Set<String> used = new HashSet<>();
                Matcher m = placeholder.matcher(Sheets.GAME.strings().text(lang, f.key()));
                while (m.find()) used.add(m.group(1));
                Set<String> args = new HashSet<>(f.arguments().keySet());
                args.remove("initiativeUsed"); // chooses nothing in the text; kept for tools
                assertEquals(args, used, f.key() + " in " + lang);
            }
        }
    }

    @Test
    void namesMarkersAndSidesInTheReadersLanguage() {
        SheetReportWriter cs = new SheetReportWriter(Sheets.GAME, "cs");
        assertEquals(
                "armáda z pole Kóta 203 chybí: armády zůstávají tam, kde se vylodily",
                cs.message(new SheetFinding.ArmyLeftTrack("hill-203")));
        SheetReportWriter en = new SheetReportWriter(Sheets.GAME, "en");
        assertEquals(
                "winner: written draw, the rules give Russia (Japan has no army on Mukden)",
                en.message(new SheetFinding.WinnerDiffers(
                        new ScoreSheet.Outcome(null),
                        new ScoreSheet.Outcome(Side.RUSSIA),
                        GameResult.Why.REQUIRED_SPACE_NOT_HELD)));
        assertTrue(en.message(new SheetFinding.DpDiffers(
                        2,
                        new SheetFinding.Marker(-2),
                        new SheetFinding.Marker(0),
                        new SheetFinding.Marker(3),
                        1,
                        4,
                        0,
                        0,
                        0))
                .startsWith("DP marker after turn 2: written Russia 2, the rules give centre (0) (from Japan 3:"));
        assertEquals(
                "critical hits are given to 3 ships, but the fire scored 2",
                en.message(rule(new AllocationFault.TooManyCriticals(3, 2))));
        assertEquals(
                "kritický zásah potápí loď Poltava, ale Diana je stále nedotčená; poškozenou loď smí kritický zásah potopit, "
                        + "až když v eskadře žádná nedotčená nezbývá",
                cs.message(rule(new AllocationFault.CriticalSinkWhileIntact("poltava", "diana"))));
    }

    @Test
    void theSummaryCountsDistinctLines() {
        StringWriter s = new StringWriter();
        new SheetReportWriter(Sheets.GAME, "en")
                .text(new SheetReport("f.yaml", 10, List.of(), 0, null), new PrintWriter(s));
        assertEquals(
                "f.yaml: all 10 checked lines agree with the rules.\nDP marker at the end: centre (0)\n",
                s.toString().replace("\r", ""));
    }

    private static SheetFinding rule(AllocationFault f) {
        return new SheetFinding.EngineFault(f.key(), f.arguments());
    }
}
