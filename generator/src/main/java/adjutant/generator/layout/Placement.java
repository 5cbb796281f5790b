package adjutant.generator.layout;

import adjutant.engine.geometry.Box;

/**
 * A drawing put on a page: its canvas's top-left corner at ({@code x}, {@code y}) mm,
 * scaled by {@code scale}, and cut to {@code clip} (page millimetres; null: not cut).
 */
public record Placement(Drawing drawing, double x, double y, double scale, Box clip) {
    /** The drawing at natural size with its trimmed item on {@code trim}, cut to {@code clip}. */
    public static Placement trimmedAt(Drawing d, Box trim, Box clip) {
        return new Placement(d, trim.x() - d.bleed(), trim.y() - d.bleed(), 1, clip);
    }

    /** Where the trimmed item lands on the page. */
    public Box trim() {
        return new Box(
                x + drawing.bleed() * scale,
                y + drawing.bleed() * scale,
                drawing.width() * scale,
                drawing.height() * scale);
    }
}
