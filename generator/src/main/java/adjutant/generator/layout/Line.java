package adjutant.generator.layout;

/** A hairline on a page (crop and alignment marks), millimetres; {@code width} in millimetres. */
public record Line(double x1, double y1, double x2, double y2, double width) {
    public static final double HAIRLINE = 0.15;

    public static Line hair(double x1, double y1, double x2, double y2) {
        return new Line(x1, y1, x2, y2, HAIRLINE);
    }
}
