package adjutant.engine.hunt;

/** Symbols on a British card's intelligence bar: +1 to every search roll this turn, or a forced hint disc. */
public enum Intel {
    PLUS_ONE,
    HINT
}
