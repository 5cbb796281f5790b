package adjutant.engine.hunt;

import java.util.ArrayList;
import java.util.List;

/**
 * The geometry of a hex grid drawn in offset coordinates: which cells touch and how
 * far apart two cells are. Computed through cube coordinates, so all four offset
 * layouts share one formula. Only geometry: whether a cell is sea is {@link HexMap}'s business.
 */
public record HexGrid(Orientation orientation, Offset offset, int columns, int rows) {
    /** Pointy-topped hexes form straight rows; flat-topped ones straight columns. */
    public enum Orientation {
        POINTY,
        FLAT
    }

    /** Which rows (r) or columns (q) are pushed half a hex: odd or even ones. */
    public enum Offset {
        ODD_R,
        EVEN_R,
        ODD_Q,
        EVEN_Q;

        boolean rows() {
            return this == ODD_R || this == EVEN_R;
        }
    }

    private static final int[][] CUBE_DIRECTIONS = {
        {1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}
    };

    public HexGrid {
        if (orientation == Orientation.POINTY != offset.rows()) {
            throw new IllegalArgumentException(offset + " does not go with " + orientation + " hexes");
        }
    }

    public boolean contains(Cell c) {
        return c.col() >= 0 && c.col() < columns && c.row() >= 0 && c.row() < rows;
    }

    /** The six cells around {@code c} (some may lie outside the grid). */
    public List<Cell> around(Cell c) {
        int[] cube = toCube(c);
        List<Cell> out = new ArrayList<>(6);
        for (int[] d : CUBE_DIRECTIONS) out.add(fromCube(cube[0] + d[0], cube[2] + d[2]));
        return out;
    }

    /** Steps between two cells over the full grid, ignoring what lies between. */
    public int distance(Cell a, Cell b) {
        int[] x = toCube(a);
        int[] y = toCube(b);
        return (Math.abs(x[0] - y[0]) + Math.abs(x[1] - y[1]) + Math.abs(x[2] - y[2])) / 2;
    }

    /** Cube coordinates {x, y, z} with x + y + z = 0. */
    int[] toCube(Cell c) {
        int x;
        int z;
        switch (offset) {
            case ODD_R -> {
                x = c.col() - (c.row() - (c.row() & 1)) / 2;
                z = c.row();
            }
            case EVEN_R -> {
                x = c.col() - (c.row() + (c.row() & 1)) / 2;
                z = c.row();
            }
            case ODD_Q -> {
                x = c.col();
                z = c.row() - (c.col() - (c.col() & 1)) / 2;
            }
            default -> {
                x = c.col();
                z = c.row() - (c.col() + (c.col() & 1)) / 2;
            }
        }
        return new int[] {x, -x - z, z};
    }

    Cell fromCube(int x, int z) {
        return switch (offset) {
            case ODD_R -> new Cell(x + (z - (z & 1)) / 2, z);
            case EVEN_R -> new Cell(x + (z + (z & 1)) / 2, z);
            case ODD_Q -> new Cell(x, z + (x - (x & 1)) / 2);
            case EVEN_Q -> new Cell(x, z + (x + (x & 1)) / 2);
        };
    }
}
