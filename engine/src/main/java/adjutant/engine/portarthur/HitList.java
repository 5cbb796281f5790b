package adjutant.engine.portarthur;

/** The three lists of a {@link DamageAllocation}; a fault names the one it is about. */
public enum HitList {
    CRITICAL,
    FLIPPED,
    SUNK
}
