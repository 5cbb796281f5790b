package adjutant.engine.data;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** The data folder of one game ({@code data/<game>/}) and the problem list its loading reports to. */
public record GameFiles(Path home, String game, Problems problems) {
    public Path dir() {
        return home.resolve("data").resolve(game);
    }

    public Path path(String name) {
        return dir().resolve(name);
    }

    public boolean exists(String name) {
        return Files.isRegularFile(path(name));
    }

    /** How a file is named in problems: relative to the project, with forward slashes. */
    public String shown(String name) {
        return "data/" + game + "/" + name;
    }

    /**
     * Reads a YAML file whose top level must be a map; an unreadable file yields an empty map. An
     * empty file is a root cause like one that does not parse (everything it should hold is missing).
     */
    public MapNode readMap(String name) {
        Node n = YamlFiles.read(path(name), shown(name), problems);
        // A translation just begun ('l10n init') holds only its comments: every string still shows in English.
        boolean mayBeEmpty =
                name.startsWith("i18n/") && !name.equals("i18n/en.yaml") && YamlFiles.hasComment(path(name));
        if (!mayBeEmpty
                && n instanceof MapNode m
                && m.entries().isEmpty()
                && m.line() == 1
                && m.column() == 1
                && YamlFiles.isEmptyDocument(path(name))) {
            problems.unreadable(new Problem(shown(name), 0, 0, "the file is empty; expected a map of key: value"));
        }
        if (n == null) return new MapNode(new Node.Source(shown(name), problems), 0, 0, Map.of());
        MapNode m = Nodes.asMap(n);
        return m == null ? new MapNode(n.source(), n.line(), n.column(), Map.of()) : m;
    }
}
