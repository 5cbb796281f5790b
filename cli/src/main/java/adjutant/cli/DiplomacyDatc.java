package adjutant.cli;

import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.validator.diplomacy.DatcCase;
import adjutant.validator.diplomacy.DatcCaseReader;
import adjutant.validator.diplomacy.DatcDeviations;
import adjutant.validator.diplomacy.DatcRunner;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.OrderParser;
import adjutant.validator.diplomacy.ParseProblem;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant diplomacy datc FILE…}: run DATC cases in the jDip text format through
 * the order parser and the adjudicator; one line per failing case, then "N passed, M failed".
 * A case that fails as one of the known deviations says ({@link DatcDeviations}) still counts
 * as failed, and its line ends with why Adjutant differs on purpose.
 */
@Command(
        name = "datc",
        description = {
            "Run DATC test cases (jDip text format) through the order parser and the adjudicator.",
            "Prints one line per failing case (its id, then what differs) and a last line 'N passed, M failed'.",
            "A known deviation of Adjutant from the DATC v2.4 file still fails; its line ends with '(known: why)'.",
            "Exit 0 only if every case passes."
        })
final class DiplomacyDatc implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "DATC case files.")
    List<Path> files;

    @Option(
            names = "--lang",
            defaultValue = "en",
            paramLabel = "cs|en",
            description = "Language of the differences (default: ${DEFAULT-VALUE}).")
    String lang;

    /** The map the cases are played on: the classic one, or a variant's with --variant (its recorded games). */
    @picocli.CommandLine.Mixin
    DiplomacyVariant where = new DiplomacyVariant();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        DiplomacyGame game = where.load(spec.commandLine().getErr());
        if (game == null) return ExitCodes.BAD_INPUT;
        Messages m = new Messages(game.strings(), game.strings().languages().contains(lang) ? lang : "en", game.map());
        List<DatcCase> cases = new ArrayList<>();
        for (Path f : files) cases.addAll(DatcCaseReader.read(f));
        DatcRunner runner = new DatcRunner(new OrderParser(game), DatcDeviations.JDIP_V24);
        int passed = 0;
        int failed = 0;
        for (DatcCase c : cases) {
            DatcRunner.Outcome o = runner.run(c);
            if (o.passed()) {
                passed++;
                continue;
            }
            failed++;
            String line = c.id() + ": " + String.join("; ", differences(o, m));
            out.println(
                    o.known() == null
                            ? line
                            : m.text(
                                    "datc.known",
                                    "line",
                                    line,
                                    "why",
                                    m.text(o.known().whyKey())));
        }
        out.println(m.text("datc.summary", "passed", passed, "failed", failed));
        return failed == 0 ? ExitCodes.OK : ExitCodes.FAILED;
    }

    private static List<String> differences(DatcRunner.Outcome o, Messages m) {
        List<String> out = new ArrayList<>();
        for (Problem p : o.setupProblems()) out.add(m.text("datc.setup", "problem", p.toString()));
        for (DatcRunner.Difference d : o.differences()) {
            String key = "datc." + (d.kind() == DatcRunner.Difference.Kind.MISSING ? "missing" : "unexpected")
                    + (d.dislodged() ? "_dislodged" : "");
            out.add(m.text(key, "power", m.power(d.unit().power()), "unit", m.unit(d.unit())));
        }
        out.addAll(o.seatingDifferences()); // Adjutant's extension: its cases are in English only
        for (ParseProblem p : o.notUnderstood())
            out.add(m.text("datc.not_understood", "line", p.line(), "problem", m.problem(p)));
        return out;
    }
}
