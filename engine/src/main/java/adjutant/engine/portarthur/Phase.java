package adjutant.engine.portarthur;

import java.util.List;

/** A phase of the turn; played only on {@code turns} when that list is not empty. */
public record Phase(String id, List<Integer> turns) {
    public Phase {
        turns = List.copyOf(turns);
    }
}
