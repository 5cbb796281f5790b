package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LinearRing;
import org.locationtech.jts.geom.Point;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.overlayng.OverlayNG;
import org.locationtech.jts.operation.overlayng.OverlayNGRobust;
import org.locationtech.jts.triangulate.VoronoiDiagramBuilder;

/**
 * Province shapes over real coasts: the land (with the board's bridges, and with the
 * waters no sea claims as lakes) is divided among the land and coastal provinces, the
 * water among the seas, each by the Voronoi cells of the province's points (JTS), so inland
 * borders run between points and every coast is Natural Earth's. A land mass with no
 * point is neutral ground: drawn, in no province. Switzerland is cut out of the land. Water
 * no sea point reaches is a lake of the land around it, unless one of the board's neutral points
 * lies in it: then it is open water in no province (a variant's Atlantic), drawn as a lake is. A map given as polygons ({@code geometry/provinces.geojson})
 * takes its shapes as they are.
 */
final class ProvinceShapes {
    static final GeometryFactory GF = new GeometryFactory();
    /** Half the width of a bridge across a strait, in board units. */
    private static final double BRIDGE = 2.5;
    /** How far off its land (or water) a point may lie and still count (coasts are simplified). */
    private static final double SNAP = 4;

    final Geometry window;
    /** Province and impassable area id → its polygons. */
    final Map<String, Geometry> shapes;
    /** Land in no province. */
    final Geometry neutral;
    /** Waters inside the land (drawn as water over the province that holds them). */
    final Geometry lakes;

    ProvinceShapes(Geometry window, Map<String, Geometry> shapes, Geometry neutral, Geometry lakes) {
        this.window = window;
        this.shapes = shapes;
        this.neutral = neutral;
        this.lakes = lakes;
    }

    static ProvinceShapes build(BoardGeography geo, DipMap map) {
        Geometry window = GF.toGeometry(new Envelope(0, geo.width(), 0, geo.height()));
        if (!geo.polygons().isEmpty()) return drawn(geo, map, window);
        List<Geometry> parts = new ArrayList<>();
        for (List<List<Province.Point>> p : geo.land()) parts.add(polygon(p));
        for (List<Province.Point> b : geo.bridges()) {
            parts.add(GF.createLineString(b.stream().map(ProvinceShapes::c).toArray(Coordinate[]::new))
                    .buffer(BRIDGE, 4));
        }
        // an island too small to play on is drawn larger than it is (swell: of board.yaml), before the water is divided
        Geometry trueLand = OverlayNGRobust.union(parts, GF);
        geo.swell().forEach((id, r) -> {
            for (Province.Point p : geo.seeds().getOrDefault(id, List.of())) {
                for (Geometry part : components(trueLand)) {
                    if (near(part, c(p))) parts.add(part.buffer(r, 4));
                }
            }
        });
        Geometry land = overlay(OverlayNGRobust.union(parts, GF), window, OverlayNG.INTERSECTION);
        List<Geometry> swissParts = new ArrayList<>();
        for (List<List<Province.Point>> p : geo.swiss()) swissParts.add(polygon(p));
        Geometry swiss = overlay(
                OverlayNGRobust.union(swissParts, GF),
                land,
                OverlayNG.INTERSECTION); // a variant may have no impassable land

        Map<Coordinate, String> seaSeeds = new LinkedHashMap<>(), landSeeds = new LinkedHashMap<>();
        geo.seeds().forEach((id, pts) -> {
            boolean sea = map.province(id).terrain() == Terrain.SEA;
            for (Province.Point p : pts) (sea ? seaSeeds : landSeeds).put(c(p), id);
        });

        // Waters that no sea point reaches are lakes of the land around them.
        List<Geometry> seaWater = new ArrayList<>(), lakeWater = new ArrayList<>(), openWater = new ArrayList<>();
        Geometry water = overlay(window, land, OverlayNG.DIFFERENCE);
        for (Geometry w : components(water)) {
            if (seaSeeds.keySet().stream().anyMatch(k -> near(w, k))) seaWater.add(w);
            else if (geo.neutral().stream().anyMatch(p -> w.covers(GF.createPoint(c(p))))) openWater.add(w);
            else lakeWater.add(w);
        }
        // a neutral point on land marks land in no province; one in water no sea claims, water in no province
        for (Province.Point p : geo.neutral()) {
            if (openWater.stream().noneMatch(w -> w.covers(GF.createPoint(c(p))))) landSeeds.put(c(p), "");
        }
        lakeWater.addAll(openWater);
        Geometry lakes = OverlayNGRobust.union(lakeWater, GF);
        Geometry sea = OverlayNGRobust.union(seaWater, GF);
        land = overlay(window, sea, OverlayNG.DIFFERENCE);
        if (!openWater.isEmpty())
            land = overlay(
                    land,
                    OverlayNGRobust.union(openWater, GF),
                    OverlayNG.DIFFERENCE); // no overlay at all where there is none

        Map<String, List<Geometry>> pieces = new LinkedHashMap<>();
        List<Geometry> neutral = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Geometry playable = overlay(land, swiss, OverlayNG.DIFFERENCE);
        List<Geometry> landParts = components(playable);
        Map<Coordinate, Geometry> seedPart = new HashMap<>();
        landSeeds.forEach((k, id) -> {
            Geometry best = null;
            double bestD = SNAP;
            for (Geometry g : landParts) {
                // a part whose box is farther than the nearest so far cannot be nearer
                if (g.getEnvelopeInternal().distance(new Envelope(k)) > bestD) continue;
                double d = g.distance(GF.createPoint(k));
                if (d < bestD || d == 0) {
                    bestD = d;
                    best = g;
                }
            }
            if (best == null)
                problems.add("a point of '" + (id.isEmpty() ? "neutral" : id) + "' at " + at(k) + " is not on land");
            else seedPart.put(k, best);
        });
        for (Geometry part : landParts) {
            Map<Coordinate, String> mine = new LinkedHashMap<>();
            landSeeds.forEach((k, id) -> {
                if (seedPart.get(k) == part) mine.put(k, id);
            });
            if (mine.isEmpty()) neutral.add(part);
            else divide(part, mine, pieces, neutral);
        }
        seaSeeds.forEach((k, id) -> {
            if (!near(sea, k)) problems.add("a point of '" + id + "' at " + at(k) + " is not on water");
        });
        divide(sea, seaSeeds, pieces, neutral);
        if (!problems.isEmpty())
            throw new IllegalStateException("data/diplomacy/board.yaml: " + String.join("; ", problems));

        Map<String, Geometry> shapes = new LinkedHashMap<>();
        for (Province p : map.provinces()) {
            List<Geometry> mine = pieces.getOrDefault(p.id(), List.of());
            shapes.put(p.id(), OverlayNGRobust.union(mine, GF));
        }
        map.board().impassable().forEach(a -> shapes.put(a.id(), swiss));
        return new ProvinceShapes(window, shapes, OverlayNGRobust.union(neutral, GF), lakes);
    }

