package adjutant.validator.hunt;

import adjutant.engine.hunt.HuntRules;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** How far a written move may go, for either side. */
final class MoveCosts {
    private MoveCosts() {}

    /** The hexes a move may go: paid for with OP (1, 2 or 4), or given by an event; empty (and reported) for any other OP. */
    static Optional<Integer> hexes(HuntRules rules, Replay r, LogAction.Move m) {
        if (m.op() == 0) return Optional.of(m.hexes());
        Optional<Integer> h = rules.moveCosts().entrySet().stream()
                .filter(e -> e.getValue() == m.op())
                .map(Map.Entry::getKey)
                .findFirst();
        String costs = rules.moveCosts().values().stream().map(String::valueOf).collect(Collectors.joining(", "));
        r.check(h.isPresent(), m.at(), new LogFinding.NoMoveCosts(m.op(), costs));
        return h;
    }
}
