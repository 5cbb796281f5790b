package adjutant.engine.data;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A YAML mapping with typed, checked reads. A failed read reports "expected …" at the
 * value's place (or "missing …" at the map's) and returns a neutral value, so loading
 * goes on and the user sees every problem of a file in one run.
 */
public final class MapNode implements Node {
    /** A key as written (with its place) and its value. */
    public record Entry(ScalarNode key, Node value) {}

    private final Source source;
    private final int line;
    private final int column;
    private final Map<String, Entry> entries;

    public MapNode(Source source, int line, int column, Map<String, Entry> entries) {
        this.source = source;
        this.line = line;
        this.column = column;
        this.entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
    }

    @Override
    public Source source() {
        return source;
    }

    @Override
    public int line() {
        return line;
    }

    @Override
    public int column() {
        return column;
    }

    @Override
    public String kind() {
        return "a map";
    }

    public Map<String, Entry> entries() {
        return entries;
    }

    public Set<String> keys() {
        return entries.keySet();
    }

    public boolean has(String key) {
        return entries.containsKey(key);
    }

    /** The value under key, or null when absent. */
    public Node get(String key) {
        Entry e = entries.get(key);
        return e == null ? null : e.value();
    }

    /** The place of the key itself, or of this map when absent. */
    public Node keyNode(String key) {
        Entry e = entries.get(key);
        return e == null ? this : e.key();
    }

    /** Reports every key not in {@code allowed}, with the closest allowed key as a hint. */
    public void allowOnly(String... allowed) {
        List<String> ok = Arrays.asList(allowed);
        for (Entry e : entries.values()) {
            String k = e.key().text();
            if (!ok.contains(k)) {
                String hint = Suggest.closest(k, ok)
                        .map(s -> "; did you mean '" + s + "'?")
                        .orElse("");
                e.key().problem("unknown key '" + k + "', expected one of " + String.join(", ", ok) + hint);
            }
        }
    }

    private Node required(String key, String expected) {
        Node n = get(key);
        if (n == null || n instanceof ScalarNode s && s.isNull()) {
            (n == null ? this : n).problem("missing '" + key + "' (" + expected + ")");
            return null;
        }
        return n;
    }

    // ---- text -------------------------------------------------------------------------

    public String text(String key) {
        Node n = required(key, "text");
        ScalarNode s = n == null ? null : Nodes.asScalar(n);
        return s == null ? "" : s.text();
    }

    public String optText(String key, String fallback) {
        Node n = get(key);
        if (n == null || n instanceof ScalarNode s && s.isNull()) return fallback;
        ScalarNode s = Nodes.asScalar(n);
        return s == null ? fallback : s.text();
    }

    /** A list of single values as text; absent means empty. A lone value counts as a list of one. */
    public List<String> texts(String key) {
        Node n = get(key);
        if (n == null || n instanceof ScalarNode s && s.isNull()) return List.of();
        if (n instanceof ScalarNode s) return List.of(s.text());
        ListNode l = Nodes.asList(n);
        return l == null
                ? List.of()
                : l.scalars().stream().map(ScalarNode::text).toList();
    }

    /** Text that must be one of {@code choices} (case-insensitive); returns it in lower case. */
    public String choice(String key, String... choices) {
        String v = text(key);
        return checkChoice(key, v, choices);
    }

    public String optChoice(String key, String fallback, String... choices) {
        String v = optText(key, null);
        return v == null ? fallback : checkChoice(key, v, choices);
    }

    private String checkChoice(String key, String v, String... choices) {
        String low = v.toLowerCase(Locale.ROOT);
        if (Arrays.asList(choices).contains(low)) return low;
        if (!v.isEmpty() || has(key)) {
            get(key).problem("'" + v + "' is not allowed for '" + key + "', expected one of "
                    + String.join(", ", choices));
        }
        return choices[0];
    }

    // ---- numbers ----------------------------------------------------------------------

    public int integer(String key, int min, int max) {
        Node n = required(key, "a whole number " + min + "…" + max);
        return n == null ? min : toInt(n, key, min, max, min);
    }

    public int optInteger(String key, int fallback, int min, int max) {
        Node n = get(key);
        if (n == null || n instanceof ScalarNode s && s.isNull()) return fallback;
        return toInt(n, key, min, max, fallback);
    }

