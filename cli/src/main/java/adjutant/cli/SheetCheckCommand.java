package adjutant.cli;

import adjutant.engine.Game;
import adjutant.engine.Games;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A validate command that reads one record a game master kept (a score sheet, a game log),
 * recomputes it with the rules and reports every line that disagrees: exit 0 when all agree,
 * 1 when any line does not, 2 when the file is malformed. Subclasses name the game, the file
 * and the reader, checker and writer of their record.
 *
 * @param <G> the game
 * @param <R> the record as read
 * @param <V> the verdict
 */
abstract class SheetCheckCommand<G extends Game, R, V> implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ReportOptions output;

    private final String gameId;
    private final Class<G> gameType;

    SheetCheckCommand(String gameId, Class<G> gameType) {
        this.gameId = gameId;
        this.gameType = gameType;
    }

    /** The file the user named. */
    abstract Path file();

    /** Reads the record, adding what is malformed to {@code problems}; null when unreadable. */
    abstract R read(G game, Path file, String shownName, Problems problems);

    abstract V check(G game, R record);

    abstract boolean agrees(V verdict);

    abstract void write(G game, String lang, V verdict, boolean json, PrintWriter out);

    @Override
    public final Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        G game = Games.loadChecked(Games.home(), gameId, gameType);
        String wrong = output.problem(game.info().languages());
        if (wrong != null) return ExitCodes.refuse(err, wrong);
        Problems problems = new Problems();
        R record = read(game, file(), file().toString().replace('\\', '/'), problems);
        if (!problems.isEmpty() || record == null) {
            for (Problem p : problems.sorted()) err.println(p);
            return ExitCodes.BAD_INPUT;
        }
        V verdict = check(game, record);
        write(
                game,
                output.lang(game.info().languages()),
                verdict,
                output.json(),
                spec.commandLine().getOut());
        return agrees(verdict) ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
