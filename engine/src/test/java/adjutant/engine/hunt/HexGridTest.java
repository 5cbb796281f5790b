package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Offset ↔ cube conversion and neighbours for every layout. */
class HexGridTest {
    @Test
    void cubeRoundTripAndSixNeighboursAtDistanceOne() {
        for (HexGrid.Offset o : HexGrid.Offset.values()) {
            HexGrid g = new HexGrid(
                    o.name().endsWith("_R") ? HexGrid.Orientation.POINTY : HexGrid.Orientation.FLAT, o, 8, 8);
            for (int c = -2; c < 6; c++) {
                for (int r = -2; r < 6; r++) {
                    Cell cell = new Cell(c, r);
                    int[] cube = g.toCube(cell);
                    assertEquals(0, cube[0] + cube[1] + cube[2]);
                    assertEquals(cell, g.fromCube(cube[0], cube[2]), o + " " + cell);
                    List<Cell> around = g.around(cell);
                    assertEquals(6, around.stream().distinct().count());
                    for (Cell n : around) {
                        assertEquals(1, g.distance(cell, n));
                        assertTrue(g.around(n).contains(cell));
                    }
                }
            }
        }
    }

    @Test
    void oddRowsShiftRight() {
        HexGrid g = new HexGrid(HexGrid.Orientation.POINTY, HexGrid.Offset.ODD_R, 8, 7);
        assertTrue(g.around(new Cell(2, 5))
                .containsAll(List.of(new Cell(2, 4), new Cell(3, 4), new Cell(2, 6), new Cell(3, 6))));
        assertTrue(g.around(new Cell(0, 6)).containsAll(List.of(new Cell(-1, 5), new Cell(0, 5))));
        assertEquals(2, g.distance(new Cell(1, 4), new Cell(0, 6)));
    }

    @Test
    void layoutMustFitTheOrientation() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new HexGrid(HexGrid.Orientation.POINTY, HexGrid.Offset.ODD_Q, 3, 3));
    }
}
