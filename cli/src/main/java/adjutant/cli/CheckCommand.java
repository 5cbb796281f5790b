package adjutant.cli;

import adjutant.engine.Game;
import adjutant.engine.Games;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.IcuFormat;
import adjutant.engine.l10n.check.SegmentCheck;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant check [GAME…]}: load and check the data, print a summary per game and every problem. */
@Command(
        name = "check",
        description = "Load and check the YAML data of the games; print a summary and every problem found.")
final class CheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(
            arity = "0..*",
            paramLabel = "GAME",
            description =
                    "Games to check (default: every game of the workspace, its variants under data/ too): ${COMPLETION-CANDIDATES}",
            completionCandidates = GameIds.class)
    List<String> games = List.of();

    @Option(
            names = "--home",
            paramLabel = "DIR",
            description = "Project folder holding data/ (default: found from the working folder)")
    Path home;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path root = home != null ? home.toAbsolutePath() : Games.home();
        List<String> ids = GameIds.resolve(games, root, err);
        if (ids == null) return ExitCodes.BAD_INPUT;
        int total = 0;
        for (String id : ids) {
            Problems problems = new Problems();
            GameFiles files = new GameFiles(root, id, problems);
            Game g = Games.load(root, id, problems); // a variant by the rules its game.yaml names
            translations(root, id, problems);
            IcuFormat.faults(id, g.strings(), List.of()).forEach(problems::add); // the English; translations above
            KitComponents.check(files); // what build would refuse, check reports first
            // measured on the drawn board: only data that loads
            String note = problems.isEmpty() ? KitComponents.drawings(files) : null;
            out.println(summaryLine(id, g, problems));
            if (note != null) out.println(id + ": " + note);
            List<Problem> shown = problems.sorted();
            for (Problem p : shown) err.println(p);
            if (problems.skipped() > 0) {
                err.println(id + ": the other checks are skipped until the file" + (shown.size() == 1 ? "" : "s")
                        + " above can be read.");
            }
            total += shown.size();
        }
        if (total > 0) {
            err.println(total + (total == 1 ? " problem" : " problems") + " found.");
            return ExitCodes.BAD_INPUT;
        }
        return ExitCodes.OK;
    }

    /** The faults of the stored translations (broken placeholders, ICU, marks, links), as l10n import refuses them. */
    private static void translations(Path root, String id, Problems problems) {
        Problems own = new Problems();
        GameText text = GameText.load(root, id, own);
        List<Problem> seen = problems.sorted();
        own.sorted().stream().filter(p -> !seen.contains(p)).forEach(problems::add);
        SegmentCheck.stored(text).forEach(problems::add);
    }

    private static String summaryLine(String id, Game g, Problems problems) {
        StringBuilder sb = new StringBuilder(id).append(": ");
        for (Map.Entry<String, Integer> e : g.summary().entrySet()) {
            sb.append(e.getValue()).append(' ').append(e.getKey()).append(", ");
        }
        sb.append("strings");
        for (String lang : g.strings().languages())
            sb.append(' ').append(lang).append('=').append(g.strings().size(lang));
        int n = problems.sorted().size();
        sb.append(problems.isEmpty() ? " — ok" : " — " + n + (n == 1 ? " problem" : " problems"));
        return sb.toString();
    }
}
