package adjutant.engine.diplomacy;

import adjutant.engine.data.MapNode;
import java.util.List;
import java.util.Map;

/** Reads a name given per language and checks that every language of the game has it. */
final class Translations {
    private Translations() {}

    /** {@code m.key} as lang → text; a missing language is reported at the value, naming {@code what}. */
    static Map<String, String> required(MapNode m, String key, String what, List<String> languages) {
        Map<String, String> texts = m.localized(key);
        if (m.has(key)) {
            for (String lang : languages) {
                if (!texts.containsKey(lang)) {
                    m.get(key)
                            .untranslated(
                                    lang,
                                    "names",
                                    key.equals("name") ? what : what + " " + key,
                                    what + " has no '" + lang + "' " + key);
                }
            }
        }
        return texts;
    }
}
