package adjutant.engine.portarthur;

import java.util.Locale;

/**
 * How the game ended: the winner (null for a draw) and why. {@link Why#key()} is the i18n
 * key that explains it.
 */
public record GameResult(Side winner, Why why) {
    public enum Why {
        /** Japan holds no army on the space required for victory (Mukden): Russia wins outright. */
        REQUIRED_SPACE_NOT_HELD,
        /** The DP marker stands on the winner's half of the track. */
        DP_MARKER,
        /** The DP marker stands in the centre. */
        DRAW;

        public String key() {
            return "check.result." + name().toLowerCase(Locale.ROOT);
        }
    }
}
