package adjutant.engine.hunt;

import java.util.Optional;

/** A numbered sea hex at a grid cell; a few carry a name (an island, an estuary). */
public record Hex(int number, Cell cell, Optional<Names> name) {
    /** The number as printed on the board: two digits, e.g. {@code 06}. */
    public String label() {
        return label(number);
    }

    public static String label(int number) {
        return number < 10 ? "0" + number : Integer.toString(number);
    }
}
