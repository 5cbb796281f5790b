package adjutant.engine;

import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.ScalarNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * What {@code game.yaml} says of a game: its id, names per language, sides, the
 * languages that must be complete, and the components its kit is made of.
 */
public record GameInfo(
        String id, Map<String, String> names, List<String> sides, List<String> languages, List<String> components) {
    public GameInfo {
        names = Map.copyOf(names);
        sides = List.copyOf(sides);
        languages = List.copyOf(languages);
        components = List.copyOf(components);
    }

    public String name(String lang) {
        return names.getOrDefault(lang, names.getOrDefault("en", id));
    }

    /**
     * Reads game.yaml; a listed language without its strings file ({@code hasStrings} false) is
     * reported once, at its place in {@code languages}, and left out, so the checks of every
     * name and string do not each report it again.
     */
    static GameInfo read(MapNode m, String folder, Predicate<String> hasStrings) {
        m.allowOnly("id", "family", "name", "sides", "languages", "components");
        String id = m.text("id");
        if (!id.isEmpty() && !id.equals(folder)) {
            m.get("id").problem("id '" + id + "' differs from its folder name '" + folder + "'");
        }
        List<String> languages = new ArrayList<>();
        for (String lang : m.texts("languages")) {
            if (hasStrings.test(lang)) {
                languages.add(lang);
            } else {
                Node at = languagePlace(m, lang);
                at.problem("language '" + lang + "' is listed, but data/" + folder + "/i18n/" + lang
                        + ".yaml does not exist;"
                        + " add the translation first, then list it (see 'adjutant l10n status --lang " + lang + "')");
            }
        }
        return new GameInfo(id, m.localized("name"), m.texts("sides"), languages, m.texts("components"));
    }

    private static Node languagePlace(MapNode m, String lang) {
        if (m.get("languages") instanceof ListNode l) {
            for (Node item : l.items()) {
                if (item instanceof ScalarNode s && s.text().equals(lang)) return s;
            }
        }
        return m.keyNode("languages");
    }
}
