package adjutant.cli;

import adjutant.engine.data.Problems;
import adjutant.engine.hunt.HuntGame;
import adjutant.validator.hunt.GameLog;
import adjutant.validator.hunt.GameLogReader;
import adjutant.validator.hunt.LogChecker;
import adjutant.validator.hunt.LogReport;
import adjutant.validator.hunt.LogReportWriter;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code adjutant validate hunt --log FILE}: replay a played game of The Hunt with the rules
 * and print every log line that breaks them, with its turn, in the reader's language.
 */
@Command(
        name = "hunt",
        description = {
            "Check a game log of The Hunt (YAML, one entry per turn; see examples/hunt/game-log.yaml): Graf Spee's",
            "hidden moves against the OP paid, OP spent, hand sizes, dice, merchant moves, battle duels and the winner.",
            "Exit 0: the log follows the rules; 1: some lines break them; 2: the log is malformed."
        })
final class ValidateHunt extends SheetCheckCommand<HuntGame, GameLog, LogReport> {
    @Option(names = "--log", required = true, paramLabel = "FILE", description = "The game log to check.")
    Path log;

    ValidateHunt() {
        super("hunt", HuntGame.class);
    }

    @Override
    Path file() {
        return log;
    }

    @Override
    GameLog read(HuntGame game, Path file, String shownName, Problems problems) {
        return new GameLogReader(game).read(file, shownName, problems);
    }

    @Override
    LogReport check(HuntGame game, GameLog record) {
        return new LogChecker(game).check(record);
    }

    @Override
    boolean agrees(LogReport verdict) {
        return verdict.clean();
    }

    @Override
    void write(HuntGame game, String lang, LogReport verdict, boolean json, PrintWriter out) {
        LogReportWriter w = new LogReportWriter(game, lang);
        if (json) w.json(verdict, out);
        else w.text(verdict, out);
    }
}
