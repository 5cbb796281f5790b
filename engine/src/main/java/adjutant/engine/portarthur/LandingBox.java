package adjutant.engine.portarthur;

import java.util.Map;

/** A box in a sea area where Japanese armies wait to land; {@code capacity} armies a turn. */
public record LandingBox(String id, Map<String, String> names, String sea, int capacity, Provenance provenance) {
    public LandingBox {
        names = Map.copyOf(names);
    }
}
