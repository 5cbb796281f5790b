package adjutant.engine.diplomacy.adjudication;

import java.util.ArrayList;
import java.util.List;

/**
 * Resolves yes/no decisions (does this move succeed, is this support cut …) that depend
 * on each other, possibly in cycles: the guess algorithm of DATC v3.0 section 5.F.
 * A decision met again deeper in its own recursion answers with its current guess; if
 * the answer depended on a guess, the decision that started the cycle is tried with
 * both guesses. One consistent answer is taken; none or two means a circular movement
 * or a paradox, and the {@link Rules#backup backup rule} settles the orders in the cycle.
 * Results are memoised, so each decision is adjudicated about once.
 */
public final class Resolver {

    /** The equations, and what to do with a cycle that has no single answer. */
    public interface Rules {
        boolean adjudicate(int decision);

        /** Settles (some of) the decisions in an unresolvable cycle via {@link Resolver#settle}. */
        void backup(List<Integer> cycle);
    }

    private final Rules rules;
    private final boolean[] resolved;
    private final boolean[] result;
    private final boolean[] visited;
    private final boolean[] inCycle;
    private final List<Integer> cycle = new ArrayList<>();
    private boolean guessBased;
    private int recursionHits;

    public Resolver(int decisions, Rules rules) {
        this.rules = rules;
        resolved = new boolean[decisions];
        result = new boolean[decisions];
        visited = new boolean[decisions];
        inCycle = new boolean[decisions];
    }

    public boolean isResolved(int d) {
        return resolved[d];
    }

    /** Fixes a decision (used by the backup rule). */
    public void settle(int d, boolean value) {
        resolved[d] = true;
        result[d] = value;
    }

    public boolean resolve(int d) {
        if (resolved[d]) return result[d];
        if (inCycle[d]) { // still inside an unresolved cycle: keep answering with the guess
            guessBased = true;
            return result[d];
        }
        if (visited[d]) { // met ourselves deeper in the recursion: a cycle
            addToCycle(d);
            guessBased = true;
            recursionHits++;
            return result[d];
        }
        visited[d] = true;
        int oldCycle = cycle.size();
        int oldHits = recursionHits;
        boolean oldGuessBased = guessBased;
        guessBased = false;

        result[d] = false; // first guess
        boolean first = rules.adjudicate(d);
        if (!guessBased) {
            guessBased = oldGuessBased;
            return done(d, first);
        }
        if (inCycle[d]) recursionHits--;
        if (recursionHits == oldHits) { // d is the ancestor of the whole cycle: try the other guess
            truncateCycle(oldCycle);
            result[d] = true;
            boolean second = rules.adjudicate(d);
            if (first == second) {
                truncateCycle(oldCycle);
                guessBased = oldGuessBased;
                return done(d, first);
            }
            List<Integer> orders = new ArrayList<>(cycle.subList(oldCycle, cycle.size()));
            truncateCycle(oldCycle);
            rules.backup(orders);
            guessBased = oldGuessBased;
            visited[d] = false;
            return resolve(d); // the backup rule may not have settled d itself
        }
        // part of a cycle started further up: report the guess-based answer upwards
        addToCycle(d);
        result[d] = first;
        visited[d] = false;
        return first;
    }

    private boolean done(int d, boolean value) {
        visited[d] = false;
        settle(d, value);
        return value;
    }

    private void addToCycle(int d) {
        if (!inCycle[d]) {
            inCycle[d] = true;
            cycle.add(d);
        }
    }

    private void truncateCycle(int size) {
        while (cycle.size() > size) inCycle[cycle.remove(cycle.size() - 1)] = false;
    }
}
