package adjutant.engine.hunt;

/** Which face of the force tokens is up: ● standard game, or ▲ historical variant (all three flipped). */
public enum ForceSide {
    STANDARD,
    HISTORICAL
}
