package adjutant.engine.hunt;

import java.util.Optional;

/** The immediate wins by merchant ships: the Germans on the 5th ship sunk, the British on the 5th delivered. */
public final class Victory {
    private Victory() {}

    public static Optional<Side> check(HuntRules rules, HuntState state) {
        if (state.sunk().size() >= rules.victory().sunk()) return Optional.of(Side.GERMAN);
        if (state.delivered().size() >= rules.victory().delivered()) return Optional.of(Side.BRITISH);
        return Optional.empty();
    }

    /** Ships still to sink (Germans) or deliver (British) to win. */
    public static int toGo(HuntRules rules, HuntState state, Side side) {
        return side == Side.GERMAN
                ? Math.max(0, rules.victory().sunk() - state.sunk().size())
                : Math.max(0, rules.victory().delivered() - state.delivered().size());
    }
}
