package adjutant.generator.layout;

import adjutant.engine.geometry.Box;

/**
 * One page of a board printed in pieces: the part of the board it shows ({@code source},
 * board millimetres from the trimmed board's top left) and where that part lands on the
 * page ({@code window}, page millimetres, same size: tiles print at 100 %).
 */
public record Tile(int row, int col, Box source, Box window) {
    /** The tile's name on the assembly index: a column letter and a row number (A1, B1, A2…). */
    public String name() {
        return String.valueOf((char) ('A' + col)) + (row + 1);
    }
}
