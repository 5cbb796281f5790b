package adjutant.engine.hunt;

import java.util.Optional;

/**
 * Hand sizes at the end of a turn. The German player draws up to 3, or up to 5 when Graf
 * Spee is on or next to Altmark, but may stop lower to hide that; he must announce the
 * count. The British player always draws up to 5, and before a battle both draw up to 5.
 */
public final class Hands {
    private Hands() {}

    /** The most cards the German player may hold after drawing, from where Graf Spee and Altmark are. */
    public static int germanLimit(HuntGame game, HuntState state) {
        boolean nearAltmark = game.map().distance(state.grafSpee(), state.altmark()) <= 1;
        return nearAltmark
                ? game.rules().german().handNearAltmark()
                : game.rules().german().hand();
    }

    /**
     * Checks an announced German hand size: any count from what he holds (or the normal
     * hand, if he holds fewer) up to his limit. Returns the reason when it cannot be true.
     */
    public static Optional<Reason> checkGermanHand(HuntGame game, HuntState state, int held, int announced) {
        int limit = Math.max(germanLimit(game, state), held);
        int least = Math.max(held, Math.min(game.rules().german().hand(), limit));
        if (announced > limit) return Optional.of(new Reason.HandTooBig(announced, limit));
        if (announced < least) return Optional.of(new Reason.HandTooSmall(announced, least));
        return Optional.empty();
    }

    /** Cards to draw to reach {@code target} from {@code held}. */
    public static int toDraw(int held, int target) {
        return Math.max(0, target - held);
    }

    public static int british(HuntGame game) {
        return game.rules().british().hand();
    }
}
