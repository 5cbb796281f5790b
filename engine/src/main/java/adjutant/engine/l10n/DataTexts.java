package adjutant.engine.l10n;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.YamlFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * The names and texts a game keeps in its data files as per-language maps
 * ({@code name: {cs: Žluté moře, en: Yellow Sea}}). They are found generically in the YAML
 * tree — any map whose keys are all language codes, English among them, and whose values are
 * text — so a new data file or field is covered without code. The glossary is left out: its
 * terms are the term base that {@code l10n check} reads, not text that is printed.
 */
public final class DataTexts {
    public static final String PREFIX = "data:";
    static final String GLOSSARY = "glossary.yaml";

    private DataTexts() {}

    /** One localized field: the file it is in, a readable path to it and the map of its languages. */
    public record Field(String file, String path, MapNode node) {
        public String id() {
            return PREFIX + file + ":" + path;
        }

        public String section() {
            return PREFIX + file;
        }

        /** The text in {@code lang}, or null when the map has none. */
        public String text(String lang) {
            return node.get(lang) instanceof ScalarNode s && !s.isNull() ? s.text() : null;
        }

        public String english() {
            return text(GameText.SOURCE_LANG);
        }
    }

    /** The data files that may hold localized fields: {@code *.yaml} of the game folder, the glossary excepted. */
    public static List<String> files(GameFiles files) {
        try (var s = Files.list(files.dir())) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".yaml") && !n.equals(GLOSSARY))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Every localized field of the game's data files, file by file in name order. */
    public static List<Field> of(GameFiles files) {
        List<Field> out = new ArrayList<>();
        for (String name : files(files)) {
            Node root = YamlFiles.read(files.path(name), files.shown(name), files.problems());
            if (root != null) out.addAll(in(name, root));
        }
        return out;
    }

    /** The localized fields under {@code root}, in file order. */
    public static List<Field> in(String file, Node root) {
        List<Field> out = new ArrayList<>();
        walk(root, "", file, out);
        return out;
    }

    /** A map of language → text with English among its languages. */
    public static boolean isLocalized(MapNode m) {
        if (!m.has(GameText.SOURCE_LANG)) return false;
        for (MapNode.Entry e : m.entries().values()) {
            if (!Catalog.isLanguageName(e.key().text())) return false;
            if (!(e.value() instanceof ScalarNode s) || s.isNull()) return false;
        }
        return true;
    }

    // Paths read like the YAML: keys joined by dots, list items by their id (or index) in brackets.
    private static void walk(Node n, String path, String file, List<Field> out) {
        if (n instanceof MapNode m) {
            if (isLocalized(m)) {
                out.add(new Field(file, path, m));
                return;
            }
            for (MapNode.Entry e : m.entries().values())
                walk(
                        e.value(),
                        path.isEmpty() ? e.key().text() : path + "." + e.key().text(),
                        file,
                        out);
        } else if (n instanceof ListNode l) {
            for (int i = 0; i < l.items().size(); i++) {
                Node item = l.items().get(i);
                String label = item instanceof MapNode im && im.get("id") instanceof ScalarNode id && !id.isNull()
                        ? id.text()
                        : String.valueOf(i);
                walk(item, path + "[" + label + "]", file, out);
            }
        }
    }
}
