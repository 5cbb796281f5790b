package adjutant.engine.hunt;

/** Where a value comes from: the rulebook (seed 004) or our own design where nothing is published. */
public enum Provenance {
    SEED,
    DESIGNED
}
