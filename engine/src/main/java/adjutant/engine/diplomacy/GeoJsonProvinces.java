package adjutant.engine.diplomacy;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Nodes;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Province shapes given as polygons, for a map that is no real geography:
 * {@code geometry/provinces.geojson}, a GeoJSON FeatureCollection with one Feature per province
 * ({@code properties.id}), its geometry a Polygon or MultiPolygon in board units (x right, y
 * down). The board code turns these rings into province shapes instead of dividing Natural
 * Earth's coasts among seed points. Checks, each at its file:line:col: every feature names a
 * province, every province has one feature, rings are closed with at least three corners, and no
 * two provinces overlap.
 *
 * @param polygons province id → its polygons, each a list of rings (outline first, then holes)
 */
public record GeoJsonProvinces(Map<String, List<List<List<Province.Point>>>> polygons) {
    public static final String FILE = "geometry/provinces.geojson";

    /** Whether the map's folder gives its provinces as polygons. */
    public static boolean present(GameFiles files) {
        return files.exists(FILE);
    }

    /** Reads and checks the polygons; problems go to the files' problem list. */
    public static GeoJsonProvinces read(GameFiles files, DipMap map) {
        MapNode root = files.readMap(FILE);
        root.allowOnly("type", "features", "comment", "name", "crs");
        if (root.has("type")) root.choice("type", "featurecollection");
        Map<String, List<List<List<Province.Point>>>> out = new LinkedHashMap<>();
        Map<String, Node> where = new LinkedHashMap<>();
        for (MapNode f : root.list("features").maps()) {
            f.allowOnly("type", "properties", "geometry", "id");
            MapNode props = f.map("properties");
            String id = props.text("id");
            if (!map.hasProvince(id)) {
                props.get("id")
                        .problem("'" + id + "' is no province of map.yaml"
                                + Suggest.closest(
                                                id,
                                                map.provinces().stream()
                                                        .map(Province::id)
                                                        .toList())
                                        .map(s -> "; did you mean '" + s + "'?")
                                        .orElse(""));
                continue;
            }
            if (where.containsKey(id)) {
                props.get("id")
                        .problem("province '" + id + "' has a second feature (the first is at line "
                                + where.get(id).line() + ")");
                continue;
            }
            MapNode g = f.map("geometry");
            String type = g.choice("type", "polygon", "multipolygon");
            List<List<List<Province.Point>>> polys = new ArrayList<>();
            ListNode coords = g.list("coordinates");
            if (type.equals("polygon")) polys.add(rings(coords));
            else for (Node p : coords.items()) polys.add(rings(Nodes.asList(p)));
            out.put(id, polys);
            where.put(id, g);
            for (Map.Entry<String, List<List<List<Province.Point>>>> other : out.entrySet()) {
                if (!other.getKey().equals(id) && overlap(other.getValue(), polys)) {
                    g.problem("province '" + id + "' overlaps '" + other.getKey() + "' (line "
                            + where.get(other.getKey()).line() + ")");
                }
            }
        }
        for (Province p : map.provinces()) {
            if (!out.containsKey(p.id()) && !where.containsKey(p.id()))
                root.keyNode("features").problem("province '" + p.id() + "' has no polygon");
        }
        return new GeoJsonProvinces(out);
    }

    /** The rings of a polygon: each closed, at least three corners; an unreadable ring is reported and left out. */
    private static List<List<Province.Point>> rings(ListNode polygon) {
        List<List<Province.Point>> out = new ArrayList<>();
        if (polygon == null) return out;
        for (Node r : polygon.items()) {
            ListNode ring = Nodes.asList(r);
            if (ring == null) continue;
            List<Province.Point> pts = new ArrayList<>();
            for (Node c : ring.items()) {
                ListNode xy = Nodes.asList(c);
                Double x =
                        xy != null && xy.size() >= 2 && xy.items().get(0) instanceof ScalarNode s ? s.decimal() : null;
                Double y =
                        xy != null && xy.size() >= 2 && xy.items().get(1) instanceof ScalarNode s ? s.decimal() : null;
                if (x == null || y == null) {
                    c.problem("expected a position [x, y] of two numbers");
                    pts = null;
                    break;
                }
                pts.add(new Province.Point(x, y));
            }
            if (pts == null) continue;
            if (pts.size() < 4 || !pts.get(0).equals(pts.get(pts.size() - 1))) {
                ring.problem("a ring is closed (its last position repeats the first) and has at least three corners");
                continue;
            }
            out.add(pts);
        }
        return out;
    }

