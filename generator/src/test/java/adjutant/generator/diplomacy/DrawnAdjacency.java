package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;

/**
 * Who borders whom on the drawn board, read from the polygons alone (not from adjacency.yaml):
 * armies cross a land border at least {@link #MIN} long; fleets cross a border with a sea, or
 * follow a coast where two coastal provinces' land border reaches a sea. A province with two
 * coasts divides its coastline between them by the nearer coast point of map.yaml.
 */
final class DrawnAdjacency {
    /** The shortest border a player can read: 6 board units, 2.7 mm at the board's print scale. */
    static final double MIN = 6;
    /** Straits between seas may be narrower (Gibraltar is 14 km): 4 units, 1.8 mm, still drawn open. */
    static final double MIN_STRAIT = 4;
    /** How near a sea must come to the end of a land border for the coast to run on. */
    private static final double AT_SEA = 0.2;

    final TreeSet<String> army = new TreeSet<>();
    final TreeSet<String> fleet = new TreeSet<>();
    /** Borders that exist but are too short to read (0 < length < MIN). */
    final TreeSet<String> tooShort = new TreeSet<>();

    DrawnAdjacency(BoardGeometry g) {
        DipMap map = g.map;
        List<Province> ps = new ArrayList<>(map.provinces());
        for (int i = 0; i < ps.size(); i++) {
            for (int j = i + 1; j < ps.size(); j++) {
                Province a = ps.get(i), b = ps.get(j);
                Geometry border = g.border(a.id(), b.id());
                if (border.isEmpty()) continue;
                boolean seaA = a.terrain() == Terrain.SEA, seaB = b.terrain() == Terrain.SEA;
                if (!seaA && !seaB) {
                    if (border.getLength() >= MIN) army.add(edge(a.id(), b.id()));
                    else tooShort.add(edge(a.id(), b.id()) + " " + Math.round(border.getLength() * 10) / 10.0);
                    if (a.terrain() == Terrain.COAST && b.terrain() == Terrain.COAST) shore(g, a, b, border);
                } else if (seaA && seaB) {
                    if (border.getLength() >= MIN_STRAIT) fleet.add(edge(a.id(), b.id()));
                    else tooShort.add(edge(a.id(), b.id()) + " " + Math.round(border.getLength() * 10) / 10.0);
                } else {
                    Province sea = seaA ? a : b, land = seaA ? b : a;
                    if (land.terrain() == Terrain.LAND) {
                        tooShort.add("land " + land.id() + " touches the sea " + sea.id());
                        continue;
                    }
                    Map<String, Double> byCoast = new TreeMap<>();
                    for (List<Pt> line : BoardGeometry.lines(border)) {
                        for (int k = 1; k < line.size(); k++) {
                            Pt mid = line.get(k - 1).plus(line.get(k)).times(0.5);
                            byCoast.merge(coastAt(g, land, mid), line.get(k - 1).distance(line.get(k)), Double::sum);
                        }
                    }
                    byCoast.forEach((coast, len) -> {
                        String at = coast.isEmpty() ? land.id() : land.id() + "/" + coast;
                        if (len >= MIN) fleet.add(edge(sea.id(), at));
                        else tooShort.add(edge(sea.id(), at) + " " + Math.round(len * 10) / 10.0);
                    });
                }
            }
        }
    }

    /** Two coastal provinces: fleets pass where their land border ends at a sea. */
    private void shore(BoardGeometry g, Province a, Province b, Geometry border) {
        for (int i = 0; i < border.getNumGeometries(); i++) {
            LineString l = (LineString) border.getGeometryN(i);
            for (Coordinate end : new Coordinate[] {l.getCoordinateN(0), l.getCoordinateN(l.getNumPoints() - 1)}) {
                Geometry p = ProvinceShapes.GF.createPoint(end);
                boolean sea = false;
                for (Province s : g.map.provinces()) {
                    if (s.terrain() == Terrain.SEA && g.shape(s.id()).isWithinDistance(p, AT_SEA)) sea = true;
                }
                if (!sea) continue;
                Pt at = new Pt(end.x, end.y);
                String ca = coastAt(g, a, at), cb = coastAt(g, b, at);
                fleet.add(edge(ca.isEmpty() ? a.id() : a.id() + "/" + ca, cb.isEmpty() ? b.id() : b.id() + "/" + cb));
            }
        }
    }

    /** The coast of a province nearest a point ("" for a province with one coast). */
    static String coastAt(BoardGeometry g, Province p, Pt at) {
        if (p.coasts().isEmpty()) return "";
        String best = "";
        double bestD = Double.MAX_VALUE;
        for (String c : p.coasts()) {
            Province.Point cp = g.map.board().coastLabels().get(new Location(p.id(), c));
            double d = at.distance(new Pt(cp.x(), cp.y()));
            if (d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return best;
    }

    static String edge(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "–" + b : b + "–" + a;
    }

    /** The rules' army edges, "a–b". */
    static TreeSet<String> armyRules(DipMap map) {
        TreeSet<String> out = new TreeSet<>();
        for (Province p : map.provinces()) for (String n : map.armyNeighbours(p.id())) out.add(edge(p.id(), n));
        return out;
    }

    /** The rules' fleet edges between locations, "a–b/nc". */
    static TreeSet<String> fleetRules(DipMap map) {
        TreeSet<String> out = new TreeSet<>();
        for (Province p : map.provinces()) {
            for (Location l : map.fleetLocations(p.id())) {
                for (Location n : map.fleetNeighbours(l)) out.add(edge(name(l), name(n)));
            }
        }
        return out;
    }

    private static String name(Location l) {
        return l.hasCoast() ? l.province() + "/" + l.coast() : l.province();
    }
}