    private int toInt(Node n, String key, int min, int max, int fallback) {
        if (!(n instanceof ScalarNode s) || s.type() != ScalarNode.Type.INT) {
            n.problem("'" + key + "' must be a whole number " + min + "…" + max + ", found " + describe(n));
            return fallback;
        }
        Long v = s.wholeNumber();
        if (v == null) {
            n.problem("'" + key + "' must be a whole number " + min + "…" + max + ", found '" + s.text() + "'");
            return fallback;
        }
        if (v < min || v > max) {
            n.problem("'" + key + "' is " + v + ", expected " + min + "…" + max);
            return fallback;
        }
        return (int) (long) v;
    }

    /** A required number; NaN after a problem, so later range checks against it stay quiet. */
    public double number(String key, double min, double max) {
        Node n = required(key, "a number " + fmt(min) + "…" + fmt(max));
        return n == null ? Double.NaN : toDouble(n, key, min, max, Double.NaN);
    }

    private double toDouble(Node n, String key, double min, double max, double fallback) {
        if (!(n instanceof ScalarNode s) || (s.type() != ScalarNode.Type.INT && s.type() != ScalarNode.Type.FLOAT)) {
            n.problem("'" + key + "' must be a number " + fmt(min) + "…" + fmt(max) + ", found " + describe(n));
            return fallback;
        }
        Double v = s.decimal();
        if (v == null) {
            n.problem("'" + key + "' must be a number " + fmt(min) + "…" + fmt(max) + ", found '" + s.text() + "'");
            return fallback;
        }
        if (v < min || v > max) {
            n.problem("'" + key + "' is " + fmt(v) + ", expected " + fmt(min) + "…" + fmt(max));
            return fallback;
        }
        return v;
    }

    public boolean bool(String key, boolean fallback) {
        Node n = get(key);
        if (n == null || n instanceof ScalarNode s && s.isNull()) return fallback;
        if (n instanceof ScalarNode s && s.type() == ScalarNode.Type.BOOLEAN)
            return Boolean.parseBoolean(s.text().toLowerCase(Locale.ROOT));
        n.problem("'" + key + "' must be true or false, found " + describe(n));
        return fallback;
    }

    // ---- structure --------------------------------------------------------------------

    public MapNode map(String key) {
        Node n = required(key, "a map");
        MapNode m = n == null ? null : Nodes.asMap(n);
        return m == null ? empty(n) : m;
    }

    public MapNode optMap(String key) {
        Node n = get(key);
        if (n == null || n instanceof ScalarNode s && s.isNull()) return empty(this);
        MapNode m = Nodes.asMap(n);
        return m == null ? empty(n) : m;
    }

    public ListNode list(String key) {
        Node n = required(key, "a list");
        ListNode l = n == null ? null : Nodes.asList(n);
        return l == null ? new ListNode(source, line, column, List.of()) : l;
    }

    public ListNode optList(String key) {
        Node n = get(key);
        if (n == null || n instanceof ScalarNode s && s.isNull()) return new ListNode(source, line, column, List.of());
        ListNode l = Nodes.asList(n);
        return l == null ? new ListNode(source, line, column, List.of()) : l;
    }

    /** A map of language code → text, e.g. {@code name: {cs: Paříž, en: Paris}}. */
    public Map<String, String> localized(String key) {
        MapNode m = map(key);
        Map<String, String> out = new LinkedHashMap<>();
        for (String lang : m.keys()) out.put(lang, m.text(lang));
        return out;
    }

    private MapNode empty(Node at) {
        Node where = at == null ? this : at;
        return new MapNode(source, where.line(), where.column(), Map.of());
    }

    private static String describe(Node n) {
        return n instanceof ScalarNode s && !s.isNull() ? s.kind() + " '" + s.text() + "'" : n.kind();
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** Ids in a list of maps that occur twice, reported at the second occurrence. */
    public static void checkUnique(List<MapNode> items, String key, String what) {
        Map<String, MapNode> seen = new LinkedHashMap<>();
        for (MapNode m : items) {
            String id = m.optText(key, null);
            if (id == null) continue;
            MapNode first = seen.putIfAbsent(id, m);
            if (first != null) {
                m.keyNode(key)
                        .problem("duplicate " + what + " '" + id + "' (first defined at line " + first.line() + ")");
            }
        }
    }

    @Override
    public String toString() {
        return entries.keySet().stream().collect(Collectors.joining(", ", "{", "}"));
    }
}
