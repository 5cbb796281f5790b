package adjutant.cli;

import picocli.CommandLine.Command;

/** {@code adjutant diplomacy start|toss|datc}: tools for a Diplomacy game master and for checking the adjudicator. */
@Command(
        name = "diplomacy",
        description =
                "Diplomacy tools: the starting position, the coin toss of the two-player game, the DATC test cases.",
        subcommands = {DiplomacyStart.class, DiplomacyToss.class, DiplomacyDatc.class})
final class DiplomacyCommand extends CommandGroup {}
