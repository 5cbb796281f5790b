package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top command sets up only the subcommand named; help, usage and mistakes still see them all. */
class MainTest {
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

    @Test
    void anUnknownSubcommandIsRefusedWithTheUsualMessage() {
        CliRun r = CliRun.of("diplomcy", "datc");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().startsWith("adjutant: Unmatched arguments from index 0: 'diplomcy', 'datc'"), r.err());
    }
}
