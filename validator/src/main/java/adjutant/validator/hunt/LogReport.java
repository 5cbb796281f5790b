package adjutant.validator.hunt;

import adjutant.engine.hunt.Side;
import java.util.Comparator;
import java.util.List;

/**
 * The checker's verdict on a log: how many written lines it compared with the rules, those
 * that break them (in file order), and how the game ended by the rules (null: not yet).
 */
public record LogReport(String file, int checks, List<Breach> breaches, Ending ending) {
    public LogReport {
        breaches = breaches.stream()
                .sorted(Comparator.comparingInt(Breach::line).thenComparingInt(Breach::column))
                .toList();
    }

    /** The game's end by the rules: in which turn, the winner (null when a malformed battle leaves it open) and why. */
    public record Ending(int turn, Side winner, LogFinding.Why why) {}

    public boolean clean() {
        return breaches.isEmpty();
    }
}
