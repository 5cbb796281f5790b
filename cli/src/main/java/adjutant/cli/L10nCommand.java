package adjutant.cli;

import picocli.CommandLine.Command;

/** {@code adjutant l10n …}: the translator's toolkit. Each subcommand is its own class. */
@Command(
        mixinStandardHelpOptions = true,
        name = "l10n",
        description = {
            "The translator's toolkit: init, status, check, export/import (XLIFF 2.0 and 1.2, PO, TBX glossaries), mark, pseudo.",
            "English is the source; a translation is fuzzy when the English it was confirmed against has changed."
        },
        subcommands = {
            L10nStatusCommand.class,
            L10nCheckCommand.class,
            L10nExportCommand.class,
            L10nImportCommand.class,
            L10nMarkCommand.class,
            L10nPseudoCommand.class,
            L10nInitCommand.class
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:a required language is incomplete or fuzzy (status), a check found problems (check)",
            "2:bad input (data, exchange file or flags); nothing was written"
        })
final class L10nCommand extends CommandGroup {}
