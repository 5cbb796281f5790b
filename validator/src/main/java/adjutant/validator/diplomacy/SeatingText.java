package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Seating;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Who plays which powers in a game for fewer players, in the reader's language: a line per
 * player, the neutral powers, the impassable provinces, how a player wins, and the coin toss
 * still to come. Nothing for the usual game.
 */
public final class SeatingText {
    private SeatingText() {}

    public static List<String> lines(Messages m, Position p) {
        Seating s = p.seating();
        List<String> out = new ArrayList<>();
        int n = 1;
        for (Map.Entry<String, List<String>> e : s.seats().entrySet()) {
            out.add(m.text("seating.player", "n", n++, "seat", e.getKey(), "powers", powers(m, e.getValue())));
        }
        if (!s.neutral().isEmpty()) out.add(m.text("seating.neutral", "powers", powers(m, s.neutral())));
        if (!s.impassable().isEmpty()) {
            out.add(m.text(
                    "seating.impassable",
                    "provinces",
                    String.join(", ", s.impassable().stream().map(m::province).toList())));
        }
        if (s.playerCentres() > 0) out.add(m.text("seating.player_centres", "count", s.playerCentres()));
        Seating.CoinToss t = s.coinToss();
        if (t != null && t.winner() == null) {
            out.add(m.text(
                    "seating.toss_due",
                    "power",
                    m.power(t.power()),
                    "year",
                    String.valueOf(t.year()),
                    "next",
                    String.valueOf(t.year() + 1)));
        } else if (t != null) {
            out.add(m.text(
                    "seating.toss_won",
                    "power",
                    m.power(t.power()),
                    "seat",
                    t.winner(),
                    "next",
                    String.valueOf(t.year() + 1)));
        }
        return out;
    }

    private static String powers(Messages m, List<String> ids) {
        return String.join(", ", ids.stream().map(m::power).toList());
    }
}
