package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The map against the rulebook: start hexes and every hex distance its examples rely on.
 *
 * <pre>
 *  row 0   01  02  03  04  05  06                 (05, 06 ▼▲ Great Britain)
 *  row 1     ..  07  08  09  10  11
 *  row 2   ..  ..  12  13  15  14  16             (12 ▼▲ Pernambuco)
 *  row 3     ..  17  18  19  20  21  22
 *  row 4   ..  23  25  24  26  27  29
 *  row 5     31  30  28  32  33  35  36           (31 ▼▲ River Plate, 36 ▼▲ Cape Town)
 *  row 6   34  37  38  39  40  41  42  43
 * </pre>
 */
class MapFactsTest {
    private final HexMap map = TestGame.hunt().map();

    @Test
    void startHexes() {
        assertEquals(34, map.starts().get("argentina").hex());
        assertEquals(23, map.starts().get("brazil").hex());
        assertEquals(29, map.starts().get("south-africa").hex());
        assertEquals(6, map.starts().get("great-britain").hex());
        assertEquals("Brazílie", map.starts().get("brazil").name().in("cs"));
    }

    @Test
    void example1GrafSpeeMoves28To24WithoutUsingTheWholeTwoHexMove() {
        assertTrue(map.adjacent(28, 24));
        assertEquals(1, map.distance(28, 24));
    }

    @Test
    void example5ForceGNeedsAThreeHexMoveFrom17To15() {
        assertEquals(3, map.distance(17, 15));
    }

    @Test
    void example6ForceGNeedsATwoHexMoveFrom15To16() {
        assertEquals(2, map.distance(15, 16));
    }

    @Test
    void example7TwoHexMoveFrom23To34AndHintDiscNextToGrafSpeeOn31() {
        assertEquals(2, map.distance(23, 34));
        assertTrue(map.adjacent(31, 34));
        assertTrue(map.adjacent(34, 31), "adjacency is symmetric");
    }

    @Test
    void example2Hex20Exists() {
        assertTrue(map.has(20));
    }

    @Test
    void adjacencyIsSymmetricAndEveryHexHasNeighbours() {
        for (int a : map.hexes().keySet()) {
            assertFalse(map.neighbours(a).isEmpty(), Hex.label(a));
            assertTrue(map.neighbours(a).size() <= 6);
            for (int b : map.neighbours(a)) assertTrue(map.neighbours(b).contains(a), a + "-" + b);
        }
    }

    @Test
    void everyHexReachableAndNumbersRunWithoutGaps() {
        for (int a : map.hexes().keySet()) assertNotEquals(HexMap.UNREACHABLE, map.distance(6, a));
        assertEquals(
                List.copyOf(map.hexes().keySet()),
                IntStream.rangeClosed(1, 43).boxed().toList());
    }

    @Test
    void portsAreReachedFromTheirEntryHexes() {
        assertEquals(List.of(5, 6), map.ports().get("great-britain").entries());
        assertEquals(1, map.distanceToPort(6, "great-britain"));
        assertEquals(2, map.distanceToPort(11, "great-britain"));
        assertEquals(1, map.distanceToPort(31, "river-plate"));
        assertEquals(2, map.distanceToPort(34, "river-plate"));
    }

    @Test
    void labelsHaveTwoDigits() {
        assertEquals("06", map.hex(6).label());
        assertEquals("34", map.hex(34).label());
    }
}
