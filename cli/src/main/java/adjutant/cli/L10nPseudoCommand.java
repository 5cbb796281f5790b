package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.l10n.pseudo.PseudoLocale;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant l10n pseudo [GAME…] [--out DIR]}: the pseudo-locale qps as a data overlay for test builds. */
@Command(
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:written", "2:bad input (data, flags)"},
        mixinStandardHelpOptions = true,
        name = "pseudo",
        description = {
            "Write the pseudo-locale qps (accented, 40%% longer, bracketed English) into a data overlay",
            "(default out/pseudo/data/<game>/), to find hard-coded strings and tight boxes in a build using that folder as its home."
        })
final class L10nPseudoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    L10nOptions options;

    @Parameters(arity = "0..*", paramLabel = "GAME", description = "Games (default: all)")
    List<String> games = List.of();

    @Option(names = "--out", paramLabel = "DIR", description = "Overlay folder (default: out/pseudo under the project)")
    Path outDir;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<String> ids = options.games(games, spec.commandLine().getErr());
        if (ids == null) return ExitCodes.BAD_INPUT;
        String badOut = outDir == null ? null : OutputPaths.folder("--out", outDir);
        if (badOut != null) return ExitCodes.refuse(spec.commandLine().getErr(), badOut);
        Path dir = outDir != null
                ? outDir
                : Games.outputRoot(options.home()).resolve("out").resolve("pseudo");
        for (String game : ids) {
            for (String f : PseudoLocale.write(options.load(game), dir)) out.println("wrote " + dir.resolve(f));
        }
        // The overlay is a whole project folder, so a kit builds from it as it is.
        Path templates = options.home().resolve("templates");
        if (Files.isDirectory(templates)) {
            try {
                InitCommand.copyTree(templates, dir.resolve("templates"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out.println("wrote " + dir.resolve("templates") + " (copy)");
        }
        out.println("build it with: ./adjutant build " + String.join(" ", ids) + " --home " + dir + " --lang qps");
        return ExitCodes.OK;
    }
}
