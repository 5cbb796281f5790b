package adjutant.generator.layout;

import java.util.Locale;

/**
 * A shift in millimetres. As a back offset it moves everything printed on the back of a
 * sheet, x to the right and y down as seen when looking at the back; the calibration page
 * reads it off directly.
 */
public record Offset(double x, double y) {
    public static final Offset NONE = new Offset(0, 0);
    /** Larger shifts mean a misfed sheet, not a printer's steady error. */
    public static final double MAX = 20;

    /**
     * Parses {@code X,Y} in millimetres ({@code 1.5,-0.5}).
     *
     * @throws IllegalArgumentException with a message for the user when it is not two numbers within ±{@value #MAX} mm
     */
    public static Offset parse(String text) {
        String[] parts = text.trim().split("\\s*,\\s*");
        if (parts.length != 2)
            throw new IllegalArgumentException("expected X,Y in millimetres (e.g. 1.5,-0.5), found '" + text + "'");
        double[] v = new double[2];
        for (int i = 0; i < 2; i++) {
            try {
                v[i] = Double.parseDouble(parts[i].replace(',', '.'));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "'" + parts[i] + "' is not a number of millimetres in '" + text + "'");
            }
            if (!Double.isFinite(v[i]) || Math.abs(v[i]) > MAX) {
                throw new IllegalArgumentException("offset " + parts[i] + " mm is outside ±" + (int) MAX + " mm");
            }
        }
        return new Offset(v[0], v[1]);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s,%s", x, y);
    }
}
