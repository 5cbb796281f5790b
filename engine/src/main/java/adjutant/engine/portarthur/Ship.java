package adjutant.engine.portarthur;

import java.util.Map;

/**
 * A ship counter. {@code arrives} is the turn a Baltic ship enters play (0 for ships in
 * play from the start); {@code optional} marks the three ships of the "Hidden threat"
 * variant. {@code knots} and {@code guns} are the history its values were designed from.
 */
public record Ship(
        String id,
        Map<String, String> names,
        String fleet,
        Side side,
        int arrives,
        boolean optional,
        ShipType type,
        ShipFace front,
        ShipFace back,
        double knots,
        String guns,
        Provenance provenance) {
    public Ship {
        names = Map.copyOf(names);
    }

    public ShipFace face(boolean damaged) {
        return damaged ? back : front;
    }

    public String name(String lang) {
        return LocalName.pick(names, lang, id);
    }
}
