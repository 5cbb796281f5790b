package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.BoardLayout;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The board's shapes for this map, computed once and shared by every language and by the
 * map pad: province and area outlines, borders sorted by what may cross them, canal lines.
 */
final class BoardGeometry {
    /** What may cross a border, which decides how it is drawn. */
    enum BorderKind {
        /** Armies only: land against land, or two coasts that share no coastline. */
        LAND,
        /** Two coastal provinces sharing a coastline: armies, and fleets along the coast. */
        SHORE,
        /** A sea against a sea: fleets (and convoyed armies). */
        SEA,
        /** A coast against a sea: the coastline, where armies board and fleets land. */
        COASTLINE,
        /** The edge of impassable ground or of the world. */
        EDGE
    }

    record Line(BorderKind kind, String a, String b, List<List<Pt>> lines) {}

    final DipMap map;
    final BoardShapes shapes;
    final BoardHints hints;

    private BoardGeometry(DipMap map, BoardShapes shapes, BoardHints hints) {
        this.map = map;
        this.shapes = shapes;
        this.hints = hints;
    }

    static BoardGeometry of(DipMap map, BoardHints hints) {
        List<BoardShapes.Site> sites = new ArrayList<>();
        for (Province p : map.provinces()) sites.add(new BoardShapes.Site(pt(p.label()), p.id(), BoardShapes.Kind.PROVINCE));
        for (BoardLayout.Area a : map.board().impassable()) sites.add(new BoardShapes.Site(pt(a.label()), a.id(), BoardShapes.Kind.AREA));
        hints.territory().forEach((id, pts) -> pts.forEach(p -> sites.add(new BoardShapes.Site(p, id, BoardShapes.Kind.PROVINCE))));
        BoardShapes shapes = BoardShapes.build(sites, (a, b) -> map.neighbours(a).contains(b), map.board().width(), map.board().height());
        if (!shapes.warnings.isEmpty()) throw new IllegalStateException("data/diplomacy/board.yaml: " + String.join("; ", shapes.warnings));
        return new BoardGeometry(map, shapes, hints);
    }

    static Pt pt(Province.Point p) {
        return new Pt(p.x(), p.y());
    }

    double width() {
        return map.board().width();
    }

    double height() {
        return map.board().height();
    }

    List<Line> borders() {
        List<Line> out = new ArrayList<>();
        for (BoardShapes.Border b : shapes.borders.values()) out.add(new Line(kind(b.a(), b.b()), b.a(), b.b(), b.lines()));
        return out;
    }

    BorderKind kind(String a, String b) {
        Province pa = map.province(a), pb = map.province(b);
        if (pa == null || pb == null) return BorderKind.EDGE;
        if (pa.terrain() == Terrain.SEA && pb.terrain() == Terrain.SEA) return BorderKind.SEA;
        if (pa.terrain() == Terrain.SEA || pb.terrain() == Terrain.SEA) return BorderKind.COASTLINE;
        return fleetAdjacent(a, b) ? BorderKind.SHORE : BorderKind.LAND;
    }

    /** Whether a fleet can move between the two provinces (on any coast). */
    boolean fleetAdjacent(String a, String b) {
        for (Location l : map.fleetLocations(a)) {
            for (Location n : map.fleetNeighbours(l)) if (n.province().equals(b)) return true;
        }
        return false;
    }

    /** The canal of a province as a line from one water's border, through the province, to the other's. */
    List<Pt> canal(String province, List<String> waters) {
        Pt a = middle(shapes.border(province, waters.get(0))), b = middle(shapes.border(province, waters.get(1)));
        Pt label = pt(map.province(province).label());
        if (a == null || b == null) return List.of();
        // Bend towards the label point so the waterway visibly crosses the province.
        Pt mid = a.plus(b).times(0.5), control = label.plus(mid).times(0.5);
        List<Pt> out = new ArrayList<>();
        for (int i = 0; i <= 16; i++) {
            double t = i / 16.0;
            out.add(a.times((1 - t) * (1 - t)).plus(control.times(2 * t * (1 - t))).plus(b.times(t * t)));
        }
        return out;
    }

    /** The point halfway along a border (by length). */
    static Pt middle(BoardShapes.Border b) {
        if (b == null) return null;
        List<Pt> longest = b.lines().stream().max((x, y) -> Double.compare(length(x), length(y))).orElseThrow();
        double half = length(longest) / 2, run = 0;
        for (int i = 1; i < longest.size(); i++) {
            double d = longest.get(i - 1).distance(longest.get(i));
            if (run + d >= half) return longest.get(i - 1).plus(longest.get(i).minus(longest.get(i - 1)).times((half - run) / d));
            run += d;
        }
        return longest.get(longest.size() - 1);
    }

    static double length(List<Pt> line) {
        double l = 0;
        for (int i = 1; i < line.size(); i++) l += line.get(i - 1).distance(line.get(i));
        return l;
    }

    /** An SVG path: closed loops (for fills) or open lines. */
    static String path(List<List<Pt>> parts, boolean closed) {
        StringBuilder sb = new StringBuilder();
        for (List<Pt> part : parts) {
            for (int i = 0; i < part.size(); i++) {
                sb.append(i == 0 ? 'M' : 'L').append(num(part.get(i).x())).append(',').append(num(part.get(i).y()));
            }
            if (closed) sb.append('Z');
        }
        return sb.toString();
    }

    static String num(double v) {
        long r = Math.round(v * 10);
        return r % 10 == 0 ? Long.toString(r / 10) : Double.toString(r / 10.0);
    }

    Map<String, List<List<Pt>>> outlines() {
        return shapes.outlines;
    }
}
