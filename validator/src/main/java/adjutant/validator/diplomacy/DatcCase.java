package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Season;
import java.util.List;

/**
 * One DATC test case as written in the jDip text format, sections kept as text lines
 * (comments stripped) with their line numbers; {@link DatcSetup} turns them into a
 * position, orders and the expected outcome through the same {@link OrderParser} that
 * reads order sheets.
 *
 * @param id       the case id as written, without a trailing dot ("6.A.5"); a repeated id
 *                 in one file gets " (2)" appended, so ids are unique per file
 * @param title    what follows the id on the CASE line, without parentheses ("" if none)
 * @param file     the file as named in problems
 * @param line     the line of the CASE keyword
 * @param poststateSame POSTSTATE_SAME was given: the units end where they began
 * @param seats    Adjutant's extension for games for fewer players ({@link Seats#NONE} in DATC files)
 */
public record DatcCase(
        String id,
        String title,
        String file,
        int line,
        Season season,
        int year,
        Phase phase,
        List<Line> prestate,
        List<Line> prestateDislodged,
        List<Line> supplyCentreOwners,
        List<Line> prestateResults,
        List<Line> orders,
        List<Line> poststate,
        List<Line> poststateDislodged,
        boolean poststateSame,
        Seats seats) {
    public DatcCase {
        prestate = List.copyOf(prestate);
        prestateDislodged = List.copyOf(prestateDislodged);
        supplyCentreOwners = List.copyOf(supplyCentreOwners);
        prestateResults = List.copyOf(prestateResults);
        orders = List.copyOf(orders);
        poststate = List.copyOf(poststate);
        poststateDislodged = List.copyOf(poststateDislodged);
    }

    /**
     * This case expecting {@code units} on the board and {@code dislodged} after the orders
     * (lines in the case files' notation) instead of what its file says; the lines are
     * numbered as the CASE line, for problems.
     */
    public DatcCase expecting(List<String> units, List<String> dislodged) {
        return new DatcCase(
                id,
                title,
                file,
                line,
                season,
                year,
                phase,
                prestate,
                prestateDislodged,
                supplyCentreOwners,
                prestateResults,
                orders,
                lines(units),
                lines(dislodged),
                false,
                seats);
    }

    private List<Line> lines(List<String> texts) {
        return texts.stream().map(t -> new Line(line, t)).toList();
    }

    /**
     * Who plays what (Adjutant's extension): the map's setup by id (null: the usual game) and
     * its line, the coin toss's winner (null: not tossed), and what to expect after the phase:
     * the neutral powers and the winner ("none"); null where the case does not say.
     */
    public record Seats(String setup, int setupLine, String coinToss, List<String> neutralAfter, String winnerAfter) {
        public static final Seats NONE = new Seats(null, 0, null, null, null);
    }

    /** A line of a section: its 1-based number in the file and its text, trimmed, comment removed. */
    public record Line(int number, String text) {}
}
