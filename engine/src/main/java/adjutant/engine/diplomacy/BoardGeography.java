package adjutant.engine.diplomacy;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The geography the board is drawn from, as plain coordinates in board units: the land
 * (Natural Earth coasts, {@code geometry/coasts.yaml}), Switzerland, and the design of
 * {@code board.yaml}: points of each province's territory, land in no province, straits
 * drawn as land (bridges) and canals. The generator turns it into province shapes.
 *
 * @param land     land polygons, each a list of rings (outline first, then lakes)
 * @param swiss    the impassable area's polygons, the same way
 * @param seeds    province id → points of its territory (board units)
 * @param neutral  points of land that belongs to no province (off the playing area)
 * @param bridges  lines of points across straits the board closes with land
 * @param canals   province id → the two seas its canal joins
 * @param room     the room a province needs to be played on, in millimetres at print size
 * @param apart    pairs of adjacent provinces ("a|b", sorted) the board need not give a common border
 *                 (joined across a strait or at a point where four provinces meet: {@code apart:} of board.yaml)
 * @param swell    island province id → how far its island is drawn beyond its true coast, board units
 *                 ({@code swell:} of board.yaml: an island too small for a counter at true size)
 * @param polygons for a map given as polygons ({@link GeoJsonProvinces}): province id → its polygons in
 *                 board units, instead of coasts and seed points (then land, swiss and seeds are empty)
 */
