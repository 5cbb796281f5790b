package adjutant.validator.diplomacy.scan;

import adjutant.engine.diplomacy.sheet.ScanBox;

/**
 * What one box holds: {@code ink}, the share of its inside that is dark against the paper
 * around it (0 blank, about 0.3 a cross, near 1 filled), {@code outside}, the share of a thin
 * ring just outside its border that is dark (a mark blacked out past the edges), and the
 * decision: {@code LIGHT} is a plain stroke too light for a pen's (pencil), which counts as
 * marked unless another box of the row is unsure.
 */
public record BoxReading(ScanBox box, double ink, double outside, State state) {
    public enum State {
        MARKED,
        LIGHT,
        BLANK,
        UNSURE
    }

    /** Marked, with a pen or plainly with a light stroke. */
    public boolean marked() {
        return state == State.MARKED || state == State.LIGHT;
    }
}
