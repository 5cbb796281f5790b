package adjutant.engine.diplomacy.adjudication;

/** What a unit does in a movement phase, once its order has been found legal (or defaulted to hold). */
enum Kind {
    HOLD,
    MOVE,
    SUPPORT_HOLD,
    SUPPORT_MOVE,
    CONVOY
}
