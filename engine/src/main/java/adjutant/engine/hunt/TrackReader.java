package adjutant.engine.hunt;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.l10n.Catalog;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads {@code tracks.yaml}. Checks that the tracks the rules need are there, that
 * spaces are unique, that a start space is one of them, that the strategy track's exit
 * hex is on the map, and that every track and every non-numeric space has a label in
 * each language of the i18n catalog.
 */
final class TrackReader {
    static final String FILE = "tracks.yaml";

    private TrackReader() {}

    static List<Track> read(GameFiles files, HexMap map, Catalog strings, List<String> langs) {
        MapNode root = files.readMap(FILE);
        root.allowOnly("tracks");
        List<MapNode> items = root.list("tracks").maps();
        MapNode.checkUnique(items, "id", "track");
        List<Track> out = new ArrayList<>();
        for (MapNode m : items) out.add(track(m, map, strings, langs));
        Set<String> ids = new HashSet<>();
        out.forEach(t -> ids.add(t.id()));
        for (String need : Track.REQUIRED) {
            if (!ids.contains(need))
                root.keyNode("tracks")
                        .problem("missing track '" + need + "' (the rules need " + String.join(", ", Track.REQUIRED)
                                + ")");
        }
        return out;
    }

    private static Track track(MapNode m, HexMap map, Catalog strings, List<String> langs) {
        m.allowOnly("id", "spaces", "start", "exit-hex", "colour", "source");
        String id = m.text("id");
        List<String> spaces = new ArrayList<>();
        for (ScalarNode s : m.list("spaces").scalars()) {
            if (spaces.contains(s.text())) s.problem("space '" + s.text() + "' appears twice on track '" + id + "'");
            else spaces.add(s.text());
        }
        if (m.has("spaces") && spaces.isEmpty()) m.get("spaces").problem("track '" + id + "' has no spaces");
        Optional<String> start = Optional.ofNullable(m.optText("start", null));
        start.ifPresent(s -> Checks.reference(m.get("start"), s, spaces, "space of track '" + id + "'"));
        Optional<Integer> exit = Optional.empty();
        if (m.has("exit-hex")) {
            int h = m.integer("exit-hex", 1, 99);
            if (Checks.hexReference(m.get("exit-hex"), h, map)) exit = Optional.of(h);
        }
        if (id.equals(Track.STRATEGY) && exit.isEmpty())
            m.problem("the strategy track needs 'exit-hex', where forces enter the map");
        Optional<String> colour = Optional.ofNullable(m.optText("colour", null));
        checkLabels(m, id, spaces, strings, langs);
        return new Track(id, spaces, start, exit, colour, Checks.provenance(m, Provenance.SEED));
    }

    private static void checkLabels(MapNode m, String id, List<String> spaces, Catalog strings, List<String> langs) {
        for (String lang : langs) {
            String title = "tracks." + id + ".title";
            if (!id.isEmpty() && !strings.has(lang, title)) {
                Node at = m.keyNode("id");
                m.source()
                        .problems()
                        .untranslated(Problems.Missing.string(
                                at,
                                lang,
                                title,
                                "track '" + id + "' has no label '" + title + "' in i18n/" + lang + ".yaml"));
            }
            for (String s : spaces) {
                String key = "tracks." + id + ".spaces." + s;
                if (!Track.numeric(s) && !strings.has(lang, key)) {
                    m.source()
                            .problems()
                            .untranslated(Problems.Missing.string(
                                    m.keyNode("spaces"),
                                    lang,
                                    key,
                                    "space '" + s + "' has no label '" + key + "' in i18n/" + lang + ".yaml"));
                }
            }
        }
    }
}
