package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.validator.portarthur.ReportWriter;
import adjutant.validator.portarthur.ScoreSheet;
import adjutant.validator.portarthur.ScoreSheetReader;
import adjutant.validator.portarthur.SheetChecker;
import adjutant.validator.portarthur.SheetReport;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant validate port-arthur --sheet FILE}: recompute a game master's score sheet
 * with the rules and print every line that disagrees, in the reader's language.
 */
@Command(name = "port-arthur", description = {
        "Check a Port Arthur score sheet (YAML, one entry per turn; see examples/port-arthur/score-sheet.yaml):",
        "firepower, hits and damage allocation of each battle, convoys, landings, the DP marker and the winner.",
        "Exit 0: every line agrees with the rules; 1: some lines disagree; 2: the sheet is malformed."})
final class ValidatePortArthur implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--sheet", required = true, paramLabel = "FILE", description = "The score sheet to check.")
    Path sheet;

    @Option(names = "--lang", defaultValue = "en", paramLabel = "cs|en", description = "Language of the report (default: ${DEFAULT-VALUE}).")
    String lang;

    @Option(names = "--format", defaultValue = "text", paramLabel = "text|json", description = "Report format (default: ${DEFAULT-VALUE}).")
    String format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!format.equals("text") && !format.equals("json")) {
            err.println("adjutant: --format must be text or json, not '" + format + "'");
            return ExitCodes.BAD_INPUT;
        }
        PortArthurGame game = Games.loadChecked(Games.home(), "port-arthur", PortArthurGame.class);
        if (!game.info().languages().contains(lang)) {
            err.println("adjutant: --lang must be one of " + String.join(", ", game.info().languages()) + ", not '" + lang + "'");
            return ExitCodes.BAD_INPUT;
        }
        Problems problems = new Problems();
        ScoreSheet read = new ScoreSheetReader(game).read(sheet, sheet.toString().replace('\\', '/'), problems);
        if (!problems.isEmpty() || read == null) {
            for (Problem p : problems.sorted()) err.println(p);
            return ExitCodes.BAD_INPUT;
        }
        SheetReport report = new SheetChecker(game).check(read);
        ReportWriter writer = new ReportWriter(game, lang);
        if (format.equals("json")) writer.json(report, out);
        else writer.text(report, out);
        return report.agrees() ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
