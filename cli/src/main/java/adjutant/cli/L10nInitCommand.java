package adjutant.cli;

import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.LanguageStatus;
import adjutant.engine.l10n.LanguageTag;
import adjutant.engine.l10n.SectionStatus;
import adjutant.engine.l10n.exchange.TranslationWriter;
import adjutant.engine.l10n.store.TextFiles;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant l10n init LANG [GAME…]}: start a new language — its files, and what a translator has to do. */
@Command(
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:started", "2:bad input (language, game, flags); nothing was written"},
        mixinStandardHelpOptions = true,
        name = "init",
        description = {
            "Start a translation into LANG (a BCP 47 tag such as pl, pt-BR):",
            "create data/<game>/i18n/LANG.yaml and rules/LANG.md where missing (what is not translated shows English),",
            "and list what there is to translate and the steps to take. Existing files are kept as they are."
        })
final class L10nInitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    L10nOptions options;

    @Parameters(index = "0", paramLabel = "LANG", description = "The new language, e.g. pl")
    String lang;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "GAME", description = "Games (default: all)")
    List<String> games = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!options.validLang(lang, err) || !options.writable(err)) return ExitCodes.BAD_INPUT;
        if (lang.equals(GameText.SOURCE_LANG))
            return ExitCodes.refuse(err, "English is the source language; start a translation language (e.g. pl)");
        List<String> ids = options.games(games, err);
        if (ids == null) return ExitCodes.BAD_INPUT;
        String name = LanguageTag.englishName(lang);
        for (String game : ids) {
            GameText text = options.load(game);
            create(
                    out,
                    text,
                    "i18n/" + lang + ".yaml",
                    "# " + name + " strings of " + game + ", by the keys of en.yaml. A key left out shows English.\n"
                            + "# Fill with: adjutant l10n export --format po " + lang + " " + game
                            + ", then adjutant l10n import FILE.\n");
            if (text.englishRules() != null)
                create(
                        out,
                        text,
                        "rules/" + lang + ".md",
                        new TranslationWriter(text, lang).newRules().write());
            SectionStatus t = LanguageStatus.of(options.load(game), lang).total();
            out.printf(
                    Locale.ROOT,
                    "%s %s: %d segments to translate (%d English words)%n",
                    game,
                    lang,
                    t.missing() + t.fuzzy(),
                    t.wordsToDo());
        }
        String games = ids.size() == options.known().size() ? "" : " " + String.join(" ", ids);
        out.println("Next:");
        out.println("  1. ./adjutant l10n export --format po " + lang + games + " --out " + lang
                + ".po   (or --format xliff --out " + lang + ".xlf)");
        out.println(
                "  2. translate it in Poedit, Weblate or a CAT tool; keep msgctxt, the codes {…} [[…|…]] [→](#…), and the #. notes");
        out.println("  3. ./adjutant l10n import " + lang
                + ".po   (a broken segment stops it with file:line:column; nothing is written then)");
        out.println("  4. ./adjutant l10n status --lang " + lang + games + "   and   ./adjutant build --lang " + lang
                + games);
        out.println("  5. when nothing is missing or fuzzy: add " + lang
                + " under 'languages:' in data/<game>/game.yaml (then it is required)");
        return ExitCodes.OK;
    }

    private void create(PrintWriter out, GameText text, String name, String content) {
        Path p = text.files().path(name);
        if (Files.exists(p)) {
            out.println("kept " + text.files().shown(name) + " (exists)");
            return;
        }
        TextFiles.writeInside(text.files().dir(), p, content);
        out.println("created " + text.files().shown(name));
    }
}
