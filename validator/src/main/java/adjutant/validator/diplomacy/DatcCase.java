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
 */
public record DatcCase(String id, String title, String file, int line, Season season, int year, Phase phase,
                       List<Line> prestate, List<Line> prestateDislodged, List<Line> supplyCentreOwners,
                       List<Line> prestateResults, List<Line> orders, List<Line> poststate,
                       List<Line> poststateDislodged, boolean poststateSame) {
    public DatcCase {
        prestate = List.copyOf(prestate);
        prestateDislodged = List.copyOf(prestateDislodged);
        supplyCentreOwners = List.copyOf(supplyCentreOwners);
        prestateResults = List.copyOf(prestateResults);
        orders = List.copyOf(orders);
        poststate = List.copyOf(poststate);
        poststateDislodged = List.copyOf(poststateDislodged);
    }

    /** A line of a section: its 1-based number in the file and its text, trimmed, comment removed. */
    public record Line(int number, String text) {}
}
