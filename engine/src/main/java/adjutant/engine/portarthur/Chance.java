package adjutant.engine.portarthur;

/** An exact probability: favourable outcomes out of equally likely ones. */
public record Chance(long favourable, long outcomes) {
    public double value() {
        return (double) favourable / outcomes;
    }
}
