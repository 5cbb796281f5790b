package adjutant.engine.l10n.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes dotted keys as nested YAML maps ({@code board.title} → {@code board:\n  title: …}),
 * in the order given, two spaces per level: the canonical layout of new i18n files.
 */
public final class YamlTreeWriter {
    private YamlTreeWriter() {}

    public static String write(Map<String, String> flat, List<String> headerComments) {
        StringBuilder sb = new StringBuilder();
        for (String c : headerComments) sb.append("# ").append(c).append('\n');
        Map<String, Object> tree = new LinkedHashMap<>();
        flat.forEach((k, v) -> put(tree, k.split("\\.", -1), 0, v));
        writeMap(tree, 0, sb);
        return sb.toString();
    }

    /** The lines for {@code path} (relative to a map indented by {@code indent}) holding {@code value}. */
    public static String entry(String[] path, int from, String value, int indent) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < path.length; i++) {
            int ind = indent + 2 * (i - from);
            sb.append(" ".repeat(ind)).append(YamlScalars.key(path[i])).append(':');
            if (i == path.length - 1) sb.append(YamlScalars.value(value, ind));
            sb.append('\n');
        }
        return sb.toString();
    }

    @SuppressWarnings("unchecked")
    private static void put(Map<String, Object> tree, String[] path, int i, String value) {
        if (i == path.length - 1) {
            if (tree.get(path[i]) instanceof Map)
                throw new IllegalArgumentException("key " + String.join(".", path) + " is also a group of keys");
            tree.put(path[i], value);
            return;
        }
        Object sub = tree.computeIfAbsent(path[i], k -> new LinkedHashMap<String, Object>());
        if (!(sub instanceof Map))
            throw new IllegalArgumentException("key " + String.join(".", path) + " is under a string key");
        put((Map<String, Object>) sub, path, i + 1, value);
    }

    @SuppressWarnings("unchecked")
    private static void writeMap(Map<String, Object> tree, int indent, StringBuilder sb) {
        for (Map.Entry<String, Object> e : tree.entrySet()) {
            sb.append(" ".repeat(indent)).append(YamlScalars.key(e.getKey())).append(':');
            if (e.getValue() instanceof Map<?, ?> m) {
                sb.append('\n');
                writeMap((Map<String, Object>) m, indent + 2, sb);
            } else {
                sb.append(YamlScalars.value((String) e.getValue(), indent)).append('\n');
            }
        }
    }
}
