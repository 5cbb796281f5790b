package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top command sets up only the subcommand named; help, usage and mistakes still see them all. */
class MainTest {
    /** --version names the version, the commit the build asked git for (this test runs in a clone) and the build time. */
    @Test
    void versionNamesTheCommitAndTheBuildTime() throws Exception {
        CliRun r = CliRun.of("--version");
        assertEquals(0, r.code(), r.err());
        String head = new String(
                        new ProcessBuilder("git", "-C", Games.home().toString(), "rev-parse", "--short=10", "HEAD")
                                .start()
                                .getInputStream()
                                .readAllBytes())
                .strip();
        assertTrue(
                r.out()
                        .matches(
                                "(?s)adjutant \\d+\\.\\d+\\.\\d+\\S*\ncommit " + head
                                        + "( with uncommitted changes)?, built \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\nJava .*"),
                r.out());
    }

    /** Every subcommand: "help NAME" prints what "NAME --help" prints, and the top usage lists it. */
    @Test
    void helpSeesEverySubcommand() {
        String usage = CliRun.of("--help").out();
        for (Class<?> c : Main.SUBCOMMANDS) {
            String name = c.getAnnotation(Command.class).name();
            assertTrue(usage.contains("  " + name + " "), name + " in the usage");
            if (c == CommandLine.HelpCommand.class) continue;
            CliRun help = CliRun.of("help", name);
            assertEquals(0, help.code(), name + ": " + help.err());
            assertEquals(CliRun.of(name, "--help").out(), help.out(), name);
        }
    }

    /**
     * Every command's help, walked from the command tree, formats cleanly: picocli reports a
     * description it cannot format (a lone {@code %}) on the JVM's own stderr, not the command's.
     */
    @Test
    void everyHelpFormatsWithoutPicocliWarnings() {
        CommandLine top = new CommandLine(new Main());
        for (Class<?> c : Main.SUBCOMMANDS) top.addSubcommand(c);
        List<List<String>> paths = new ArrayList<>();
        walk(top, new ArrayList<>(), paths);
        assertTrue(paths.size() > 20, "the tree has every command: " + paths);
        PrintStream was = System.err;
        ByteArrayOutputStream jvmErr = new ByteArrayOutputStream();
        System.setErr(new PrintStream(jvmErr, true, StandardCharsets.UTF_8));
        try {
            for (List<String> path : paths) {
                List<String> args = new ArrayList<>(path);
                args.add("--help");
                CliRun r = CliRun.of(args.toArray(new String[0]));
                assertEquals(0, r.code(), args + ": " + r.err());
                assertEquals("", r.err(), args.toString());
                assertEquals("", jvmErr.toString(StandardCharsets.UTF_8), args.toString());
            }
        } finally {
            System.setErr(was);
        }
    }

    private static void walk(CommandLine c, List<String> path, List<List<String>> all) {
        all.add(path);
        for (var sub : c.getSubcommands().entrySet()) {
            if (sub.getKey().equals("help")) continue;
            List<String> p = new ArrayList<>(path);
            p.add(sub.getKey());
            walk(sub.getValue(), p, all);
        }
    }

    @Test
    void anUnknownSubcommandIsRefusedWithTheUsualMessage() {
        CliRun r = CliRun.of("diplomcy", "datc");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().startsWith("adjutant: Unmatched arguments from index 0: 'diplomcy', 'datc'"), r.err());
    }
}
