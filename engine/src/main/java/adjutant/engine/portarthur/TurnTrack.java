package adjutant.engine.portarthur;

import java.util.List;

/**
 * The turn track: how many turns, on which turns the Baltic Fleet's counters wait to
 * arrive, who starts with the initiative and on which turn Russia takes it.
 */
public record TurnTrack(int count, List<Integer> balticArrivals, Side initiativeStart, int initiativeToRussiaOn) {
    public TurnTrack {
        balticArrivals = List.copyOf(balticArrivals);
    }
}
