package adjutant.engine.diplomacy;

/** The two game seasons; the adjustment phase follows Fall. */
public enum Season {
    SPRING,
    FALL
}
