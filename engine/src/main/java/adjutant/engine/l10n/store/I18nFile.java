package adjutant.engine.l10n.store;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.YamlFiles;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One {@code i18n/<lang>.yaml}: nested maps of strings flattened to dotted keys in file
 * order, with the entry of every key and group so an editor can find their lines.
 */
public final class I18nFile {
    private final MapNode root;
    private final Map<String, String> strings = new LinkedHashMap<>();
    private final Map<String, MapNode.Entry> entries = new LinkedHashMap<>();

    private I18nFile(MapNode root) {
        this.root = root;
        flatten("", root);
    }

    /** Wraps a parsed file; values that are not strings or maps are reported at their place. */
    public static I18nFile of(MapNode root) {
        return new I18nFile(root);
    }

    /** Parses YAML text; returns null after reporting when it is not a readable map. */
    public static I18nFile parse(String text, String shownAs, Problems problems) {
        Node n = YamlFiles.parse(text, new Node.Source(shownAs, problems));
        if (n == null) return null;
        if (!(n instanceof MapNode m)) {
            n.problem("expected a map of key: text, found " + n.kind());
            return null;
        }
        return new I18nFile(m);
    }

    public MapNode root() {
        return root;
    }

    /** Dotted key → text, in the order of the file. */
    public Map<String, String> strings() {
        return Collections.unmodifiableMap(strings);
    }

    /** Dotted key (of a string or of a group) → its entry. */
    public MapNode.Entry entry(String dottedKey) {
        return entries.get(dottedKey);
    }

    private void flatten(String prefix, MapNode m) {
        for (MapNode.Entry e : m.entries().values()) {
            String key = prefix + e.key().text();
            entries.put(key, e);
            if (e.value() instanceof MapNode sub) {
                flatten(key + ".", sub);
            } else if (e.value() instanceof ScalarNode s && !s.isNull()) {
                strings.put(key, s.text());
            } else {
                e.value()
                        .problem("string '" + key + "' must be text or a map of strings, found "
                                + e.value().kind());
            }
        }
    }
}
