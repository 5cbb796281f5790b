package adjutant.cli;

import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.check.Finding;
import adjutant.engine.l10n.check.OverflowCheck;
import adjutant.engine.l10n.check.TranslationChecks;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant l10n check [GAME…]}: glossary terms, placeholders, links, marks, plurals, and text overflow when the print pipeline provides it. */
@Command(
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no findings", "1:a check found problems", "2:bad input (data, flags)"},
        mixinStandardHelpOptions = true,
        name = "check",
        description = {
            "Check translations against their English: glossary terms, placeholders, cross-references,",
            "glossary marks, ICU plural categories; text overflow when an OverflowCheck is installed. Exit 1 on any finding."
        })
final class L10nCheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    L10nOptions options;

    @Parameters(arity = "0..*", paramLabel = "GAME", description = "Games (default: all)")
    List<String> games = List.of();

    @Option(
            names = "--lang",
            split = ",",
            paramLabel = "LANG",
            description = "Only these languages (default: every translation)")
    List<String> langs = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<String> ids = options.games(games, spec.commandLine().getErr());
        if (ids == null
                || !langs.stream()
                        .allMatch(l -> options.validLang(l, spec.commandLine().getErr()))) return ExitCodes.BAD_INPUT;
        List<OverflowCheck> overflow = TranslationChecks.overflowChecks();
        int findings = 0;
        for (String game : ids) {
            GameText text = options.load(game);
            for (String lang : langs.isEmpty() ? text.languages() : langs) {
                List<Finding> f = TranslationChecks.run(text, lang, overflow);
                f.forEach(out::println);
                findings += f.size();
                // terms without a form in the language print as English headwords in the book's glossary and index:
                // said here
                String terms = text.glossary().missing(lang).isEmpty()
                        ? ""
                        : "; " + text.glossary().coverage(lang);
                out.println(game + " " + lang + ": " + (f.isEmpty() ? "ok" : f.size() + " finding(s)") + terms);
            }
        }
        if (overflow.isEmpty()) out.println("(no overflow check installed: text fitting its box was not checked)");
        return findings == 0 ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
