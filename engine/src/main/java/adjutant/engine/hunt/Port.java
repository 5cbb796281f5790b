package adjutant.engine.hunt;

import java.util.List;

/**
 * A destination port: a box beside the map that a merchant ship enters only from one of
 * its ▼▲ {@code entries} hexes. {@code box} is where it is drawn (land or off the grid).
 */
public record Port(String id, Names name, List<Integer> entries, Cell box, Provenance source) {
    public Port {
        entries = List.copyOf(entries);
    }
}
