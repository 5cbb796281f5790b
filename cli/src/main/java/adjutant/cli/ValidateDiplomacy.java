package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.validator.diplomacy.JsonReport;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.OrderParser;
import adjutant.validator.diplomacy.OrderSheet;
import adjutant.validator.diplomacy.OrderSheetReader;
import adjutant.validator.diplomacy.TextReport;
import adjutant.validator.diplomacy.TurnCheck;
import adjutant.validator.diplomacy.TurnReport;
import adjutant.validator.diplomacy.scan.ReadSheets;
import adjutant.validator.diplomacy.scan.ScanJson;
import adjutant.validator.diplomacy.scan.ScanReader;
import adjutant.validator.diplomacy.scan.ScanResult;
import adjutant.validator.diplomacy.scan.ScanText;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant validate diplomacy --position POS.yaml --orders DIR|FILE…}: read the
 * sheets, adjudicate the phase, print each order's verdict and why in the reader's
 * language, and write the next position so the game master can chain turns.
 */
@Command(
        name = "diplomacy",
        description = {
            "Check Diplomacy order sheets against a position and adjudicate the phase.",
            "A sheet is a UTF-8 text file: a header such as 'England Spring 1901' or 'Anglie — Jaro 1901'",
            "(add 'retreats'/'ústupy' or 'adjustments'/'úpravy' for those phases), then one order per line;",
            "# starts a comment. With --next FILE writes the position after this phase there (nothing is",
            "written without it). Scans of the sheets printed by 'build diplomacy --scannable' are read with --scan;",
            "a row the reader is unsure of is shown with a crop and asked about, never guessed (exit 1, no next position).",
            "Exit 0: every order understood and legal; 1: some were not, or a scanned row needs a person; 2: bad input."
        })
