package adjutant.validator;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Nodes;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.YamlFiles;
import java.nio.file.Path;

/** What the readers of a game master's record (a Port Arthur score sheet, a Hunt game log) share: its top and its turns. */
public final class RecordYaml {
    private RecordYaml() {}

    /**
     * The record's top map, with a problem when its {@code game} names another game than {@code gameId}
     * ({@code what}: "log", "sheet"); null when it could not be parsed at all.
     */
    public static MapNode root(Path file, String shownAs, Problems problems, String gameId, String what) {
        Node n = YamlFiles.read(file, shownAs, problems);
        MapNode root = n == null ? null : Nodes.asMap(n);
        if (root == null) return null;
        if (root.has("game") && !root.text("game").equals(gameId))
            root.get("game").problem("this is a " + what + " of '" + root.text("game") + "', not of '" + gameId + "'");
        return root;
    }

    /** Reads a turn's number, 1 to {@code last}, with a problem when it is not {@code expected} (turns go in order from 1). */
    public static void turn(MapNode t, int expected, int last) {
        int number = t.integer("turn", 1, last);
        if (number != expected && t.get("turn") instanceof ScalarNode s && s.type() == ScalarNode.Type.INT)
            s.problem("expected turn " + expected + " here (turns are written in order from 1), found " + s.text());
    }
}
