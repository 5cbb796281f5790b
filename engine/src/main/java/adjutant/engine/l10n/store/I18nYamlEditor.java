package adjutant.engine.l10n.store;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Problems;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Changes strings of an i18n YAML file in place: only the lines of a changed string are
 * rewritten (in {@link YamlScalars}' canonical style), new strings are inserted after
 * their preceding sibling in English order, and everything else — comments, blank lines,
 * key order, quoting — stays byte for byte. The result is parsed again and must hold
 * exactly the intended strings, otherwise nothing is returned but an exception.
 */
public final class I18nYamlEditor {
    private I18nYamlEditor() {}

    /** Thrown when a file's layout is beyond what the editor can change safely (e.g. flow maps). */
    public static final class CannotEditException extends RuntimeException {
        public CannotEditException(String message) {
            super(message);
        }
    }

    /**
     * @param text    the file as it is
     * @param updates dotted key → new text
     * @param order   all keys in English order, to place new keys
     */
    public static String apply(String text, Map<String, String> updates, List<String> order) {
        Map<String, String> expected = new LinkedHashMap<>(parse(text).strings());
        String cur = text;
        for (Map.Entry<String, String> u : updates.entrySet()) {
            I18nFile f = parse(cur);
            String old = f.strings().get(u.getKey());
            if (u.getValue().equals(old)) continue;
            List<String> lines = new ArrayList<>(Arrays.asList(cur.split("\n", -1)));
            if (old != null) replace(lines, f, u.getKey(), u.getValue());
            else insert(lines, f, u.getKey(), u.getValue(), order);
            cur = String.join("\n", lines);
            expected.put(u.getKey(), u.getValue());
        }
        if (!parse(cur).strings().equals(expected)) {
            throw new CannotEditException(
                    "editing changed more than the intended strings; the file was left as it was");
        }
        return cur;
    }

    private static I18nFile parse(String text) {
        Problems p = new Problems();
        I18nFile f = I18nFile.parse(text, "i18n", p);
        if (f == null || !p.isEmpty()) {
            throw new CannotEditException("not a clean i18n file: " + p.sorted());
        }
        return f;
    }

    private static void replace(List<String> lines, I18nFile f, String key, String value) {
        MapNode.Entry e = f.entry(key);
        int start = e.key().line() - 1;
        int end = lastLine(lines, f, e);
        String keyLine = lines.get(start);
        int colon = keyEnd(keyLine, e.key().column() - 1);
        String entry = keyLine.substring(0, colon + 1)
                + YamlScalars.value(value, e.key().column() - 1);
        lines.subList(start, end + 1).clear();
        lines.addAll(start, Arrays.asList(entry.split("\n", -1)));
    }

    private static void insert(List<String> lines, I18nFile f, String key, String value, List<String> order) {
        String[] path = key.split("\\.", -1);
        int depth = 0;
        MapNode parent = f.root();
        MapNode.Entry parentEntry = null;
        while (depth < path.length - 1) {
            MapNode.Entry e = f.entry(String.join(".", Arrays.copyOf(path, depth + 1)));
            if (e == null) break;
            if (!(e.value() instanceof MapNode m)
                    || (!m.entries().isEmpty() && m.line() == e.key().line())) {
                throw new CannotEditException("cannot add '" + key + "': '"
                        + e.key().text() + "' at line " + e.key().line() + " is not a block map of strings");
            }
            parent = m;
            parentEntry = e;
            depth++;
        }
        String prefix = depth == 0 ? "" : String.join(".", Arrays.copyOf(path, depth)) + ".";
        int indent = parent.entries().isEmpty()
                ? (parentEntry == null ? 0 : parentEntry.key().column() + 1)
                : parent.entries().values().iterator().next().key().column() - 1;
        int at = insertionLine(lines, f, parent, parentEntry, prefix, key, order);
        String entry = YamlTreeWriter.entry(path, depth, value, indent);
        List<String> add = Arrays.asList(entry.substring(0, entry.length() - 1).split("\n", -1));
        lines.addAll(at, add);
    }

    /** The line index before which a new child of {@code parent} goes. */
    private static int insertionLine(
            List<String> lines,
            I18nFile f,
            MapNode parent,
            MapNode.Entry parentEntry,
            String prefix,
            String key,
            List<String> order) {
        int pos = order.indexOf(key);
        for (int i = pos - 1; i >= 0; i--) {
            String q = order.get(i);
            if (!q.startsWith(prefix)) continue;
            String child = prefix + q.substring(prefix.length()).split("\\.", -1)[0];
            MapNode.Entry sib = f.entry(child);
            if (sib != null) return lastLine(lines, f, sib) + 1;
        }
        if (pos < 0 && !parent.entries().isEmpty()) {
            MapNode.Entry last = null;
            for (MapNode.Entry e : parent.entries().values()) last = e;
            return lastLine(lines, f, last) + 1;
        }
        if (!parent.entries().isEmpty())
            return parent.entries().values().iterator().next().key().line() - 1;
        if (parentEntry != null) return parentEntry.key().line();
        int end = lines.size();
        while (end > 0 && lines.get(end - 1).isEmpty()) end--;
        return end;
    }

    /** The index of the last line that belongs to an entry (its value, its children). */
    private static int lastLine(List<String> lines, I18nFile f, MapNode.Entry e) {
        if (e.value() instanceof MapNode m
                && !m.entries().isEmpty()
                && m.line() != e.key().line()) {
            MapNode.Entry last = null;
            for (MapNode.Entry c : m.entries().values()) last = c;
            return lastLine(lines, f, last);
        }
        int start = e.key().line() - 1;
        int keyIndent = e.key().column() - 1;
        String afterKey = lines.get(start)
                .substring(keyEnd(lines.get(start), keyIndent) + 1)
                .strip();
        boolean block = afterKey.startsWith("|") || afterKey.startsWith(">");
        int end = start;
        for (int j = start + 1; j < lines.size(); j++) {
            String l = lines.get(j);
            if (l.isBlank()) continue;
            int ind = l.length() - l.stripLeading().length();
            if (ind <= keyIndent) break;
            if (!block && l.stripLeading().startsWith("#")) continue;
            end = j;
        }
        return end;
    }

    /** The index of the colon that ends the key starting at {@code col}. */
    private static int keyEnd(String line, int col) {
        int i = col;
        char c = line.charAt(i);
        if (c == '"' || c == '\'') {
            i++;
            while (i < line.length() && line.charAt(i) != c) i += line.charAt(i) == '\\' && c == '"' ? 2 : 1;
            i++;
        }
        while (i < line.length()) {
            if (line.charAt(i) == ':' && (i + 1 == line.length() || line.charAt(i + 1) == ' ')) return i;
            i++;
        }
        throw new CannotEditException("cannot find the end of the key on: " + line);
    }
}
