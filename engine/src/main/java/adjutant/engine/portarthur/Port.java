package adjutant.engine.portarthur;

import java.util.List;
import java.util.Map;

/**
 * A port: the one side that may use it, whether it repairs ships, the sea areas it opens
 * on, and where its anchorage box is drawn when that is not by its own coast (Japan's).
 */
public record Port(
        String id,
        Map<String, String> names,
        Side usedBy,
        boolean shipyard,
        List<String> adjacent,
        String anchorageIn,
        Provenance provenance) {
    public Port {
        names = Map.copyOf(names);
        adjacent = List.copyOf(adjacent);
    }

    public String name(String lang) {
        return LocalName.pick(names, lang, id);
    }
}
