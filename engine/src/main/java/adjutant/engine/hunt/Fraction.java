package adjutant.engine.hunt;

/** An exact probability (or any ratio), kept reduced, so odds computed by enumeration compare exactly. */
public record Fraction(long numerator, long denominator) implements Comparable<Fraction> {
    public static final Fraction ZERO = new Fraction(0, 1);
    public static final Fraction ONE = new Fraction(1, 1);

    public Fraction {
        if (denominator <= 0) throw new IllegalArgumentException("denominator must be positive: " + denominator);
        long g = gcd(Math.abs(numerator), denominator);
        if (g > 1) {
            numerator /= g;
            denominator /= g;
        }
    }

    public static Fraction of(long numerator, long denominator) {
        return new Fraction(numerator, denominator);
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a == 0 ? 1 : a;
    }

    public double value() {
        return (double) numerator / denominator;
    }

    @Override
    public int compareTo(Fraction o) {
        return Long.compare(numerator * o.denominator, o.numerator * denominator);
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }
}
