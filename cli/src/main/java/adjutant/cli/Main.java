package adjutant.cli;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code adjutant} command. Subcommands return their exit code; only {@link #main} exits. */
@Command(name = "adjutant", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT, versionProvider = Version.class,
        description = "Print-and-play kits and rules checking for Diplomacy, Port Arthur and The Hunt.",
        subcommands = {CheckCommand.class, BuildCommand.class, PortArthurCommand.class, ValidateCommand.class, DiplomacyCommand.class,
                L10nCommand.class, HuntCommand.class, ServeCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a verdict failed (illegal order, wrong score line, failing test case)",
                "2:bad input (data, sheet or flags); nothing written is lost"})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command with the given writers; tests call this instead of {@link #main}. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            if (ex instanceof BadInputException bad) {
                for (Problem p : bad.problems()) line.getErr().println(p);
                return ExitCodes.BAD_INPUT;
            }
            if (ex instanceof java.io.UncheckedIOException io) {
                // a file that cannot be read or written (disk full, permissions): the user's to fix, not a bug
                line.getErr().println("adjutant: " + io.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            throw ex;
        });
        cl.setParameterExceptionHandler((ex, args2) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("adjutant: " + ex.getMessage());
            c.getErr().println("Try '" + c.getCommandSpec().qualifiedName() + " --help'.");
            return ExitCodes.BAD_INPUT;
        });
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
