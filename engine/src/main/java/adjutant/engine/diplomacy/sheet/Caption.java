package adjutant.engine.diplomacy.sheet;

/**
 * A printed text at a place on the sheet: a message key the generator looks up in the sheet's
 * language (with {@code arg} for its one argument, may be null), or literal {@code text} when
 * {@code key} is null. {@code at} is the left end of the baseline; {@code size} in points.
 */
public record Caption(String key, String arg, String text, double x, double y, double size, boolean bold) {
    public static Caption key(String key, double x, double y, double size) {
        return new Caption(key, null, null, x, y, size, false);
    }

    public static Caption literal(String text, double x, double y, double size, boolean bold) {
        return new Caption(null, null, text, x, y, size, bold);
    }
}
