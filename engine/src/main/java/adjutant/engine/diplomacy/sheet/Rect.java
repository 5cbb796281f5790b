package adjutant.engine.diplomacy.sheet;

/** A rectangle on the page in millimetres, from the top-left corner of the paper, y down. */
public record Rect(double x, double y, double w, double h) {
    public double right() {
        return x + w;
    }

    public double bottom() {
        return y + h;
    }

    public double cx() {
        return x + w / 2;
    }

    public double cy() {
        return y + h / 2;
    }

    /** The same rectangle grown by {@code d} on every side (shrunk when negative). */
    public Rect grow(double d) {
        return new Rect(x - d, y - d, w + 2 * d, h + 2 * d);
    }
}
