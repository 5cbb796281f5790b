package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.Order;
import java.util.List;

/**
 * An order understood, with the text it was read from and the {@code notes}: places where
 * the parser read a misspelt or ambiguous name one way because only one reading fits
 * (kinds {@link ParseProblem.Kind#CORRECTED_NAME} and {@link ParseProblem.Kind#RESOLVED_BY_BOARD}),
 * so the reading is shown, never silent.
 */
public record ParsedOrder(int line, int column, String text, Order order, List<ParseProblem> notes)
        implements ParsedLine {
    public ParsedOrder {
        notes = List.copyOf(notes);
    }
}