public record BoardGeography(
        Lambert projection,
        double width,
        double height,
        List<List<List<Province.Point>>> land,
        List<List<List<Province.Point>>> swiss,
        Map<String, List<Province.Point>> seeds,
        List<Province.Point> neutral,
        List<List<Province.Point>> bridges,
        Map<String, List<String>> canals,
        Room room,
        Set<String> apart,
        Map<String, Double> swell,
        Map<String, List<List<List<Province.Point>>>> polygons) {
    /**
     * What a playing surface needs, in millimetres at print size ({@code room:} of board.yaml).
     *
     * @param counter   side of a unit counter; the counter sheet prints this size
     * @param margin    free room around a counter: each province holds a square of counter + margin
     * @param border    the least drawn border two adjacent provinces share
     * @param corner    the most drawn border two provinces that are not adjacent may share
     * @param refuse    whether {@code check} refuses a board that falls short (else it reports the shortfalls)
     */
    public record Room(double counter, double margin, double border, double corner, boolean refuse) {
        /** The least counter the kit prints: smaller ones cannot be picked up and read. */
        public static final double MIN_COUNTER = 12;

        public static final Room STANDARD = new Room(14, 2, 3, 0.5, true);

        /** The side of the square every province must hold. */
        public double square() {
            return counter + margin;
        }
    }

    public static final String COASTS = "geometry/coasts.yaml", DESIGN = "board.yaml";

    /** The classic map's geography ({@code data/diplomacy/}). */
    public static BoardGeography read(Path home, DipMap map) {
        return read(home, "diplomacy", map);
    }

    /**
     * Reads a map's board, checked against the map; problems name file, line and column: either
     * {@code geometry/provinces.geojson} (a map that is no real geography; board.yaml then only
     * optional, for its room and pairs apart) or Natural Earth's coasts and board.yaml's points.
     */
    public static BoardGeography read(Path home, String game, DipMap map) {
        Problems problems = new Problems();
        GameFiles files = new GameFiles(home, game, problems);
        if (GeoJsonProvinces.present(files)) {
            GeoJsonProvinces shapes = GeoJsonProvinces.read(files, map);
            MapNode design = files.exists(DESIGN) ? files.readMap(DESIGN) : null;
            if (design != null) design.allowOnly("source", "room", "apart");
            Room room = design == null ? Room.STANDARD : room(design);
            Set<String> apart = design == null ? Set.of() : apart(design, map);
            problems.throwIfAny();
            return new BoardGeography(
                    null,
                    map.board().width(),
                    map.board().height(),
                    List.of(),
                    List.of(),
                    Map.of(),
                    List.of(),
                    List.of(),
                    Map.of(),
                    room,
                    apart,
                    Map.of(),
                    shapes.polygons());
        }
        MapNode coasts = files.readMap(COASTS);
        coasts.allowOnly("source", "projection", "size", "land", "swiss");
        MapNode pr = coasts.map("projection");
        pr.allowOnly("kind", "lon0", "lat0", "lat1", "lat2", "left", "top", "km_per_unit");
        pr.choice("kind", "lambert-conformal-conic");
        Lambert lambert = new Lambert(
                pr.number("lon0", -180, 180),
                pr.number("lat0", -89, 89),
                pr.number("lat1", -89, 89),
                pr.number("lat2", -89, 89),
                pr.number("left", -1e5, 1e5),
                pr.number("top", -1e5, 1e5),
                pr.number("km_per_unit", 1e-3, 1e4));
        List<ScalarNode> size = coasts.list("size").scalars();
        double width = size.size() == 2 ? number(size.get(0)) : 0, height = size.size() == 2 ? number(size.get(1)) : 0;
        if (size.size() != 2) coasts.get("size").problem("expected [width, height]");
        if (size.size() == 2
                && (width != map.board().width() || height != map.board().height())) {
            coasts.get("size")
                    .problem("the board of map.yaml is " + num(map.board().width()) + " × "
                            + num(map.board().height()) + ", these coasts are " + num(width) + " × " + num(height));
        }
        List<List<List<Province.Point>>> land = polygons(coasts.list("land")), swiss = polygons(coasts.list("swiss"));

        MapNode design = files.readMap(DESIGN);
        design.allowOnly("source", "seeds", "neutral", "bridges", "canals", "room", "apart", "swell");
        Map<String, List<Province.Point>> seeds = new LinkedHashMap<>();
        MapNode s = design.map("seeds");
        for (String id : s.keys()) {
            if (!map.hasProvince(id)) s.keyNode(id).problem("'" + id + "' is not a province of map.yaml");
            else seeds.put(id, places(s.get(id), lambert, width, height));
        }
        for (Province p : map.provinces()) {
            if (!seeds.containsKey(p.id()) && s.line() > 0)
                s.problem("province '" + p.id() + "' has no points: give it at least one [lon, lat]");
        }
        List<Province.Point> neutral = places(design.optList("neutral"), lambert, width, height);
        List<List<Province.Point>> bridges = new ArrayList<>();
        for (Node b : design.optList("bridges").items()) {
            List<Province.Point> ends = places(b, lambert, width, height);
            if (ends.size() < 2)
                b.problem("a bridge is a line of points [[lon, lat], [lon, lat], …], found " + ends.size());
            else bridges.add(ends);
        }
        Map<String, List<String>> canals = new LinkedHashMap<>();
        MapNode c = design.optMap("canals");
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
        Room room = room(design);
        Set<String> apart = apart(design, map);
        Map<String, Double> swell = new LinkedHashMap<>();
        MapNode sw = design.optMap("swell");
        for (String id : sw.keys()) {
            if (!map.hasProvince(id) || map.province(id).terrain() == Terrain.SEA) {
                sw.keyNode(id).problem("'" + id + "' is not a land or coastal province of map.yaml");
            } else {
                swell.put(id, sw.number(id, 0, 50));
            }
        }
        problems.throwIfAny();
        return new BoardGeography(
                lambert, width, height, land, swiss, seeds, neutral, bridges, canals, room, apart, swell, Map.of());
    }

    /** Only the room of a map's board.yaml (what the counter sheet needs; standard without one), problems naming file, line and column. */
    public static Room readRoom(Path home, String game) {
        Problems problems = new Problems();
        GameFiles files = new GameFiles(home, game, problems);
        if (!files.exists(DESIGN)) return Room.STANDARD;
        Room room = room(files.readMap(DESIGN));
        problems.throwIfAny();
        return room;
    }

    /** The pairs of {@code apart:}, each two provinces the map makes adjacent; "a|b" sorted. */
    private static Set<String> apart(MapNode design, DipMap map) {
        Set<String> out = new TreeSet<>();
        for (Node item : design.optList("apart").items()) {
            List<String> ids = item instanceof ListNode l
                    ? l.scalars().stream().map(ScalarNode::text).toList()
                    : List.of();
            if (ids.size() != 2) {
                item.problem("expected a pair of provinces [a, b]");
                continue;
            }
            String a = ids.get(0), b = ids.get(1);
            if (!map.hasProvince(a) || !map.hasProvince(b)) {
                item.problem("'" + (map.hasProvince(a) ? b : a) + "' is not a province of map.yaml");
            } else if (!map.neighbours(a).contains(b)) {
                item.problem("'" + a + "' and '" + b
                        + "' are not adjacent in adjacency.yaml: only adjacent provinces can be apart");
            } else {
                out.add(a.compareTo(b) <= 0 ? a + "|" + b : b + "|" + a);
            }
        }
        return out;
    }

    private static Room room(MapNode design) {
        if (!design.has("room")) return Room.STANDARD;
        MapNode r = design.map("room");
        r.allowOnly("counter", "margin", "border", "corner", "refuse");
        return new Room(
                r.number("counter", Room.MIN_COUNTER, 40),
                r.number("margin", 0, 20),
                r.number("border", 0, 20),
                r.number("corner", 0, 20),
                r.bool("refuse", true));
    }

    private static String num(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private static double number(ScalarNode n) {
        try {
            return Double.parseDouble(n.text());
        } catch (NumberFormatException e) {
            n.problem("expected a number, found '" + n.text() + "'");
            return 0;
        }
    }

    /** Rings written as "x,y x,y …" strings: one scalar per ring keeps the file small and fast to read. */
    private static List<List<List<Province.Point>>> polygons(ListNode list) {
        List<List<List<Province.Point>>> out = new ArrayList<>();
        for (Node poly : list.items()) {
            List<List<Province.Point>> rings = new ArrayList<>();
            if (!(poly instanceof ListNode rl)) {
                poly.problem("expected a polygon: a list of rings \"x,y x,y …\", found " + poly.kind());
                continue;
            }
            for (ScalarNode r : rl.scalars()) {
                List<Province.Point> ring = new ArrayList<>();
                for (String xy : r.text().trim().split("\\s+")) {
                    int comma = xy.indexOf(',');
                    try {
                        ring.add(new Province.Point(
                                Double.parseDouble(xy.substring(0, comma)),
                                Double.parseDouble(xy.substring(comma + 1))));
                    } catch (RuntimeException e) {
                        r.problem("expected points \"x,y x,y …\", found '" + xy + "'");
                        break;
                    }
                }
                if (ring.size() < 3) r.problem("a ring needs at least three points, found " + ring.size());
                else rings.add(ring);
            }
            if (!rings.isEmpty()) out.add(rings);
        }
        return out;
    }

    /** A list of [lon, lat] points, projected to board units; each must fall on the board. */
    private static List<Province.Point> places(Node n, Lambert lambert, double width, double height) {
        List<Province.Point> out = new ArrayList<>();
        if (!(n instanceof ListNode list)) {
            n.problem("expected a list of points [[lon, lat], …], found " + n.kind());
            return out;
        }
        for (Node item : list.items()) {
            if (item instanceof ListNode l
                    && l.size() == 2
                    && l.items().get(0) instanceof ScalarNode lon
                    && l.items().get(1) instanceof ScalarNode lat) {
                double[] b = lambert.board(number(lon), number(lat));
                if (b[0] < 0 || b[1] < 0 || b[0] > width || b[1] > height) {
                    item.problem("point [" + lon.text() + ", " + lat.text() + "] (lon, lat) is off the board");
                } else {
                    out.add(new Province.Point(b[0], b[1]));
                }
            } else {
                item.problem("expected a point [lon, lat] of two numbers, found " + item.kind());
            }
        }
        return out;
    }
}
