package adjutant.engine.portarthur;

/**
 * The dominance-point track: one marker between {@code min} and {@code max}; numbers grow
 * toward {@code positiveSide}. Points that would push the marker past an end are lost.
 */
public record DpTrack(int min, int max, int start, Side positiveSide) {
    /** The marker after {@code points} move toward {@code side} (negative points move away). */
    public int move(int position, Side side, int points) {
        int signed = side == positiveSide ? points : -points;
        return Math.max(min, Math.min(max, position + signed));
    }

    /** How far the marker stands on {@code side}'s half (negative: on the other side's). */
    public int standing(int position, Side side) {
        return side == positiveSide ? position : -position;
    }

    /** The side whose half holds the marker, or null in the centre (a draw). */
    public Side leader(int position) {
        if (position == start) return null;
        return position > start ? positiveSide : positiveSide.other();
    }
}
