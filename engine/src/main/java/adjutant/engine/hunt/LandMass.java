package adjutant.engine.hunt;

import java.util.List;

/** Land drawn on the board: cells no piece can enter. */
public record LandMass(String id, Names name, List<Cell> cells) {
    public LandMass {
        cells = List.copyOf(cells);
    }
}
