package adjutant.cli;

import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.engine.diplomacy.Seating;
import adjutant.validator.diplomacy.Messages;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant diplomacy toss --position FILE [--winner PLAYER]}: record the coin toss of
 * the two-player game in its position file. With --winner, the toss made at the table; without,
 * adjutant tosses and says so. The file is rewritten in place (through a temporary file).
 */
@Command(
        name = "toss",
        description = {
            "Record the coin toss of a two-player game (seed 003) in its position file: the neutral power",
            "joins the winner the next Spring. --winner names the player who won at the table (a player's",
            "name in the file, or one of its powers); without it adjutant tosses the coin."
        })
final class DiplomacyToss implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--position",
            required = true,
            paramLabel = "POS.yaml",
            description = "The position file of the game (rewritten with the toss).")
    Path position;

    @Option(names = "--winner", paramLabel = "PLAYER", description = "The winner of the toss made at the table.")
    String winner;

    @Option(names = "--lang", paramLabel = "LANG", description = "Language of the message, e.g. cs or en.")
    String lang;

    @picocli.CommandLine.Mixin
    DiplomacyVariant where = new DiplomacyVariant();

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        DiplomacyGame game = where.load(lang, err);
        if (game == null) return ExitCodes.BAD_INPUT;
        Position p = PositionFile.read(position, game.map());
        Seating s = p.seating();
        if (s.coinToss() == null)
            return ExitCodes.refuse(err, position + " has no coin toss to make (only the two-player game has one)");
        if (s.coinToss().winner() != null)
            return ExitCodes.refuse(
                    err, position + " already records the toss: " + s.coinToss().winner() + " won it");
        String seat;
        if (winner != null) {
            seat = s.seat(winner.toLowerCase(Locale.ROOT));
            if (seat == null)
                return ExitCodes.refuse(
                        err,
                        "--winner must be a player ("
                                + String.join(", ", s.seats().keySet()) + ") or one of its powers, not '" + winner
                                + "'");
        } else {
            List<String> seats = new ArrayList<>(s.seats().keySet());
            seat = seats.get(new SecureRandom().nextInt(seats.size()));
        }
        PositionFile.write(p.with(s.withTossWinner(seat)), game.map(), position);
        Messages m = new Messages(
                game.strings(), ReportOptions.lang(lang, game.strings().languages()), game.map());
        spec.commandLine()
                .getOut()
                .println(m.text(
                        "seating.toss_recorded",
                        "power",
                        m.power(s.coinToss().power()),
                        "seat",
                        seat,
                        "how",
                        m.text(winner != null ? "seating.tossed_at_table" : "seating.tossed_here"),
                        "file",
                        position.toString(),
                        "next",
                        String.valueOf(s.coinToss().year() + 1)));
        return ExitCodes.OK;
    }
}
