package adjutant.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code adjutant build [GAME…]}: generate the print kits into out/. */
@Command(name = "build", description = "Generate the print-and-play kits into out/<game>/<lang>/.")
final class BuildCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "GAME", description = "Games to build (default: all)")
    List<String> games = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> ids = GameIds.resolve(games, err);
        if (ids == null) return ExitCodes.BAD_INPUT;
        out.println("The PDF generator is not written yet: nothing was generated.");
        out.println("When it is, this will write out/<game>/<lang>/{board,counters,cards,...}.pdf for: " + String.join(", ", ids));
        return ExitCodes.OK;
    }
}
