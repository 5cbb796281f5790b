package adjutant.engine;

import adjutant.engine.data.MapNode;
import java.util.List;
import java.util.Map;

/**
 * What {@code game.yaml} says of a game: its id, names per language, sides, the
 * languages that must be complete, and the components its kit is made of.
 */
public record GameInfo(String id, Map<String, String> names, List<String> sides, List<String> languages,
                       List<String> components) {
    public GameInfo {
        names = Map.copyOf(names);
        sides = List.copyOf(sides);
        languages = List.copyOf(languages);
        components = List.copyOf(components);
    }

    public String name(String lang) {
        return names.getOrDefault(lang, names.getOrDefault("en", id));
    }

    static GameInfo read(MapNode m, String folder) {
        m.allowOnly("id", "name", "sides", "languages", "components");
        String id = m.text("id");
        if (!id.isEmpty() && !id.equals(folder)) {
            m.get("id").problem("id '" + id + "' differs from its folder name '" + folder + "'");
        }
        return new GameInfo(id, m.localized("name"), m.texts("sides"), m.texts("languages"), m.texts("components"));
    }
}
