package adjutant.engine.hunt;

/**
 * A battle value in half points (Force H adds ½), kept as a whole number of halves so
 * comparisons are exact. Prints as {@code 2½}.
 */
public record Points(int halves) implements Comparable<Points> {
    public static final Points ZERO = new Points(0);

    public static Points of(int whole) {
        return new Points(whole * 2);
    }

    /** A bonus such as 0.5; anything but whole or half points is a programming error (the loader refuses it). */
    public static Points of(double value) {
        double h = value * 2;
        if (h != Math.rint(h)) throw new IllegalArgumentException("not a whole or half point: " + value);
        return new Points((int) h);
    }

    public Points plus(Points o) {
        return new Points(halves + o.halves);
    }

    @Override
    public int compareTo(Points o) {
        return Integer.compare(halves, o.halves);
    }

    /** {@code 3}, {@code 2½}, {@code -½}; plain digits and ½ read the same in Czech and English. */
    @Override
    public String toString() {
        int whole = halves / 2;
        boolean half = halves % 2 != 0;
        if (!half) return Integer.toString(whole);
        if (halves < 0) return (whole == 0 ? "-" : Integer.toString(whole)) + "½";
        return (whole == 0 ? "" : Integer.toString(whole)) + "½";
    }
}
