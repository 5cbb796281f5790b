package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.validator.diplomacy.Messages;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code adjutant diplomacy start [--out FILE]}: write the Spring 1901 position. */
@Command(name = "start", description = "Write the starting position (Spring 1901) as a position file for 'adjutant validate diplomacy'.")
final class DiplomacyStart implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write it (default: 1901-spring-movement.yaml here).")
    Path out;

    @Option(names = "--lang", paramLabel = "LANG", description = "Language of the message, e.g. cs or en (default: the system's language when the game has it, else English).")
    String lang;

    @Option(names = "--home", paramLabel = "DIR", description = "Project folder holding data/ (default: found from the working folder).")
    Path home;

    @Override
    public Integer call() {
        DiplomacyGame game = Games.loadChecked(home != null ? home.toAbsolutePath() : Games.home(), "diplomacy", DiplomacyGame.class);
        java.util.Set<String> languages = game.strings().languages();
        if (lang != null && !languages.contains(lang)) {
            spec.commandLine().getErr().println("adjutant: --lang must be one of " + String.join(", ", new java.util.TreeSet<>(languages)) + ", not '" + lang + "'");
            return ExitCodes.BAD_INPUT;
        }
        Position start = Position.start(game.map());
        Path target = out != null ? out : Path.of(PositionFile.defaultName(start));
        String bad = OutputPaths.file("--out", target);
        if (bad != null) {
            spec.commandLine().getErr().println("adjutant: " + bad);
            return ExitCodes.BAD_INPUT;
        }
        boolean replaced = OutputPaths.replaces(target);
        PositionFile.write(start, game.map(), target);
        String language = ReportOptions.lang(lang, languages);
        Messages m = new Messages(game.strings(), language, game.map());
        spec.commandLine().getOut().println(m.text("validate.start_written", "file", target.toString())
                + (replaced ? " " + m.text("validate.replaced") : ""));
        return ExitCodes.OK;
    }
}
