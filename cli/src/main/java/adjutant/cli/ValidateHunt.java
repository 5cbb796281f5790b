package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.hunt.HuntGame;
import adjutant.validator.hunt.GameLog;
import adjutant.validator.hunt.GameLogReader;
import adjutant.validator.hunt.LogChecker;
import adjutant.validator.hunt.LogReport;
import adjutant.validator.hunt.ReportWriter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant validate hunt --log FILE}: replay a played game of The Hunt with the rules
 * and print every log line that breaks them, with its turn, in the reader's language.
 */
@Command(name = "hunt", description = {
        "Check a game log of The Hunt (YAML, one entry per turn; see examples/hunt/game-log.yaml): Graf Spee's",
        "hidden moves against the OP paid, OP spent, hand sizes, dice, merchant moves, battle duels and the winner.",
        "Exit 0: the log follows the rules; 1: some lines break them; 2: the log is malformed."})
final class ValidateHunt implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--log", required = true, paramLabel = "FILE", description = "The game log to check.")
    Path log;

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
        HuntGame game = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
        if (!game.info().languages().contains(lang)) {
            err.println("adjutant: --lang must be one of " + String.join(", ", game.info().languages()) + ", not '" + lang + "'");
            return ExitCodes.BAD_INPUT;
        }
        Problems problems = new Problems();
        GameLog read = new GameLogReader(game).read(log, log.toString().replace('\\', '/'), problems);
        if (!problems.isEmpty() || read == null) {
            for (Problem p : problems.sorted()) err.println(p);
            return ExitCodes.BAD_INPUT;
        }
        LogReport report = new LogChecker(game).check(read);
        ReportWriter writer = new ReportWriter(game, lang);
        if (format.equals("json")) writer.json(report, out);
        else writer.text(report, out);
        return report.clean() ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
