package adjutant.engine.portarthur;

import java.util.List;
import java.util.Set;

/**
 * The landing step of a dominance phase: the landing boxes whose convoy Russia sank, the
 * spaces newly taken (in order) and what taking them triggered, the spaces held after it,
 * and the DP each side scored in the step (Russia for convoys; Japan for a fallen port and
 * for a lucky roll).
 */
public record LandingStep(
        List<String> convoysSunk,
        List<String> taken,
        List<SpaceEffect> triggered,
        Set<String> held,
        int japanPoints,
        int russiaPoints) {
    public LandingStep {
        convoysSunk = List.copyOf(convoysSunk);
        taken = List.copyOf(taken);
        triggered = List.copyOf(triggered);
        held = Set.copyOf(held);
    }
}
