package adjutant.generator.layout;

/** The smallest text printed on a component (counters, tokens, markers): 6 pt, in millimetres. */
public final class TextSize {
    /** 6 pt: the least a player reads at arm's length on a counter. */
    public static final double MIN_MM = 6 * 25.4 / 72;
    /** The floor used when fitting: a hair above 6 pt, so rounding never prints 5.99 pt. */
    public static final double FLOOR_MM = 2.12;

    private TextSize() {}
}
