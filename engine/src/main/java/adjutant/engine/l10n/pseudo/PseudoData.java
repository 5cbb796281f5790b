package adjutant.engine.l10n.pseudo;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.YamlFiles;
import adjutant.engine.l10n.DataTexts;
import adjutant.engine.l10n.store.YamlScalars;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Adds one language to every localized field of a data file ({@link DataTexts}), editing the
 * text so that everything else (comments, layout, other fields) stays as it was: in a flow map
 * ({@code {cs: …, en: …}}) the entry goes in before {@code en}, in a block map on its own line
 * before {@code en} (or
 * another key that starts its line). The result is parsed again and must hold the new texts.
 */
public final class PseudoData {
    private PseudoData() {}

    private record Insert(int line, int column, String text) {}

    /**
     * {@code text} with {@code lang: translate(English)} in each localized field that lacks {@code lang}.
     * Throws IllegalStateException when a field is laid out in a way it cannot edit safely.
     */
    public static String addLanguage(String text, String file, String lang, UnaryOperator<String> translate) {
        List<DataTexts.Field> fields = fields(text, file);
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        List<Insert> inserts = new ArrayList<>();
        for (DataTexts.Field f : fields) {
            if (f.node().has(lang)) continue;
            inserts.add(insert(lines, f, lang + ": " + YamlScalars.quoted(translate.apply(f.english()))));
        }
        inserts.sort(Comparator.comparingInt(Insert::line).thenComparingInt(Insert::column).reversed());
        for (Insert i : inserts) {
            String l = lines.get(i.line() - 1);
            lines.set(i.line() - 1, l.substring(0, i.column() - 1) + i.text() + l.substring(i.column() - 1));
        }
        String out = String.join("\n", lines);
        List<DataTexts.Field> after = fields(out, file);
        boolean ok = after.size() == fields.size();
        for (int i = 0; ok && i < after.size(); i++) {
            ok = after.get(i).path().equals(fields.get(i).path()) && translate.apply(fields.get(i).english()).equals(after.get(i).text(lang));
        }
        if (!ok) throw new IllegalStateException(file + ": adding '" + lang + "' changed more than its texts; not written");
        return out;
    }

    private static List<DataTexts.Field> fields(String text, String file) {
        Problems p = new Problems();
        Node root = YamlFiles.parse(text, new Node.Source(file, p));
        if (root == null || !p.isEmpty()) throw new IllegalStateException(file + ": " + p.sorted());
        return DataTexts.in(file, root);
    }

    private static Insert insert(List<String> lines, DataTexts.Field f, String entry) {
        MapNode m = f.node();
        ScalarNode en = m.entries().get("en").key();
        String line = lines.get(en.line() - 1);
        if (!line.startsWith("en", en.column() - 1)) {
            throw new IllegalStateException(f.file() + ":" + en.line() + ":" + en.column() + ": cannot find the 'en' key of " + f.path());
        }
        if (charAt(lines, m.line(), m.column()) == '{') return new Insert(en.line(), en.column(), entry + ", ");
        List<ScalarNode> keys = new ArrayList<>(List.of(en));
        m.entries().values().forEach(e -> keys.add(e.key()));
        for (ScalarNode k : keys) {
            String before = lines.get(k.line() - 1).substring(0, k.column() - 1);
            if (before.isBlank()) return new Insert(k.line(), 1, before + entry + "\n");
        }
        throw new IllegalStateException(f.file() + ":" + m.line() + ":" + m.column() + ": " + f.path()
                + " is laid out in a way the pseudo-locale cannot extend (write it as {cs: …, en: …})");
    }

    private static char charAt(List<String> lines, int line, int column) {
        String l = line >= 1 && line <= lines.size() ? lines.get(line - 1) : "";
        return column >= 1 && column <= l.length() ? l.charAt(column - 1) : 0;
    }
}
