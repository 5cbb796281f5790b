package adjutant.cli;

import adjutant.desk.DeskWordsStatus;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.LanguageStatus;
import adjutant.engine.l10n.SectionStatus;
import adjutant.engine.l10n.UnitState;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant l10n status [GAME…] [--lang X]}: how far each translation is, per section. */
@Command(
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every required language complete",
            "1:a required language is incomplete or fuzzy",
            "2:bad input (data, flags)"
        },
        mixinStandardHelpOptions = true,
        name = "status",
        description = {
            "Per game, language and section: segments translated, fuzzy, missing and English words to do.",
            "Exit 1 when a language that game.yaml requires is incomplete or fuzzy."
        })
final class L10nStatusCommand implements Callable<Integer> {
    private static final int SHOWN = 10;

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
            description = "Only these languages (default: every translation, required ones first)")
    List<String> langs = List.of();

    @Option(names = "--list", description = "List every missing or fuzzy segment (default: the first " + SHOWN + ")")
    boolean list;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<String> ids = options.games(games, spec.commandLine().getErr());
        if (ids == null
                || !langs.stream()
                        .allMatch(l -> options.validLang(l, spec.commandLine().getErr()))) return ExitCodes.BAD_INPUT;
        List<String> failing = new ArrayList<>();
        Set<String> shown = new TreeSet<>();
        for (String game : ids) {
            GameText text = options.load(game);
            for (String lang : langs.isEmpty() ? text.languages() : langs) {
                LanguageStatus st = LanguageStatus.of(text, lang);
                print(out, st);
                if (!lang.equals(GameText.SOURCE_LANG))
                    out.println("  " + text.glossary().coverage(lang));
                shown.add(lang);
                if (st.failing()) failing.add(game + " " + lang);
            }
        }
        if (games.isEmpty()) for (String lang : shown) desk(out, DeskWordsStatus.of(lang));
        if (failing.isEmpty()) return ExitCodes.OK;
        out.println("Required and not complete: " + String.join(", ", failing) + ".");
        return ExitCodes.FAILED;
    }

    private void print(PrintWriter out, LanguageStatus st) {
        SectionStatus t = st.total();
        out.printf(
                Locale.ROOT,
                "%s %s%s: %d of %d translated, %d fuzzy, %d missing, %d words to do%n",
                st.game(),
                st.lang(),
                st.required() ? " (required)" : "",
                t.translated(),
                t.total(),
                t.fuzzy(),
                t.missing(),
                t.wordsToDo());
        table(out, "file", st.files());
        table(out, "section", st.sections());
        shown(
                out,
                st.todo(),
                u -> "  " + label(u.state()) + " " + u.id() + "  "
                        + preview(u.segment().source()));
        for (String extra : st.extras()) out.println("  not in English: " + extra);
    }

    /** The desk's own words (not a game's): translated or missing, shown in English where missing. */
    private void desk(PrintWriter out, DeskWordsStatus d) {
        if (d.lang().equals(GameText.SOURCE_LANG)) return;
        out.printf(
                Locale.ROOT,
                "desk %s: %d of %d translated, %d missing (shows English) in %s%n",
                d.lang(),
                d.translated(),
                d.total(),
                d.missing().size(),
                d.file());
        shown(out, d.missing(), key -> "  missing (shows English)   desk:" + key);
    }

    /** A line per item: all with --list, else the first {@link #SHOWN} and how many more. */
    private <T> void shown(PrintWriter out, List<T> items, Function<T, String> line) {
        for (int n = 0; n < items.size(); n++) {
            if (!list && n == SHOWN) {
                out.println("  … and " + (items.size() - SHOWN) + " more (--list shows all)");
                break;
            }
            out.println(line.apply(items.get(n)));
        }
    }

    private static void table(PrintWriter out, String what, List<SectionStatus> counts) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"  translated", "fuzzy", "missing", "words", what});
        for (SectionStatus s : counts) {
            rows.add(new String[] {
                String.valueOf(s.translated()),
                String.valueOf(s.fuzzy()),
                String.valueOf(s.missing()),
                String.valueOf(s.wordsToDo()),
                s.section()
            });
        }
        TextTable.print(out, rows);
    }

    private static String label(UnitState s) {
        return switch (s) {
            case CHANGED -> "fuzzy (English changed)  ";
            case UNCONFIRMED -> "fuzzy (never confirmed)  ";
            case NEEDS_WORK -> "fuzzy (translator's mark)";
            case MISSING -> "missing (shows English)  ";
            case TRANSLATED -> "translated               ";
        };
    }

    private static String preview(String s) {
        String one = s.replaceAll("\\s+", " ").strip();
        return one.length() <= 60 ? one : one.substring(0, 59) + "…";
    }
}
