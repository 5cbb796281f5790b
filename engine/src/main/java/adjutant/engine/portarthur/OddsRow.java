package adjutant.engine.portarthur;

/**
 * Exact fire odds for one firepower and number of dice, as totals over all
 * {@code outcomes} equally likely rolls (6^dice): expectations are totals / outcomes.
 */
public record OddsRow(
        int firepower, int dice, long outcomes, long regularTotal, long criticalTotal, long withCritical) {
    public double expectedRegular() {
        return (double) regularTotal / outcomes;
    }

    public double expectedCritical() {
        return (double) criticalTotal / outcomes;
    }

    public Chance criticalChance() {
        return new Chance(withCritical, outcomes);
    }

    /** Expected hits of both kinds, as total / outcomes. */
    public long hitsTotal() {
        return regularTotal + criticalTotal;
    }

    /** True when this row promises more hits than {@code o}; ties go to more regular hits. */
    public boolean betterThan(OddsRow o) {
        long a = hitsTotal() * o.outcomes;
        long b = o.hitsTotal() * outcomes;
        if (a != b) return a > b;
        return regularTotal * o.outcomes > o.regularTotal * outcomes;
    }
}
