package adjutant.engine.diplomacy.adjudication;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.Test;

/** The guess-and-check resolver on bare yes/no equations, apart from any Diplomacy rule. */
class ResolverTest {

    /** Equations {@code eq.test(resolver, d)}; the backup rule records the cycle and settles it to {@code backupValue}. */
    static final class Equations implements Resolver.Rules {
        final BiPredicate<Resolver, Integer> eq;
        final boolean backupValue;
        final List<List<Integer>> cycles = new ArrayList<>();
        int adjudications;
        Resolver resolver;

        Equations(int n, boolean backupValue, BiPredicate<Resolver, Integer> eq) {
            this.eq = eq;
            this.backupValue = backupValue;
            resolver = new Resolver(n, this);
        }

        @Override
        public boolean adjudicate(int d) {
            adjudications++;
            return eq.test(resolver, d);
        }

        @Override
        public void backup(List<Integer> cycle) {
            cycles.add(List.copyOf(new TreeSet<>(cycle)));
            cycle.forEach(d -> resolver.settle(d, backupValue));
        }
    }

    @Test
    void aChainResolvesWithoutGuessing() {
        Equations e = new Equations(3, true, (r, d) -> d == 2 || !r.resolve(d + 1));
        assertTrue(e.resolver.resolve(0));
        assertFalse(e.resolver.resolve(1));
        assertTrue(e.resolver.resolve(2));
        assertEquals(3, e.adjudications, "each decision adjudicated once");
        assertTrue(e.cycles.isEmpty());
    }

    @Test
    void aCycleWithOneConsistentAnswerTakesIt() {
        // d0 = d1 and false; d1 = d0: only "both false" is consistent.
        Equations e = new Equations(2, true, (r, d) -> d == 0 ? r.resolve(1) & false : r.resolve(0));
        assertFalse(e.resolver.resolve(0));
        assertFalse(e.resolver.resolve(1));
        assertTrue(e.cycles.isEmpty());
    }

    @Test
    void aCycleWithTwoAnswersGoesToTheBackupRule() {
        // d0 = d1, d1 = d2, d2 = d0: all true and all false are both consistent (a circular movement).
        Equations e = new Equations(3, true, (r, d) -> r.resolve((d + 1) % 3));
        assertTrue(e.resolver.resolve(1));
        assertEquals(List.of(List.of(0, 1, 2)), e.cycles);
        assertTrue(e.resolver.resolve(0) && e.resolver.resolve(2));
    }

    @Test
    void aCycleWithNoAnswerGoesToTheBackupRule() {
        // d0 = not d1, d1 = d0: no consistent answer (a paradox); d2 depends on the cycle from outside.
        Equations e = new Equations(3, false, (r, d) -> d == 0 ? !r.resolve(1) : d == 1 ? r.resolve(0) : !r.resolve(0));
        assertTrue(e.resolver.resolve(2));
        assertEquals(List.of(List.of(0, 1)), e.cycles, "the decision outside the cycle is not part of it");
    }
}
