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
 * {@code rules/<lang>.md}, a flat map from the id (i18n key, rules block id) to the English
 * text. The text itself is kept rather than a hash of it: a fuzzy translation is useful only
 * when the translator sees what changed, so exports carry the English it was made from
 * (PO {@code #| msgid}, an XLIFF note), and a review of the data shows it in the diff.
 * Only the tools write it, in a canonical layout: English order, stale ids kept at the end.
 */
public final class SourcesFile {
    private SourcesFile() {}

    public static Map<String, String> read(Path file, String shownAs, Problems problems) {
        Map<String, String> out = new LinkedHashMap<>();
        if (!Files.isRegularFile(file)) return out;
        Node n = YamlFiles.read(file, shownAs, problems);
        if (n == null) return out;
        if (!(n instanceof MapNode m)) {
            n.problem("expected a map of id: English text, found " + n.kind());
            return out;
        }
        for (MapNode.Entry e : m.entries().values()) {
            if (e.value() instanceof ScalarNode s && s.type() == ScalarNode.Type.STRING) out.put(e.key().text(), s.text());
            else e.value().problem("expected the English text of '" + e.key().text() + "', found " + e.value().kind());
        }
        return out;
    }

    /** The file's content for {@code records}, ids in {@code order} first. */
    public static String write(Map<String, String> records, List<String> order, String translationFile) {
        StringBuilder sb = new StringBuilder();
        sb.append("# The English each translation in ").append(translationFile).append(" was confirmed against.\n");
        sb.append("# Written by 'adjutant l10n mark' and 'adjutant l10n import'; a differing English makes it fuzzy.\n");
        Map<String, String> rest = new LinkedHashMap<>(records);
        for (String id : order) {
            String v = rest.remove(id);
            if (v != null) append(sb, id, v);
        }
        rest.forEach((id, v) -> append(sb, id, v));
        return sb.toString();
    }

    private static void append(StringBuilder sb, String id, String text) {
        sb.append(YamlScalars.key(id)).append(':').append(YamlScalars.value(text, 0)).append('\n');
    }
}
