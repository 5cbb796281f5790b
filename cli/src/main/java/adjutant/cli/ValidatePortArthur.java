package adjutant.cli;

import adjutant.engine.data.Problems;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.validator.portarthur.ScoreSheet;
import adjutant.validator.portarthur.ScoreSheetReader;
import adjutant.validator.portarthur.SheetChecker;
import adjutant.validator.portarthur.SheetReport;
import adjutant.validator.portarthur.SheetReportWriter;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code adjutant validate port-arthur --sheet FILE}: recompute a game master's score sheet
 * with the rules and print every line that disagrees, in the reader's language.
 */
@Command(
        name = "port-arthur",
        description = {
            "Check a Port Arthur score sheet (YAML, one entry per turn; see examples/port-arthur/score-sheet.yaml):",
            "firepower, hits and damage allocation of each battle, convoys, landings, the DP marker and the winner.",
            "Exit 0: every line agrees with the rules; 1: some lines disagree; 2: the sheet is malformed."
        })
final class ValidatePortArthur extends SheetCheckCommand<PortArthurGame, ScoreSheet, SheetReport> {
    @Option(names = "--sheet", required = true, paramLabel = "FILE", description = "The score sheet to check.")
    Path sheet;

    ValidatePortArthur() {
        super("port-arthur", PortArthurGame.class);
    }

    @Override
    Path file() {
        return sheet;
    }

    @Override
    ScoreSheet read(PortArthurGame game, Path file, String shownName, Problems problems) {
        return new ScoreSheetReader(game).read(file, shownName, problems);
    }

    @Override
    SheetReport check(PortArthurGame game, ScoreSheet record) {
        return new SheetChecker(game).check(record);
    }

    @Override
    boolean agrees(SheetReport verdict) {
        return verdict.agrees();
    }

    @Override
    void write(PortArthurGame game, String lang, SheetReport verdict, boolean json, PrintWriter out) {
        SheetReportWriter w = new SheetReportWriter(game, lang);
        if (json) w.json(verdict, out);
        else w.text(verdict, out);
    }
}
