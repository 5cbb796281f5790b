package adjutant.cli;

import picocli.CommandLine.Command;

/** {@code adjutant validate GAME …}: check players' sheets; one subcommand per game. */
@Command(
        name = "validate",
        description = "Check players' order sheets against the rules; one subcommand per game.",
        subcommands = {ValidateDiplomacy.class, ValidatePortArthur.class, ValidateHunt.class})
final class ValidateCommand extends CommandGroup {}
