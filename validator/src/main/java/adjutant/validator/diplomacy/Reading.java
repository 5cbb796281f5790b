package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.UnitType;
import java.util.List;

/**
 * One complete way the grammar can read an order line, before the board is asked which
 * reading fits: the order, how far the reading strays from the text as written
 * ({@code tier}: 0 names as written, 1 pieces joined into one name, 2 a misspelling
 * corrected), the notes it would carry, and what was written about the unit and the unit
 * it supports or convoys (null when left out), so {@link ReadingChoice} can check them
 * against the position.
 */
record Reading(
        Order order,
        int tier,
        List<ParseProblem> notes,
        UnitType writtenType,
        String targetPower,
        UnitType targetType) {
    Reading {
        notes = List.copyOf(notes);
    }
}
