package adjutant.engine.hunt;

/** A place on the board's hex grid: column (west to east) and row (north to south), in offset coordinates. */
public record Cell(int col, int row) implements Comparable<Cell> {
    @Override
    public int compareTo(Cell o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }

    @Override
    public String toString() {
        return "[" + col + ", " + row + "]";
    }
}