final class ValidateDiplomacy implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--position",
            required = true,
            paramLabel = "POS.yaml",
            description = "The position the orders are for (see 'adjutant diplomacy start').")
    Path position;

    @Option(
            names = "--orders",
            arity = "1..*",
            paramLabel = "DIR|FILE",
            description = "Order sheets: files, or folders of *.txt files.")
    List<Path> orders = List.of();

    @Option(
            names = "--scan",
            arity = "1..*",
            paramLabel = "FILE",
            description = "Scans or photos of marked scannable sheets (PDF, PNG, JPEG; see 'build --scannable').")
    List<Path> scans = List.of();

    @Option(
            names = "--crops",
            paramLabel = "DIR",
            description =
                    "Where the crops of rows needing a person and the sheets as read go (default: out/diplomacy/scans/<turn>/ in the project folder).")
    Path crops;

    @Mixin
    ReportOptions output;

    @Option(
            names = "--next",
            paramLabel = "FILE",
            description =
                    "Write the position after this phase to FILE (a regular file; an existing one is replaced, and the report says so).")
    Path next;

    @Option(
            names = "--map",
            paramLabel = "FILE.svg|pdf|png",
            description = "Also draw the adjudicated turn on the board into this file.")
    Path map;

    @Option(names = "--strict", description = "Refuse misspelt names instead of reading them as the only close name.")
    boolean strict;

    @picocli.CommandLine.Mixin
    DiplomacyVariant where = new DiplomacyVariant();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String badNext = next == null ? null : OutputPaths.file("--next", next);
        if (badNext != null) return ExitCodes.refuse(err, badNext);
        if (next != null
                && next.toAbsolutePath()
                        .normalize()
                        .equals(position.toAbsolutePath().normalize())) {
            return ExitCodes.refuse(
                    err, "--next " + next + " would overwrite the position it was computed from; give another file");
        }
        DiplomacyGame game = where.load(spec.commandLine().getErr());
        if (game == null) return ExitCodes.BAD_INPUT;
        String wrong = output.problem(game.strings().languages());
        if (wrong != null) return ExitCodes.refuse(err, wrong);
        String lang = output.lang(game.strings().languages());
        String mapFormat = map == null ? null : TurnMapFile.format(map);
        if (map != null && mapFormat == null)
            return ExitCodes.refuse(err, "--map must name a .svg, .pdf or .png file, not '" + map + "'");
        String badMap = map == null ? null : OutputPaths.file("--map", map);
        if (badMap != null) return ExitCodes.refuse(err, badMap);
        String badCrops = crops == null ? null : OutputPaths.folder("--crops", crops);
        if (badCrops != null) return ExitCodes.refuse(err, badCrops);
        OrderParser parser = new OrderParser(game);
        if (strict) parser = parser.strict();
        if (orders.isEmpty() && scans.isEmpty())
            return ExitCodes.refuse(
                    err, "expected --orders DIR|FILE… (typed sheets) or --scan FILE… (scanned sheets), or both");
        Position pos = PositionFile.read(position, game.map());
        Messages m = new Messages(game.strings(), lang, game.map());
        if (pos.seating().tossDue(pos)) {
            var toss = pos.seating().coinToss();
            return ExitCodes.refuse(
                    err,
                    m.text(
                            "validate.toss_first",
                            "year",
                            String.valueOf(toss.year()),
                            "power",
                            m.power(toss.power()),
                            "file",
                            position.toString()));
        }
        List<OrderSheet> sheets =
                new ArrayList<>(orders.isEmpty() ? List.of() : new OrderSheetReader(game).read(orders));
        ScanResult scanned = null;
        Path cropDir = crops != null
                ? crops
                : Games.outputRoot(where.home())
                        .resolve("out")
                        .resolve("diplomacy")
                        .resolve("scans")
                        .resolve(PositionFile.defaultName(pos).replace(".yaml", ""));
        if (!scans.isEmpty()) {
            scanned = new ScanReader(game.map(), pos, cropDir, m).read(scans);
            Set<String> typed = new HashSet<>();
            sheets.forEach(s -> typed.add(s.power()));
            scanned = scanned.typedFor(typed);
            sheets.addAll(scanned.sheets());
            if (!output.json()) out.print(new ScanText(m, game.map()).render(scanned) + "\n");
        }
        TurnReport report = TurnCheck.run(parser, pos, sheets);
        Map<String, Object> scanJson = new LinkedHashMap<>();
        if (scanned != null) {
            scanJson.put("scans", new ScanJson(m).render(scanned));
            if (!scanned.complete()) scanJson.put("crops", cropDir.toString());
        }
        if (scanned != null && !scanned.complete()) {
            ReadSheets.write(scanned, cropDir, game.map(), m);
            if (output.json()) out.print(new JsonReport(m, game.map()).render(report, null, scanJson));
            else out.print(new TextReport(m, game.map()).render(report));
            if (scanned.questions() > 0)
                err.println(m.text("scan.report.questions", "count", scanned.questions(), "dir", cropDir.toString()));
            // A refused scan is bad input (exit 2), each named with why; the pages that could be read were read and
            // written all the same.
            for (Problem p : scanned.refused()) err.println("adjutant: " + p);
            return scanned.refused().isEmpty() ? ExitCodes.FAILED : ExitCodes.BAD_INPUT;
        }
        boolean replaced = next != null && OutputPaths.replaces(next);
        if (next != null) PositionFile.write(report.result().next(), game.map(), next);
        if (map != null) TurnMapFile.write(where.home(), pos, report.result(), lang, map, mapFormat);
        if (output.json()) {
            out.print(new JsonReport(m, game.map()).render(report, next == null ? null : next.toString(), scanJson));
        } else {
            out.print(new TextReport(m, game.map()).render(report));
            if (next == null) {
                out.println(m.text(
                        "validate.next_not_written",
                        "file",
                        PositionFile.defaultName(report.result().next())));
            } else {
                out.println(m.text("validate.next_written", "file", next.toString())
                        + (replaced ? " " + m.text("validate.replaced") : ""));
            }
            if (map != null) out.println(m.text("validate.map_written", "file", map.toString()));
        }
        return report.clean() ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
