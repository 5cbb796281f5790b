package adjutant.engine.diplomacy;

/**
 * How an order came out. An order that was not understood at all never reaches the
 * adjudicator (that is the parser's business); ILLEGAL means understood but not allowed,
 * and the unit then holds (movement), is disbanded (retreat) or nothing happens (adjustment).
 */
public enum Status {
    SUCCEEDS,
    FAILS,
    ILLEGAL
}
