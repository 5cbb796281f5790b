package adjutant.generator.diplomacy;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Terrain;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code data/diplomacy/board.yaml}: extra territory points that shape provinces, and the
 * canals to draw. Checked against the map; problems name file, line and column.
 */
record BoardHints(Map<String, List<Pt>> territory, Map<String, List<String>> canals) {
    static final String FILE = "board.yaml";

    static BoardHints read(Path home, DipMap map) {
        Problems problems = new Problems();
        GameFiles files = new GameFiles(home, "diplomacy", problems);
        if (!files.exists(FILE)) return new BoardHints(Map.of(), Map.of());
        MapNode root = files.readMap(FILE);
        root.allowOnly("source", "territory", "canals");
        Map<String, List<Pt>> territory = new LinkedHashMap<>();
        MapNode t = root.optMap("territory");
        for (String id : t.keys()) {
            if (!map.hasProvince(id)) {
                t.keyNode(id).problem("'" + id + "' is not a province of map.yaml");
                continue;
            }
            List<Pt> pts = new ArrayList<>();
            if (t.get(id) instanceof ListNode list) {
                for (Node item : list.items()) {
                    Pt p = point(item, map);
                    if (p != null) pts.add(p);
                }
            } else {
                t.get(id).problem("expected a list of points [[x, y], …], found " + t.get(id).kind());
            }
            territory.put(id, pts);
        }
        Map<String, List<String>> canals = new LinkedHashMap<>();
        MapNode c = root.optMap("canals");
        for (String id : c.keys()) {
            List<String> waters = c.texts(id);
            if (!map.hasProvince(id)) {
                c.keyNode(id).problem("'" + id + "' is not a province of map.yaml");
                continue;
            }
            if (waters.size() != 2) {
                c.get(id).problem("a canal joins two waters, found " + waters.size());
                continue;
            }
            for (String w : waters) {
                boolean sea = map.hasProvince(w) && map.province(w).terrain() == Terrain.SEA;
                if (!sea || !map.fleetNeighbours(Location.of(id)).contains(Location.of(w))) {
                    c.get(id).problem("'" + w + "' is not a sea a fleet in '" + id + "' can reach");
                }
            }
            canals.put(id, waters);
        }
        problems.throwIfAny();
        return new BoardHints(territory, canals);
    }

    private static Pt point(Node n, DipMap map) {
        if (n instanceof ListNode l && l.size() == 2 && l.items().get(0) instanceof ScalarNode x
                && l.items().get(1) instanceof ScalarNode y) {
            try {
                if (x.decimal() == null || y.decimal() == null) throw new NumberFormatException();
                double px = x.decimal(), py = y.decimal();
                if (px < 0 || py < 0 || px > map.board().width() || py > map.board().height()) {
                    n.problem("point [" + x.text() + ", " + y.text() + "] is off the board (" + (int) map.board().width() + " × "
                            + (int) map.board().height() + ")");
                    return null;
                }
                return new Pt(px, py);
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        n.problem("expected a point [x, y] of two numbers, found " + n.kind());
        return null;
    }
}
