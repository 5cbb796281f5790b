package adjutant.cli;

import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.engine.diplomacy.Setup;
import adjutant.engine.diplomacy.Variant;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.SeatingText;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant diplomacy start [--players N] [--setup ID] [--year YEAR] [--out FILE]}: write
 * the starting position, for the usual game or one for fewer players (the map's setups.yaml).
 */
@Command(
        name = "start",
        description = {
            "Write the starting position as a position file for 'adjutant validate diplomacy'.",
            "With --players N (2 to 7) the game for fewer players of the map's setups.yaml: who plays",
            "which powers, which powers are neutral, and for two players the coin toss and a player's centres to win."
        })
final class DiplomacyStart implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "Where to write it (default: <year>-spring-movement.yaml here).")
    Path out;

    @Option(names = "--players", paramLabel = "N", description = "How many people play (default: one per power).")
    Integer players;

    @Option(
            names = "--setup",
            paramLabel = "ID",
            description = "Another way to seat them, by its id in setups.yaml (e.g. three-russia-alone).")
    String setup;

    @Option(
            names = "--year",
            paramLabel = "YEAR",
            description = "Another start year the setup offers (e.g. 1870 for six players).")
    Integer year;

    @Option(
            names = "--lang",
            paramLabel = "LANG",
            description =
                    "Language of the message, e.g. cs or en (default: the system's language when the game has it, else English).")
    String lang;

    @picocli.CommandLine.Mixin
    DiplomacyVariant where = new DiplomacyVariant();

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        DiplomacyGame game = where.load(lang, err);
        if (game == null) return ExitCodes.BAD_INPUT;
        Variant v = game.map().variant();
        Setup chosen;
        try {
            chosen = choose(v);
        } catch (IllegalArgumentException e) {
            return ExitCodes.refuse(err, e.getMessage());
        }
        int startYear = chosen == null ? v.startYear() : chosen.startYear();
        if (year != null) {
            List<Integer> allowed = chosen == null
                    ? List.of(v.startYear())
                    : Stream.concat(Stream.of(chosen.startYear()), chosen.otherYears().stream())
                            .toList();
            if (!allowed.contains(year))
                return ExitCodes.refuse(
                        err,
                        "--year must be one of " + allowed
                                + (chosen == null ? "" : " for the setup '" + chosen.id() + "'") + ", not " + year);
            startYear = year;
        }
        Position start =
                chosen == null ? Position.start(game.map()) : Position.start(game.map(), chosen.seating(), startYear);
        Path target = out != null ? out : Path.of(PositionFile.defaultName(start));
        String bad = OutputPaths.file("--out", target);
        if (bad != null) return ExitCodes.refuse(err, bad);
        boolean replaced = OutputPaths.replaces(target);
        PositionFile.write(start, game.map(), target);
        String language = ReportOptions.lang(lang, game.strings().languages());
        Messages m = new Messages(game.strings(), language, game.map());
        PrintWriter o = spec.commandLine().getOut();
        o.println(m.text("validate.start_written", "file", target.toString())
                + (replaced ? " " + m.text("validate.replaced") : ""));
        SeatingText.lines(m, start).forEach(o::println);
        return ExitCodes.OK;
    }

    /** The setup asked for: by --setup, else the first for --players, else none (the usual game). */
    private Setup choose(Variant v) {
        if (setup != null) {
            Setup s = v.setup(setup)
                    .orElseThrow(() -> new IllegalArgumentException("--setup must be one of "
                            + String.join(
                                    ", ", v.setups().stream().map(Setup::id).toList()) + ", not '" + setup + "'"));
            if (players != null && players != s.players()) {
                throw new IllegalArgumentException(
                        "the setup '" + setup + "' is for " + s.players() + " players, not " + players);
            }
            return s;
        }
        if (players == null) return null;
        List<Setup> forN = v.setupsFor(players);
        if (forN.isEmpty()) {
            throw new IllegalArgumentException("--players must be one of "
                    + v.setups().stream()
                            .map(Setup::players)
                            .distinct()
                            .sorted()
                            .map(String::valueOf)
                            .toList() + ", not " + players);
        }
        return forN.get(0);
    }
}
