package adjutant.cli;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code adjutant} command. Subcommands return their exit code; only {@link #main} exits. */
@Command(
        name = "adjutant",
        mixinStandardHelpOptions = true,
        scope = CommandLine.ScopeType.INHERIT,
        versionProvider = Version.class,
        description = "Print-and-play kits and rules checking for Diplomacy, Port Arthur and The Hunt.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:a verdict failed (illegal order, wrong score line, failing test case)",
            "2:bad input (data, sheet or flags); nothing written is lost"
        })
public final class Main extends CommandGroup {
    /** The subcommands, in the order help lists them. */
    static final List<Class<?>> SUBCOMMANDS = List.of(
            InitCommand.class,
            CheckCommand.class,
            BuildCommand.class,
            PortArthurCommand.class,
            ValidateCommand.class,
            DiplomacyCommand.class,
            L10nCommand.class,
            HuntCommand.class,
            ServeCommand.class,
            ServerCommand.class,
            CommandLine.HelpCommand.class);

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command with the given writers; tests call this instead of {@link #main}. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main());
        String named = subcommandNamed(args);
        for (Class<?> c : SUBCOMMANDS) if (named == null || named.equals(nameOf(c))) cl.addSubcommand(c);
        cl.setColorScheme(CommandLine.Help.defaultColorScheme(
                Terminal.ansi())); // after the subcommands: it is copied to those present
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            if (ex instanceof BadInputException bad) {
                for (Problem p : bad.problems()) line.getErr().println(p);
                return ExitCodes.BAD_INPUT;
            }
            if (ex instanceof UncheckedIOException io) {
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

    /**
     * The subcommand the arguments name, or null when they name none (help, a usage error):
     * then every subcommand is set up. Setting up only the one named saves most of picocli's
     * start-up, which reads the annotations of every command class.
     */
    private static String subcommandNamed(String[] args) {
        for (String a : args) {
            if (a.startsWith("-"))
                return null; // an option of the top command (--help, --version): leave it all to picocli
            if (a.equals(nameOf(CommandLine.HelpCommand.class))) return null; // "help diplomacy" needs the others
            for (Class<?> c : SUBCOMMANDS) if (a.equals(nameOf(c))) return a;
            return null;
        }
        return null;
    }

    private static String nameOf(Class<?> c) {
        return c.getAnnotation(Command.class).name();
    }
}
