package adjutant.cli;

import adjutant.engine.l10n.Confirmations;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUpdate;
import adjutant.engine.l10n.exchange.TranslationWriter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant l10n mark GAME LANG ID…|--all-fuzzy}: confirm translations against the current English. */
@Command(
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:confirmed", "2:bad input (unknown id, language, flags); nothing was written"},
        mixinStandardHelpOptions = true,
        name = "mark",
        description = {
            "Record that translations follow the current English, so they are no longer fuzzy.",
            "IDs are segment ids or their prefixes (i18n:board, rules:dip.support)."
        })
final class L10nMarkCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    L10nOptions options;

    @Parameters(index = "0", paramLabel = "GAME")
    String game;

    @Parameters(index = "1", paramLabel = "LANG")
    String lang;

    @Parameters(index = "2..*", arity = "0..*", paramLabel = "ID", description = "Segments to confirm")
    List<String> ids = List.of();

    @Option(names = "--all-fuzzy", description = "Confirm every fuzzy translation (English copies excepted)")
    boolean allFuzzy;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!options.writable(err) || options.games(List.of(game), err) == null || !options.validLang(lang, err))
            return ExitCodes.BAD_INPUT;
        if (ids.isEmpty() == !allFuzzy)
            return ExitCodes.refuse(err, "name the segment ids to confirm, or --all-fuzzy (not both)");
        GameText text = options.load(game);
        List<String> unmatched = new ArrayList<>();
        List<TranslationUpdate> updates =
                allFuzzy ? Confirmations.allFuzzy(text, lang) : Confirmations.of(text, lang, ids, unmatched);
        if (!unmatched.isEmpty())
            return ExitCodes.refuse(err, "no " + lang + " translation for: " + String.join(", ", unmatched));
        List<String> written = new TranslationWriter(text, lang).apply(updates, "mark");
        written.forEach(f -> out.println("wrote " + f));
        out.println("confirmed " + updates.size() + " segment(s) of " + game + " " + lang);
        return ExitCodes.OK;
    }
}
