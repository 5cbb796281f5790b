package adjutant.engine.portarthur;

/** What Japan does with the Port Arthur blockade in a dominance phase. */
public enum BlockadeChoice {
    /** No blockade this turn (one in place is lifted). */
    NONE,
    /** A new blockade is placed, at its cost. */
    PLACE,
    /** The blockade of an earlier turn stays, at its upkeep. */
    KEEP
}
