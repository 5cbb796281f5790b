package adjutant.engine.hunt;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads {@code map.yaml}: the grid, the numbered hexes, land, start positions and ports.
 * Checks that every hex lies inside the grid, that no number or cell is used twice, that
 * land and hexes do not overlap, that every reference names a hex on the map and that
 * every hex can be reached from every other by sea.
 */
final class MapReader {
    static final String FILE = "map.yaml";
    private static final int MAX_HEX = 99;

    private MapReader() {}

    static HexMap read(GameFiles files, List<String> langs) {
        MapNode root = files.readMap(FILE);
        root.allowOnly("grid", "hexes", "land", "starts", "ports");
        HexGrid grid = grid(root.map("grid"));
        List<Hex> hexes = hexes(root.list("hexes").maps(), grid, langs);
        List<LandMass> land = land(root.optList("land").maps(), grid, hexes, langs);
        HexMap bare = new HexMap(grid, hexes, land, List.of(), List.of());
        List<StartArea> starts = starts(root.list("starts").maps(), bare, langs);
        List<Port> ports = ports(root.list("ports").maps(), bare, langs);
        HexMap map = new HexMap(grid, hexes, land, starts, ports);
        checkConnected(root, map);
        return map;
    }

    private static HexGrid grid(MapNode g) {
        g.allowOnly("orientation", "offset", "columns", "rows", "source");
        String o = g.choice("orientation", "pointy", "flat");
        String off = g.choice("offset", "odd-r", "even-r", "odd-q", "even-q");
        int cols = g.integer("columns", 1, 40);
        int rows = g.integer("rows", 1, 40);
        Checks.provenance(g, Provenance.SEED);
        HexGrid.Orientation orientation = o.equals("flat") ? HexGrid.Orientation.FLAT : HexGrid.Orientation.POINTY;
        HexGrid.Offset offset = HexGrid.Offset.valueOf(off.replace('-', '_').toUpperCase(Locale.ROOT));
        if ((orientation == HexGrid.Orientation.POINTY) != offset.name().endsWith("_R")) {
            g.get("offset")
                    .problem("offset '" + off + "' does not fit " + o
                            + "-topped hexes (pointy: odd-r or even-r; flat: odd-q or even-q)");
            offset = orientation == HexGrid.Orientation.POINTY ? HexGrid.Offset.ODD_R : HexGrid.Offset.ODD_Q;
        }
        return new HexGrid(orientation, offset, cols, rows);
    }

    private static List<Hex> hexes(List<MapNode> items, HexGrid grid, List<String> langs) {
        MapNode.checkUnique(items, "number", "hex number");
        Map<Cell, MapNode> cells = new HashMap<>();
        List<Hex> out = new ArrayList<>();
        for (MapNode m : items) {
            m.allowOnly("number", "col", "row", "name");
            Integer n = Checks.integer(m, "number", 1, MAX_HEX);
            Integer col = Checks.integer(m, "col", 0, grid.columns() - 1);
            Integer row = Checks.integer(m, "row", 0, grid.rows() - 1);
            Optional<Names> name = Checks.optNames(m, "name", langs);
            if (n == null || col == null || row == null)
                continue; // reported; a hex without a place would only add noise
            Cell c = new Cell(col, row);
            MapNode first = cells.putIfAbsent(c, m);
            if (first != null) {
                m.keyNode("col").problem("cell " + c + " already holds the hex at line " + first.line());
                continue;
            }
            out.add(new Hex(n, c, name));
        }
        return out;
    }

    private static List<LandMass> land(List<MapNode> items, HexGrid grid, List<Hex> hexes, List<String> langs) {
        MapNode.checkUnique(items, "id", "land mass");
        Map<Cell, Hex> sea = new HashMap<>();
        hexes.forEach(h -> sea.putIfAbsent(h.cell(), h));
        List<LandMass> out = new ArrayList<>();
        for (MapNode m : items) {
            m.allowOnly("id", "name", "cells");
            String id = m.text("id");
            Names name = Checks.names(m, "name", langs);
            List<Cell> cells = new ArrayList<>();
            for (Node n : m.list("cells").items()) {
                Cell c = Checks.cell(n);
                if (c == null) continue;
                if (!grid.contains(c)) {
                    n.problem("land cell " + c + " lies outside the " + grid.columns() + " × " + grid.rows() + " grid");
                } else if (sea.containsKey(c)) {
                    n.problem("land cell " + c + " is also hex " + sea.get(c).label());
                } else {
                    cells.add(c);
                }
            }
            out.add(new LandMass(id, name, cells));
        }
        return out;
    }

    private static List<StartArea> starts(List<MapNode> items, HexMap map, List<String> langs) {
        MapNode.checkUnique(items, "id", "start position");
        List<StartArea> out = new ArrayList<>();
        for (MapNode m : items) {
            m.allowOnly("id", "hex", "name");
            String id = m.text("id");
            int hex = m.integer("hex", 1, MAX_HEX);
            if (m.has("hex")) Checks.hexReference(m.get("hex"), hex, map);
            out.add(new StartArea(id, Checks.names(m, "name", langs), hex));
        }
        return out;
    }

    private static List<Port> ports(List<MapNode> items, HexMap map, List<String> langs) {
        MapNode.checkUnique(items, "id", "port");
        List<Port> out = new ArrayList<>();
        for (MapNode m : items) {
            m.allowOnly("id", "name", "entries", "col", "row", "source");
            String id = m.text("id");
            Names name = Checks.names(m, "name", langs);
            List<Integer> entries = new ArrayList<>();
            for (Node n : m.list("entries").items()) {
                Integer e = Checks.integer(n, "an entry hex", 1, MAX_HEX);
                if (e != null && Checks.hexReference(n, e, map)) entries.add(e);
            }
            if (m.has("entries") && m.list("entries").size() == 0)
                m.get("entries").problem("a port needs at least one ▼▲ entry hex");
            Cell box = new Cell(m.integer("col", -5, 99), m.integer("row", -5, 99));
            if (map.at(box).isPresent()) {
                m.keyNode("col")
                        .problem("port box " + box + " sits on hex "
                                + map.at(box).get().label() + "; put it on land or off the grid");
            }
            out.add(new Port(id, name, entries, box, Checks.provenance(m, Provenance.SEED)));
        }
        return out;
    }

    private static void checkConnected(MapNode root, HexMap map) {
        if (map.hexes().isEmpty()) return;
        int first = map.hexes().keySet().iterator().next();
        List<String> cut = map.hexes().keySet().stream()
                .filter(h -> map.distance(first, h) == HexMap.UNREACHABLE)
                .map(Hex::label)
                .toList();
        if (!cut.isEmpty()) {
            root.keyNode("hexes")
                    .problem("hexes " + String.join(", ", cut) + " cannot be reached by sea from hex "
                            + Hex.label(first));
        }
    }
}
