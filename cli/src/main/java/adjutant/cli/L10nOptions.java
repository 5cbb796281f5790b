package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.LanguageTag;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * What every l10n subcommand shares: the project folder, and the games found in its
 * {@code data/} — every folder with a {@code game.yaml}, loader or not, since translating
 * needs only the data.
 */
final class L10nOptions {
    @Option(
            names = "--home",
            paramLabel = "DIR",
            description = "Project folder holding data/ (default: found from the working folder)")
    Path home;

    Path home() {
        return home != null ? home.toAbsolutePath().normalize() : Games.home();
    }

    /** Whether the data may be changed (a workspace, not the command's built-in copy); prints why not. */
    boolean writable(PrintWriter err) {
        return Workspace.writable(home(), err);
    }

    /** The games with a data folder. */
    List<String> known() {
        return InitCommand.gamesIn(home());
    }

    /** The games asked for (all when none); null after printing why one is unknown. */
    List<String> games(List<String> asked, PrintWriter err) {
        List<String> known = known();
        if (asked == null || asked.isEmpty()) {
            if (known.isEmpty()) err.println("adjutant: no game folders (data/<game>/game.yaml) under " + home());
            return known.isEmpty() ? null : known;
        }
        List<String> out = new ArrayList<>();
        for (String a : asked) {
            if (GameIds.unknown(a, known, err)) return null;
            out.add(a);
        }
        return out;
    }

    /** Whether {@code lang} is a BCP 47 tag a language's files may be named by; prints why not. */
    boolean validLang(String lang, PrintWriter err) {
        String bad = LanguageTag.problem(lang);
        if (bad != null) err.println("adjutant: " + bad);
        return bad == null;
    }

    /** A game's texts; bad data throws {@link adjutant.engine.data.BadInputException} (printed, exit 2). */
    GameText load(String game) {
        Problems p = new Problems();
        GameText t = GameText.load(home(), game, p);
        p.throwIfAny();
        return t;
    }
}
