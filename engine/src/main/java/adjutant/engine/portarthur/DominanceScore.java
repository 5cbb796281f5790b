package adjutant.engine.portarthur;

/**
 * One dominance phase's sea-control points per side; the DP marker moves by the
 * difference toward the side that scored more.
 */
public record DominanceScore(int japan, int russia) {

    /** The side that scored more, or null on a tie (the marker stays). */
    public Side ahead() {
        return japan == russia ? null : japan > russia ? Side.JAPAN : Side.RUSSIA;
    }

    /** How many spaces the marker moves toward {@link #ahead()}. */
    public int difference() {
        return Math.abs(japan - russia);
    }

    /** The DP marker after this score, clamped to the track. */
    public int applyTo(DpTrack track, int position) {
        Side side = ahead();
        return side == null ? position : track.move(position, side, difference());
    }
}