    /** The shapes of a map given as polygons: each province's own, no neutral ground, no lakes. */
    private static ProvinceShapes drawn(BoardGeography geo, DipMap map, Geometry window) {
        Map<String, Geometry> shapes = new LinkedHashMap<>();
        for (Province p : map.provinces()) {
            List<Geometry> parts = new ArrayList<>();
            for (List<List<Province.Point>> rings : geo.polygons().getOrDefault(p.id(), List.of()))
                parts.add(polygon(rings));
            shapes.put(p.id(), overlay(OverlayNGRobust.union(parts, GF), window, OverlayNG.INTERSECTION));
        }
        return new ProvinceShapes(window, shapes, GF.createPolygon(), GF.createPolygon());
    }

    /** The Voronoi cells of the points, cut to the area, added to their owners ("" = neutral). */
    private static void divide(
            Geometry area, Map<Coordinate, String> seeds, Map<String, List<Geometry>> pieces, List<Geometry> neutral) {
        VoronoiDiagramBuilder vb = new VoronoiDiagramBuilder();
        vb.setSites(new ArrayList<>(seeds.keySet()));
        Envelope clip = new Envelope(area.getEnvelopeInternal());
        clip.expandBy(100);
        vb.setClipEnvelope(clip);
        Geometry cells = vb.getDiagram(GF);
        for (int i = 0; i < cells.getNumGeometries(); i++) {
            Geometry cell = cells.getGeometryN(i);
            String owner = seeds.get((Coordinate) cell.getUserData());
            // JTS's newer overlay clips the area to the cell before noding: the same pieces, four times quicker
            Geometry piece = OverlayNGRobust.overlay(cell, area, OverlayNG.INTERSECTION);
            if (piece.isEmpty()) continue;
            if (owner.isEmpty()) neutral.add(piece);
            else pieces.computeIfAbsent(owner, k -> new ArrayList<>()).add(piece);
        }
    }

    /**
     * An overlay by JTS's newer engine (snapping, then rounding, when noding fails): the older one
     * behind {@code Geometry.union} and the like is slower, and compiling both costs a cold build seconds.
     */
    static Geometry overlay(Geometry a, Geometry b, int op) {
        return OverlayNGRobust.overlay(a, b, op);
    }

    private static boolean near(Geometry g, Coordinate k) {
        return g.isWithinDistance(GF.createPoint(k), SNAP);
    }

    static List<Geometry> components(Geometry g) {
        List<Geometry> out = new ArrayList<>();
        for (int i = 0; i < g.getNumGeometries(); i++)
            if (g.getGeometryN(i) instanceof Polygon p && !p.isEmpty()) out.add(p);
        return out;
    }

    private static String at(Coordinate k) {
        return String.format(Locale.ROOT, "board (%.0f, %.0f)", k.x, k.y);
    }

    static Coordinate c(Province.Point p) {
        return new Coordinate(p.x(), p.y());
    }

    private static Polygon polygon(List<List<Province.Point>> rings) {
        LinearRing shell = ring(rings.get(0));
        LinearRing[] holes = rings.subList(1, rings.size()).stream()
                .map(ProvinceShapes::ring)
                .toArray(LinearRing[]::new);
        return GF.createPolygon(shell, holes);
    }

    private static LinearRing ring(List<Province.Point> pts) {
        Coordinate[] cs = new Coordinate[pts.size() + 1];
        for (int i = 0; i < pts.size(); i++) cs[i] = c(pts.get(i));
        cs[pts.size()] = cs[0];
        return GF.createLinearRing(cs);
    }

    /** Whether a point lies in a shape. */
    static boolean contains(Geometry g, double x, double y) {
        Point p = GF.createPoint(new Coordinate(x, y));
        return g.covers(p);
    }
}