    /**
     * Whether two provinces' polygons share area (a shared border does not count): an edge of
     * one properly crosses an edge of the other, or a corner, an edge's middle or the centre of
     * one lies strictly inside the other.
     */
    static boolean overlap(List<List<List<Province.Point>>> a, List<List<List<Province.Point>>> b) {
        for (List<List<Province.Point>> pa : a) {
            for (List<List<Province.Point>> pb : b) {
                if (pa.isEmpty() || pb.isEmpty()) continue;
                if (crosses(pa.get(0), pb.get(0)) || probesInside(pa, pb) || probesInside(pb, pa)) return true;
            }
        }
        return false;
    }

    private static boolean crosses(List<Province.Point> r, List<Province.Point> s) {
        for (int i = 0; i + 1 < r.size(); i++) {
            for (int j = 0; j + 1 < s.size(); j++) {
                if (properCross(r.get(i), r.get(i + 1), s.get(j), s.get(j + 1))) return true;
            }
        }
        return false;
    }

    private static boolean properCross(Province.Point a, Province.Point b, Province.Point c, Province.Point d) {
        double d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d);
        return (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0);
    }

    private static double cross(Province.Point o, Province.Point a, Province.Point b) {
        return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
    }

    /** Corners, edge middles and the outline's centre of {@code p} strictly inside polygon {@code q}. */
    private static boolean probesInside(List<List<Province.Point>> p, List<List<Province.Point>> q) {
        List<Province.Point> outline = p.get(0);
        List<Province.Point> probes = new ArrayList<>(outline);
        double cx = 0, cy = 0;
        for (int i = 0; i + 1 < outline.size(); i++) {
            Province.Point u = outline.get(i), v = outline.get(i + 1);
            probes.add(new Province.Point((u.x() + v.x()) / 2, (u.y() + v.y()) / 2));
            cx += u.x();
            cy += u.y();
        }
        Province.Point centre = new Province.Point(cx / (outline.size() - 1), cy / (outline.size() - 1));
        if (strictlyInside(centre, p)) probes.add(centre);
        return probes.stream().anyMatch(x -> strictlyInside(x, q));
    }

    /** Inside the outline, outside every hole, and on no edge. */
    static boolean strictlyInside(Province.Point x, List<List<Province.Point>> polygon) {
        if (!inside(x, polygon.get(0))) return false;
        for (int i = 1; i < polygon.size(); i++)
            if (inside(x, polygon.get(i)) || onEdge(x, polygon.get(i))) return false;
        return !onEdge(x, polygon.get(0));
    }

    private static boolean inside(Province.Point x, List<Province.Point> ring) {
        boolean in = false;
        for (int i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
            Province.Point a = ring.get(i), b = ring.get(j);
            if ((a.y() > x.y()) != (b.y() > x.y())
                    && x.x() < (b.x() - a.x()) * (x.y() - a.y()) / (b.y() - a.y()) + a.x()) in = !in;
        }
        return in;
    }

    private static boolean onEdge(Province.Point x, List<Province.Point> ring) {
        for (int i = 0; i + 1 < ring.size(); i++) {
            Province.Point a = ring.get(i), b = ring.get(i + 1);
            if (Math.abs(cross(a, b, x)) < 1e-9
                    && Math.min(a.x(), b.x()) - 1e-9 <= x.x()
                    && x.x() <= Math.max(a.x(), b.x()) + 1e-9
                    && Math.min(a.y(), b.y()) - 1e-9 <= x.y()
                    && x.y() <= Math.max(a.y(), b.y()) + 1e-9) return true;
        }
        return false;
    }
}
