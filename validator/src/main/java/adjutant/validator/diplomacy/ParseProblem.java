package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.Order;
import java.util.List;
import java.util.Locale;

/**
 * Why (part of) an order was not understood, as data: the place, the kind, the token
 * concerned and suggestions (province ids for name kinds, power ids for power kinds,
 * words otherwise), and for a line the grammar reads more than one way the orders it
 * could mean ({@code readings}). Rendered in the reader's language through the i18n key
 * {@code parse.<kind in snake_case>}.
 */
public record ParseProblem(
        int line, int column, Kind kind, String token, List<String> suggestions, List<Order> readings)
        implements ParsedLine {
    public ParseProblem {
        suggestions = List.copyOf(suggestions);
        readings = List.copyOf(readings);
    }

    public ParseProblem(int line, int column, Kind kind, String token, List<String> suggestions) {
        this(line, column, kind, token, suggestions, List.of());
    }

    public enum Kind {
        /** No province has this name; suggestions are close names. */
        UNKNOWN_NAME,
        /** No province has this name, and no close names were looked for: the sheet's "did you mean" searches were spent. */
        UNKNOWN_NAME_UNSEARCHED,
        /** Several provinces have this name; suggestions are all of them. */
        AMBIGUOUS_NAME,
        /** A word where a power name was expected ("Germnay:"). */
        UNKNOWN_POWER,
        /** A word the notation does not know here; suggestions are close keywords. */
        UNKNOWN_WORD,
        /** A symbol the notation does not use ({@code --->}, {@code %}). */
        UNKNOWN_SYMBOL,
        /** The order stops where a unit or province was expected. */
        MISSING_PLACE,
        /** A move sign or word with no destination after it. */
        MISSING_DESTINATION,
        /** Something after a complete order ({@code A Par-Bur Mar}). */
        EXTRA_TEXT,
        /** Neither the sheet nor the line says whose order it is, and no unit stands there. */
        NO_POWER,
        /** A build (or a unit in a position list) that does not say army or fleet. */
        NEEDS_TYPE,
        /** Note: a misspelt name read as the only close name that fits. */
        CORRECTED_NAME,
        /** Note: a misspelt power name read as the only close one ("Germnay:"). */
        CORRECTED_POWER,
        /** Note: a name that several provinces share read as the only one that fits the board. */
        RESOLVED_BY_BOARD,
        /** The line reads as several orders that fit the board ({@code readings}); none can be preferred. */
        AMBIGUOUS_ORDER,
        /** Note: of the orders the line reads as, only this one is legal; {@code readings} are the others. */
        CHOSEN_LEGAL,
        /** Note: a line of this sheet names another power ({@code token}); it is read as the sheet's power's order. */
        OTHER_POWER_PREFIX;

        /** The i18n key: {@code parse.unknown_name}. */
        public String key() {
            return "parse." + name().toLowerCase(Locale.ROOT);
        }
    }
}
