package adjutant.engine.diplomacy;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Nodes;
import adjutant.engine.data.ScalarNode;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code adjacency.yaml}: per province its army moves and its fleet moves (per coast
 * for split provinces). Checks every target exists and suits the unit (armies never to
 * sea, fleets never inland, fleets to a named existing coast of a split province), and
 * that every edge is written at both ends; a missing return edge is reported at the edge
 * that has none.
 */
final class AdjacencyReader {
    static final String FILE = "adjacency.yaml";

    record Result(Map<String, Set<String>> army, Map<Location, Set<Location>> fleet) {}

    private final ProvinceRefs refs;
    private final Map<String, Set<String>> army = new LinkedHashMap<>();
    private final Map<Location, Set<Location>> fleet = new LinkedHashMap<>();
    /** Where each accepted edge was written, for the symmetry check. */
    private final Map<String, Node> armyPlaces = new LinkedHashMap<>();

    private final Map<String, Node> fleetPlaces = new LinkedHashMap<>();

    private AdjacencyReader(ProvinceRefs refs) {
        this.refs = refs;
    }

    static Result read(GameFiles files, List<Province> provinces, ProvinceRefs refs) {
        AdjacencyReader r = new AdjacencyReader(refs);
        r.read(files.readMap(FILE), provinces);
        return new Result(r.army, r.fleet);
    }

    private void read(MapNode root, List<Province> provinces) {
        for (MapNode.Entry e : root.entries().values()) {
            Province p = refs.province(e.key().text(), e.key());
            if (p == null) continue;
            MapNode m = Nodes.asMap(e.value());
            if (m != null) province(p, m);
        }
        for (Province p : provinces) {
            if (!root.has(p.id()))
                root.problem("province '" + p.id() + "' has no entry: list its army and fleet moves");
        }
        checkReturns();
    }

    private void province(Province p, MapNode m) {
        m.allowOnly("army", "fleet");
        boolean armies = p.terrain() != Terrain.SEA;
        boolean fleets = p.terrain() != Terrain.LAND;
        if (m.has("army") && !armies)
            m.keyNode("army").problem("'" + p.id() + "' is a sea area: armies cannot be there");
        if (m.has("fleet") && !fleets) m.keyNode("fleet").problem("'" + p.id() + "' is inland: fleets cannot be there");
        if (armies && !m.has("army")) m.problem("'" + p.id() + "' has no 'army' moves");
        if (fleets && !m.has("fleet")) m.problem("'" + p.id() + "' has no 'fleet' moves");
        if (armies && m.has("army")) {
            for (ScalarNode t : m.list("army").scalars()) armyEdge(p, t);
        }
        if (fleets && m.has("fleet")) fleetMoves(p, m);
    }

    private void armyEdge(Province from, ScalarNode t) {
        Province to = refs.province(t.text(), t);
        if (to == null) return;
        if (t.text().contains("/")) {
            t.problem("army moves name provinces, not coasts: write '" + to.id() + "'");
        } else if (to.terrain() == Terrain.SEA) {
            t.problem("an army cannot move to the sea area '" + to.id() + "'");
        } else if (to == from) {
            t.problem("'" + from.id() + "' cannot border itself");
        } else if (!army.computeIfAbsent(from.id(), k -> new LinkedHashSet<>()).add(to.id())) {
            t.problem("army move " + from.id() + " → " + to.id() + " is listed twice");
        } else {
            armyPlaces.put(from.id() + ">" + to.id(), t);
        }
    }

    private void fleetMoves(Province p, MapNode m) {
        Node n = m.get("fleet");
        if (!p.isSplit()) {
            if (n instanceof MapNode) {
                n.problem("'" + p.id() + "' has a single coast: list its fleet moves, e.g. fleet: [...]");
                return;
            }
            for (ScalarNode t : m.list("fleet").scalars()) fleetEdge(Location.of(p.id()), t);
            return;
        }
        if (!(n instanceof MapNode coasts)) {
            n.problem("'" + p.id() + "' has coasts " + String.join(", ", p.coasts())
                    + ": list fleet moves per coast, e.g. fleet: {" + p.coasts().get(0) + ": [...]}");
            return;
        }
        for (MapNode.Entry e : coasts.entries().values()) {
            String c = e.key().text();
            if (!p.coasts().contains(c)) {
                e.key()
                        .problem("'" + p.id() + "' has no coast '" + c + "'; its coasts are "
                                + String.join(", ", p.coasts()));
                continue;
            }
            ListNode l = Nodes.asList(e.value());
            if (l != null) l.scalars().forEach(t -> fleetEdge(new Location(p.id(), c), t));
        }
        for (String c : p.coasts()) {
            if (!coasts.has(c)) coasts.problem("coast " + p.id() + "/" + c + " has no fleet moves");
        }
    }

    private void fleetEdge(Location from, ScalarNode t) {
        Location to = refs.location(t.text(), t);
        if (to == null) return;
        Province target = refs.get(to.province());
        if (target.terrain() == Terrain.LAND) {
            t.problem("a fleet cannot move to the inland province '" + target.id() + "'");
        } else if (target.isSplit() && !to.hasCoast()) {
            t.problem("'" + target.id() + "' has two coasts: name the one reached, e.g. '" + target.id() + "/"
                    + target.coasts().get(0) + "'");
        } else if (to.province().equals(from.province())) {
            t.problem("'" + from.province() + "' cannot border itself");
        } else if (!fleet.computeIfAbsent(from, k -> new LinkedHashSet<>()).add(to)) {
            t.problem("fleet move " + from + " → " + to + " is listed twice");
        } else {
            fleetPlaces.put(from + ">" + to, t);
        }
    }

    /** Reports every edge written at one end only. */
    private void checkReturns() {
        army.forEach((from, tos) -> tos.forEach(to -> {
            if (!army.getOrDefault(to, Set.of()).contains(from)) {
                armyPlaces
                        .get(from + ">" + to)
                        .problem("army move " + from + " → " + to + " has no return: add '" + from
                                + "' to the army moves of '" + to + "'");
            }
        }));
        fleet.forEach((from, tos) -> tos.forEach(to -> {
            if (!fleet.getOrDefault(to, Set.of()).contains(from)) {
                fleetPlaces
                        .get(from + ">" + to)
                        .problem("fleet move " + from + " → " + to + " has no return: add '" + from
                                + "' to the fleet moves of '" + to + "'");
            }
        }));
    }
}
