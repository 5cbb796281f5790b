package adjutant.engine.geometry;

/** A rectangle on the page in millimetres: left, top, width, height, from the paper's top-left corner, y down. */
public record Box(double x, double y, double w, double h) {
    public double right() {
        return x + w;
    }

    public double bottom() {
        return y + h;
    }

    public double centerX() {
        return x + w / 2;
    }

    public double centerY() {
        return y + h / 2;
    }

    /** This box grown by {@code d} on every side (shrunk when negative). */
    public Box grow(double d) {
        return new Box(x - d, y - d, w + 2 * d, h + 2 * d);
    }

    public Box shift(double dx, double dy) {
        return new Box(x + dx, y + dy, w, h);
    }

    /** The box seen from the other side of a sheet {@code pageWidth} wide turned over its long (vertical) edge. */
    public Box mirrorX(double pageWidth) {
        return new Box(pageWidth - x - w, y, w, h);
    }

    public boolean contains(Box o, double tolerance) {
        return o.x >= x - tolerance
                && o.y >= y - tolerance
                && o.right() <= right() + tolerance
                && o.bottom() <= bottom() + tolerance;
    }

    /** The common part of two boxes, or null when they do not overlap. */
    public Box intersect(Box o) {
        double l = Math.max(x, o.x), t = Math.max(y, o.y);
        double r = Math.min(right(), o.right()), b = Math.min(bottom(), o.bottom());
        return r > l && b > t ? new Box(l, t, r - l, b - t) : null;
    }
}
