package adjutant.engine.portarthur;

import java.util.List;

/**
 * One dominance phase step by step: the sea-control score and the marker after it, the
 * blockade and the marker after it, the landing step and the marker at the end, the state
 * carried to the next turn, and every rule the phase as played broke.
 */
public record DominanceOutcome(
        DominanceScore seaControl,
        int afterSeaControl,
        BlockadeStep blockade,
        int afterBlockade,
        LandingStep landing,
        WarState after,
        List<DominanceFault> faults) {
    public DominanceOutcome {
        faults = List.copyOf(faults);
    }

    /** The DP marker at the end of the phase. */
    public int dp() {
        return after.dp();
    }
}
