package adjutant.engine.diplomacy;

/** The three kinds of phase a Diplomacy turn goes through. */
public enum Phase {
    MOVEMENT,
    RETREAT,
    ADJUSTMENT
}
