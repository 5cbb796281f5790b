package adjutant.engine.l10n.store;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.YamlFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The English each translation was confirmed against: {@code i18n/<lang>.sources.yaml}
 * beside {@code i18n/<lang>.yaml} and {@code rules/<lang>.sources.yaml} beside
 * {@code rules/<lang>.md}, a map from the id (i18n key, rules block id) to the English
 * text. The text itself is kept rather than a hash of it: a fuzzy translation is useful only
 * when the translator sees what changed, so exports carry the English it was made from
 * (PO {@code #| msgid}, an XLIFF note), and a review of the data shows it in the diff.
 * A record may also keep the translator's own word on it — {@code mark} (fuzzy, reviewed,
 * final) and {@code comment} — written as a map {@code {source: …, mark: …, comment: …}}, so
 * the next export gives them back. Only the tools write it, in a canonical layout: English
 * order, stale ids kept at the end.
 */
public final class SourcesFile {
    /** The marks a translator can set beyond "translated". */
    public static final List<String> MARKS = List.of("fuzzy", "reviewed", "final");

    /** One id's record: the confirmed English (null when none), the translator's mark and comment (null when none). */
    public record Entry(String source, String mark, String comment) {
        public static Entry of(String source) {
            return new Entry(source, null, null);
        }

        boolean plain() {
            return mark == null && comment == null && source != null;
        }

        public boolean isEmpty() {
            return source == null && mark == null && comment == null;
        }
    }

    private SourcesFile() {}

    /** Every record by id. */
    public static Map<String, Entry> entries(Path file, String shownAs, Problems problems) {
        Map<String, Entry> out = new LinkedHashMap<>();
        if (!Files.isRegularFile(file)) return out;
        Node n = YamlFiles.read(file, shownAs, problems);
        if (n == null) return out;
        if (!(n instanceof MapNode m)) {
            n.problem("expected a map of id: English text, found " + n.kind());
            return out;
        }
        for (MapNode.Entry e : m.entries().values()) {
            if (e.value() instanceof ScalarNode s && s.type() == ScalarNode.Type.STRING) {
                out.put(e.key().text(), Entry.of(s.text()));
            } else if (e.value() instanceof MapNode r) {
                r.allowOnly("source", "mark", "comment");
                String mark = r.optChoice("mark", null, MARKS.toArray(String[]::new));
                out.put(e.key().text(), new Entry(r.optText("source", null), mark, r.optText("comment", null)));
            } else {
                e.value()
                        .problem("expected the English text of '" + e.key().text()
                                + "' or a map {source, mark, comment}, found "
                                + e.value().kind());
            }
        }
        return out;
    }

    /** The file's content for {@code records}, ids in {@code order} first. */
    public static String write(Map<String, Entry> records, List<String> order, String translationFile) {
        StringBuilder sb = new StringBuilder();
        sb.append("# The English each translation in ").append(translationFile).append(" was confirmed against.\n");
        sb.append(
                "# Written by 'adjutant l10n mark' and 'adjutant l10n import'; a differing English makes it fuzzy.\n");
        Map<String, Entry> rest = new LinkedHashMap<>(records);
        for (String id : order) {
            Entry v = rest.remove(id);
            if (v != null) append(sb, id, v);
        }
        rest.forEach((id, v) -> append(sb, id, v));
        return sb.toString();
    }

    private static void append(StringBuilder sb, String id, Entry e) {
        if (e.isEmpty()) return;
        sb.append(YamlScalars.key(id)).append(':');
        if (e.plain()) {
            sb.append(YamlScalars.value(e.source(), 0)).append('\n');
            return;
        }
        sb.append('\n');
        if (e.source() != null)
            sb.append("  source:").append(YamlScalars.value(e.source(), 2)).append('\n');
        if (e.mark() != null) sb.append("  mark: ").append(e.mark()).append('\n');
        if (e.comment() != null)
            sb.append("  comment:").append(YamlScalars.value(e.comment(), 2)).append('\n');
    }
}
