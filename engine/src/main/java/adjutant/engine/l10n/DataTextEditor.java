package adjutant.engine.l10n;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.YamlFiles;
import adjutant.engine.l10n.store.YamlScalars;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Sets one language's text in localized fields of a data file ({@link DataTexts}), editing the
 * text so that everything else (comments, layout, other fields) stays as it was: a new entry goes
 * into a flow map ({@code {cs: …, en: …}}) before {@code en}, into a block map on its own line
 * before {@code en} (or another key that starts its line); an existing one-line value is replaced
 * where it stands. The result is parsed again and must hold exactly the new texts.
 */
public final class DataTextEditor {
    private DataTextEditor() {}

    private record Edit(int line, int from, int to, String text) {}

    /**
     * {@code text} with {@code lang} set to {@code byPath}'s text in each field of that path
     * ({@link DataTexts.Field#path()}). Throws IllegalStateException when a field is laid out in a
     * way it cannot edit safely, naming its place.
     */
    public static String set(String text, String file, String lang, Map<String, String> byPath) {
        List<DataTexts.Field> fields = fields(text, file);
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        List<Edit> edits = new ArrayList<>();
        for (DataTexts.Field f : fields) {
            String value = byPath.get(f.path());
            if (value == null || value.equals(f.text(lang))) continue;
            edits.add(
                    f.node().has(lang)
                            ? replace(lines, f, lang, value)
                            : insert(lines, f, lang + ": " + scalar(value)));
        }
        edits.sort(
                Comparator.comparingInt(Edit::line).thenComparingInt(Edit::from).reversed());
        for (Edit e : edits) {
            String l = lines.get(e.line() - 1);
            lines.set(e.line() - 1, l.substring(0, e.from() - 1) + e.text() + l.substring(e.to() - 1));
        }
        String out = String.join("\n", lines);
        List<DataTexts.Field> after = fields(out, file);
        boolean ok = after.size() == fields.size();
        for (int i = 0; ok && i < after.size(); i++) {
            String want =
                    byPath.getOrDefault(fields.get(i).path(), fields.get(i).text(lang));
            ok = after.get(i).path().equals(fields.get(i).path())
                    && Objects.equals(want, after.get(i).text(lang));
        }
        if (!ok)
            throw new IllegalStateException(file + ": setting '" + lang + "' changed more than its texts; not written");
        return out;
    }

    /** Words, spaces and a few signs stand plain, as names are written in these files (in flow maps too); anything else is quoted. */
    private static String scalar(String value) {
        return PLAIN.matcher(value).matches() && !value.matches("(?i)(true|false|yes|no|on|off|null|~)")
                ? value
                : YamlScalars.quoted(value);
    }

    private static final Pattern PLAIN =
            Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M} .’()–-]*[\\p{L}\\p{N}.)]|[\\p{L}\\p{N}]");

    private static List<DataTexts.Field> fields(String text, String file) {
        Problems p = new Problems();
        Node root = YamlFiles.parse(text, new Node.Source(file, p));
        if (root == null || !p.isEmpty()) throw new IllegalStateException(file + ": " + p.sorted());
        return DataTexts.in(file, root);
    }

    /** The value of {@code lang} replaced where it stands: a quoted scalar to its closing quote, a plain one to the next , } or comment. */
    private static Edit replace(List<String> lines, DataTexts.Field f, String lang, String value) {
        ScalarNode v = (ScalarNode) f.node().get(lang);
        String l = lines.get(v.line() - 1);
        int from = v.column() - 1, to;
        char q = from < l.length() ? l.charAt(from) : 0;
        boolean flow = charAt(lines, f.node().line(), f.node().column()) == '{';
        if (q == '"' || q == '\'') {
            to = from + 1;
            while (to < l.length()
                    && !(l.charAt(to) == q
                            && (q == '\''
                                    ? to + 1 >= l.length() || l.charAt(to + 1) != '\''
                                    : l.charAt(to - 1) != '\\'))) {
                to += q == '\'' && l.charAt(to) == '\'' ? 2 : 1;
            }
            to++;
        } else {
            to = from;
            while (to < l.length()
                    && !(flow && (l.charAt(to) == ',' || l.charAt(to) == '}'))
                    && !l.startsWith(" #", to)) to++;
            while (to > from && l.charAt(to - 1) == ' ') to--;
        }
        if (to > l.length()
                || !l.substring(from, to)
                        .contains(v.text().isEmpty() ? "" : v.text().substring(0, 1))) {
            throw new IllegalStateException(f.file() + ":" + v.line() + ":" + v.column() + ": cannot find the '" + lang
                    + "' text of " + f.path());
        }
        return new Edit(v.line(), from + 1, to + 1, scalar(value));
    }

    private static Edit insert(List<String> lines, DataTexts.Field f, String entry) {
        MapNode m = f.node();
        ScalarNode en = m.entries().get("en").key();
        String line = lines.get(en.line() - 1);
        if (!line.startsWith("en", en.column() - 1)) {
            throw new IllegalStateException(
                    f.file() + ":" + en.line() + ":" + en.column() + ": cannot find the 'en' key of " + f.path());
        }
        if (charAt(lines, m.line(), m.column()) == '{')
            return new Edit(en.line(), en.column(), en.column(), entry + ", ");
        List<ScalarNode> keys = new ArrayList<>(List.of(en));
        m.entries().values().forEach(e -> keys.add(e.key()));
        for (ScalarNode k : keys) {
            String before = lines.get(k.line() - 1).substring(0, k.column() - 1);
            if (before.isBlank()) return new Edit(k.line(), 1, 1, before + entry + "\n");
        }
        throw new IllegalStateException(f.file() + ":" + m.line() + ":" + m.column() + ": " + f.path()
                + " is laid out in a way that cannot be extended here (write it as {cs: …, en: …})");
    }

    private static char charAt(List<String> lines, int line, int column) {
        String l = line >= 1 && line <= lines.size() ? lines.get(line - 1) : "";
        return column >= 1 && column <= l.length() ? l.charAt(column - 1) : 0;
    }
}
