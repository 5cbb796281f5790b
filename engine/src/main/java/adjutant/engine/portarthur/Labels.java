package adjutant.engine.portarthur;

import adjutant.engine.data.Node;
import adjutant.engine.l10n.Catalog;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks that ids the data introduces (phases, markers, effects, ship types) have their
 * label in every required language, reporting a missing one once, at the id's first use.
 */
final class Labels {
    private final Catalog strings;
    private final List<String> langs;
    private final Set<String> checked = new HashSet<>();

    Labels(Catalog strings, List<String> langs) {
        this.strings = strings;
        this.langs = List.copyOf(langs);
    }

    void require(Node at, String key) {
        if (at == null || !checked.add(key)) return;
        DataCheck.string(at, strings, langs, key);
    }
}
