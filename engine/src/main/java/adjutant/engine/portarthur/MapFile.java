package adjutant.engine.portarthur;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.ScalarNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads and checks {@code map.yaml}: sea areas (with symmetric adjacency), ports, landing boxes. */
final class MapFile {
    private MapFile() {}

    static SeaMap read(GameFiles files, List<String> langs) {
        MapNode root = files.readMap("map.yaml");
        root.allowOnly("sea_areas", "ports", "landing_boxes");
        List<MapNode> areaNodes = root.list("sea_areas").maps();
        List<MapNode> portNodes = root.list("ports").maps();
        List<MapNode> boxNodes = root.list("landing_boxes").maps();
        MapNode.checkUnique(areaNodes, "id", "sea area");
        MapNode.checkUnique(portNodes, "id", "port");
        MapNode.checkUnique(boxNodes, "id", "landing box");
        List<String> areaIds = DataCheck.ids(areaNodes);
        List<String> portIds = DataCheck.ids(portNodes);

        List<SeaArea> areas = new ArrayList<>();
        for (MapNode a : areaNodes) areas.add(area(a, langs, areaIds, portIds));
        List<Port> ports = new ArrayList<>();
        for (MapNode p : portNodes) ports.add(port(p, langs, areaIds));
        List<LandingBox> boxes = new ArrayList<>();
        for (MapNode b : boxNodes) boxes.add(box(b, langs, areaIds));

        SeaMap map = new SeaMap(areas, ports, boxes);
        checkSymmetric(areaNodes, map);
        checkReturnPorts(areaNodes, map);
        return map;
    }

    private static SeaArea area(MapNode a, List<String> langs, List<String> areaIds, List<String> portIds) {
        a.allowOnly("id", "name", "dominance", "adjacent", "russia_returns_to", "source");
        String id = a.text("id");
        MapNode dp = a.map("dominance");
        dp.allowOnly("japan", "russia");
        int japan = dp.integer("japan", 0, 9);
        int russia = dp.integer("russia", 0, 9);
        List<String> adjacent = DataCheck.refs(a, "adjacent", areaIds, "sea area");
        if (adjacent.contains(id)) a.keyNode("adjacent").problem("sea area '" + id + "' lists itself as adjacent");
        if (!a.has("adjacent")) a.problem("missing 'adjacent' (a list of sea areas)");
        List<String> returns = DataCheck.refs(a, "russia_returns_to", portIds, "port");
        if (returns.isEmpty()) a.problem("missing 'russia_returns_to' (the ports Russian ships here go home to)");
        return new SeaArea(
                id,
                DataCheck.names(a, langs, "sea area"),
                japan,
                russia,
                adjacent,
                returns,
                DataCheck.source(a, "dominance", "adjacent", "russia_returns_to", "name"));
    }

    private static Port port(MapNode p, List<String> langs, List<String> areaIds) {
        p.allowOnly("id", "name", "used_by", "shipyard", "adjacent", "anchorage_in", "source");
        String id = p.text("id");
        Side side = DataCheck.side(p, "used_by");
        boolean shipyard = DataCheck.flag(p, "shipyard");
        List<String> adjacent = DataCheck.refs(p, "adjacent", areaIds, "sea area");
        if (adjacent.isEmpty()) p.problem("port '" + id + "' opens on no sea area: 'adjacent' must list at least one");
        String anchorage = p.optText("anchorage_in", null);
        if (anchorage != null && !DataCheck.ref(p.get("anchorage_in"), anchorage, areaIds, "sea area"))
            anchorage = null;
        return new Port(
                id,
                DataCheck.names(p, langs, "port"),
                side,
                shipyard,
                adjacent,
                anchorage,
                DataCheck.source(p, "used_by", "shipyard", "adjacent", "anchorage_in", "name"));
    }

    private static LandingBox box(MapNode b, List<String> langs, List<String> areaIds) {
        b.allowOnly("id", "name", "sea", "capacity", "source");
        b.text("id");
        String sea = b.text("sea");
        DataCheck.ref(b.get("sea") == null ? b : b.get("sea"), sea, areaIds, "sea area");
        int capacity = b.integer("capacity", 1, 6);
        return new LandingBox(
                b.optText("id", ""),
                DataCheck.names(b, langs, "landing box"),
                sea,
                capacity,
                DataCheck.source(b, "sea", "capacity", "name"));
    }

    /** Adjacency is written on both areas; a one-sided entry is a typo or a forgotten edit. */
    private static void checkSymmetric(List<MapNode> areaNodes, SeaMap map) {
        Map<String, SeaArea> byId = map.areasById();
        for (MapNode a : areaNodes) {
            String id = a.optText("id", "");
            for (ScalarNode s : a.optList("adjacent").scalars()) {
                SeaArea other = byId.get(s.text());
                if (other != null && !other.id().equals(id) && !other.adjacent().contains(id)) {
                    s.problem("sea area '" + id + "' lists '" + other.id() + "' as adjacent, but '" + other.id()
                            + "' does not list '" + id + "'");
                }
            }
        }
    }

    /** Russian ships can only go home to a Russian port that opens on a sea area. */
    private static void checkReturnPorts(List<MapNode> areaNodes, SeaMap map) {
        for (MapNode a : areaNodes) {
            for (ScalarNode s : a.optList("russia_returns_to").scalars()) {
                map.port(s.text())
                        .filter(p -> p.usedBy() != null && p.usedBy() != Side.RUSSIA)
                        .ifPresent(p -> s.problem("port '" + p.id() + "' is not a Russian port"));
            }
        }
    }
}
