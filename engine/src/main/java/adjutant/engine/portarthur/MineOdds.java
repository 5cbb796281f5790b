package adjutant.engine.portarthur;

/**
 * Exact odds of the "Hidden threat" mines for a squadron of one speed, by enumerating the
 * six faces of the die through {@link Mines#struck}: {@code struck[k]} is the number of
 * faces on which exactly k ships strike a mine (k = 0…5).
 */
public record MineOdds(int speed, long[] struck) {
    public MineOdds {
        struck = struck.clone();
    }

    public static MineOdds of(int speed) {
        long[] counts = new long[Fire.FACES];
        for (int roll = 1; roll <= Fire.FACES; roll++) counts[Mines.struck(roll, speed)]++;
        return new MineOdds(speed, counts);
    }

    /** Chance that exactly {@code ships} ships strike a mine. */
    public Chance exactly(int ships) {
        return new Chance(ships < struck.length ? struck[ships] : 0, Fire.FACES);
    }

    /** Expected number of ships that strike a mine (before the squadron's size caps it). */
    public double expected() {
        long total = 0;
        for (int k = 0; k < struck.length; k++) total += k * struck[k];
        return (double) total / Fire.FACES;
    }

    /** Chance that an intact ship of this (damaged-side) defence sinks once it has struck a mine. */
    public static Chance intactSinks(int defence) {
        long sinks = 0;
        for (int roll = 1; roll <= Fire.FACES; roll++) if (Mines.intactSinks(roll, defence)) sinks++;
        return new Chance(sinks, Fire.FACES);
    }
}
