package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The benchmark's turn is a real one: every order legal, some succeed, some fail, no unit lost track of. */
class MovementBenchmarkTest {
    @Test
    void theBenchmarkTurnIsATangledLegalTurn() {
        MovementBenchmark b = new MovementBenchmark();
        b.setup();
        MovementResult r = b.fullMovementTurn();
        Map<Status, Long> count =
                r.verdicts().stream().collect(Collectors.groupingBy(Verdict::status, Collectors.counting()));
        assertEquals(34, r.verdicts().size(), "one order per unit");
        assertEquals(null, count.get(Status.ILLEGAL), r.verdicts().toString());
        assertTrue(count.get(Status.SUCCEEDS) > 10 && count.get(Status.FAILS) > 5, count.toString());
        int destroyed = (int) r.verdicts().stream()
                .filter(v -> v.has(Reason.NoRetreatPossible.class))
                .count();
        assertEquals(34, r.next().units().size() + r.next().dislodged().size() + destroyed);
        assertTrue(
                r.next().units().stream()
                        .map(Unit::province)
                        .collect(Collectors.toMap(Function.identity(), p -> 1, Integer::sum))
                        .values()
                        .stream()
                        .allMatch(n -> n == 1),
                "one unit per province");
    }
}
