package adjutant.validator.diplomacy;

import static adjutant.validator.diplomacy.TestMap.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A line read from the {@link LineMemo} is the line read afresh, wherever the board differs. */
class LineMemoTest {
    private static final OrderParser PARSER = StandardMap.parser();

    /**
     * Every order line of every DATC case, through one memo (twice over, each time with
     * other line numbers), against the parser alone: the same readings, notes and problems.
     */
    @Test
    void everyDatcLineReadsAsAfresh() {
        List<DatcCase> cases = new ArrayList<>(DatcV24Test.cases());
        cases.addAll(DatcCaseReader.read(Path.of("src/test/resources/diplomacy/datc/retreat_options.txt")));
        DatcSetup setup = new DatcSetup(PARSER);
        LineMemo memo = new LineMemo(PARSER);
        int lines = 0;
        for (int round = 0; round < 2; round++) {
            for (DatcCase c : cases) {
                Position before = setup.position(c);
                OrderContext ctx = new OrderContext(c.phase(), null, before);
                for (DatcCase.Line l : c.orders()) {
                    int line = l.number() + round * 100_000;
                    assertEquals(
                            PARSER.parseLine(l.text(), line, ctx),
                            memo.parseLine(l.text(), line, ctx),
                            c.id() + " line " + l.number());
                    lines++;
                }
            }
        }
        assertTrue(lines > 1000, "lines read: " + lines);
        assertTrue(memo.hits() >= lines / 2, "the second round is read from the memo: " + memo.hits() + " of " + lines);
    }

    /** The same text over another unit in a province the line names is read again: "Lon H" is the army's hold, then the fleet's. */
    @Test
    void aLineOverOtherUnitsIsReadAgain() {
        LineMemo memo = new LineMemo(PARSER);
        Position army = new Position(
                Season.SPRING, 1901, Phase.MOVEMENT, List.of(u("A", "england", "lon")), Map.of(), List.of());
        Position fleet = new Position(
                Season.SPRING, 1901, Phase.MOVEMENT, List.of(u("F", "england", "lon")), Map.of(), List.of());
        List<ParsedLine> a = memo.parseLine("England: Lon H", 1, OrderContext.of(army, null));
        List<ParsedLine> f = memo.parseLine("England: Lon H", 2, OrderContext.of(fleet, null));
        assertEquals(PARSER.parseLine("England: Lon H", 2, OrderContext.of(fleet, null)), f);
        assertNotEquals(((ParsedOrder) a.get(0)).order(), ((ParsedOrder) f.get(0)).order());
        assertEquals(0, memo.hits());
        assertEquals(a, memo.parseLine("England: Lon H", 1, OrderContext.of(army, null)));
        assertEquals(1, memo.hits());
    }
}
