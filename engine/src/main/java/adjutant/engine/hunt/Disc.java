package adjutant.engine.hunt;

/** Plain wooden discs in the box: hint (yellow), German seaplane and reserve (grey), damage (red). */
public record Disc(String id, String colour, int count) {}
