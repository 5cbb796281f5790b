package adjutant.engine.portarthur;

import java.util.Set;

/**
 * What carries over from one dominance phase to the next: the DP marker, whether the
 * blockade marker is in place, and the Manchuria spaces Japanese armies hold.
 */
public record WarState(int dp, boolean blockade, Set<String> manchuria) {
    public WarState {
        manchuria = Set.copyOf(manchuria);
    }

    /** The state at the start of the game: marker in the centre, no blockade, no army landed. */
    public static WarState start(PortArthurGame game) {
        return new WarState(game.dpTrack().start(), false, Set.of());
    }
}
