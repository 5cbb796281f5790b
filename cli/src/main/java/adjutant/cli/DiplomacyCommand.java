package adjutant.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code adjutant diplomacy start|toss|datc}: tools for a Diplomacy game master and for checking the adjudicator. */
@Command(
        name = "diplomacy",
        description =
                "Diplomacy tools: the starting position, the coin toss of the two-player game, the DATC test cases.",
        subcommands = {DiplomacyStart.class, DiplomacyToss.class, DiplomacyDatc.class})
final class DiplomacyCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
