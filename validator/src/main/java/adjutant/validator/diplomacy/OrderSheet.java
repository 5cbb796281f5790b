package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Season;
import java.util.List;

/**
 * One power's orders for one phase, as written in a text file: a header line naming the
 * power and the turn, then the order lines (comments and blank lines already dropped).
 *
 * @param file   the file as named in messages
 * @param line   the line of the header
 * @param power  the power id, or null when the header names none (each order line then
 *               starts with its power, "England: F nth-pic")
 * @param phase  the phase the header names (movement unless it says retreats or adjustments)
 */
public record OrderSheet(String file, int line, String power, Season season, int year, Phase phase, List<Line> lines) {
    public OrderSheet {
        lines = List.copyOf(lines);
    }

    /** An order line: its 1-based number in the file and its text without the comment. */
    public record Line(int number, String text) {}
}
