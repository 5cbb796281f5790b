package adjutant.generator.portarthur;

import adjutant.engine.geometry.Box;
import adjutant.engine.portarthur.SeaArea;
import adjutant.engine.portarthur.SeaMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Where things are on Adjutant's own drawing of the Port Arthur board, in millimetres: a
 * schematic of the seas around Korea and Japan. The data says what is there (areas, values,
 * ports, adjacency); this says only where. {@link #check} makes sure the two agree: every
 * adjacent pair of areas has a dotted border, and no border joins areas that are not.
 */
final class BoardLayout {
    static final double WIDTH = 420, HEIGHT = 297;
    /** Top of the band at the foot of the board holding the DP and turn tracks. */
    static final double PANEL = 242;

    record Pt(double x, double y) {}

    /** A sea area's shape (drawn under the land, so it may reach into it) and label point. */
    record AreaShape(List<Pt> outline, Pt label) {}

    static final List<Pt> MAINLAND = pts(
            -5, 0, 0, -5, 340, -5, 345, -5, 345, 0, 345, 8, 330, 14, 312, 20, 292, 26, 276, 34, 258, 40, 240, 48, 226,
            60, 218, 78, 214, 100, 210, 122, 204, 142, 194, 156, 180, 162, 170, 154, 164, 134, 160, 114, 154, 98, 142,
            88, 128, 88, 118, 94, 108, 100, 100, 97, 96, 88, 84, 86, 70, 94, 56, 106, 46, 126, 40, 150, 36, 176, 30,
            204, 27, 230, 24, 250, 20, 250, -5, 250, -5, 245);
    static final List<Pt> JAPAN = pts(
            230, 206, 238, 192, 250, 184, 266, 176, 284, 164, 300, 150, 310, 132, 318, 110, 324, 88, 330, 66, 338, 48,
            348, 34, 358, 24, 370, 20, 377, 27, 368, 40, 356, 50, 348, 64, 344, 86, 338, 110, 328, 132, 314, 152, 296,
            168, 278, 180, 262, 190, 252, 204, 244, 220, 234, 223, 228, 214);

    static final Map<String, AreaShape> AREAS = Map.of(
            "yellow-sea", new AreaShape(pts(-5, 40, 190, 40, 182, 162, 32, 179, -5, 180), new Pt(124, 146)),
            "east-china-sea",
                    new AreaShape(
                            pts(-5, 180, 32, 179, 182, 162, 232, 209, 237, 222, 232, 250, -5, 250), new Pt(146, 212)),
            "tsushima-strait", new AreaShape(pts(182, 162, 212, 124, 301, 150, 266, 178, 232, 209), new Pt(252, 164)),
            "sea-of-japan",
                    new AreaShape(
                            pts(190, -5, 350, -5, 345, 8, 358, 24, 324, 88, 301, 150, 212, 124, 200, 60),
                            new Pt(264, 86)),
            "pacific-ocean",
                    new AreaShape(
                            pts(350, -5, 425, -5, 425, 186, 320, 145, 338, 110, 358, 24, 345, 8), new Pt(388, 96)),
            "philippine-sea",
                    new AreaShape(pts(232, 250, 237, 222, 262, 192, 320, 145, 425, 186, 425, 250), new Pt(390, 206)));

    /** Borders between sea areas ("a|b", ids sorted), from one coast to the other, reaching a little into the land. */
    static final Map<String, List<Pt>> BORDERS = Map.of(
            "east-china-sea|yellow-sea", pts(28, 179.5, 184, 161.5),
            "east-china-sea|tsushima-strait", pts(180, 160, 234, 211),
            "east-china-sea|philippine-sea", pts(237, 218, 232, 250),
            "sea-of-japan|tsushima-strait", pts(208, 123, 304, 151),
            "pacific-ocean|sea-of-japan", pts(342, 4, 361, 27),
            "pacific-ocean|philippine-sea", pts(318, 144, 425, 186));

    /** Port boxes: anchorage and shipyard (null when the port has none), and where the port is on the coast. */
    record PortPlace(Box anchorage, Box shipyard, Pt port, Pt label) {}

    static final Map<String, PortPlace> PORTS = Map.of(
            "port-arthur",
                    new PortPlace(new Box(50, 106, 44, 22), new Box(50, 131, 44, 22), new Pt(103, 98), new Pt(112, 93)),
            "vladivostok",
                    new PortPlace(new Box(216, 5, 44, 22), new Box(264, 5, 44, 22), new Pt(276, 35), new Pt(284, 33)),
            "japan",
                    new PortPlace(
                            new Box(256, 206, 52, 30), new Box(312, 206, 52, 30), new Pt(277, 180), new Pt(331, 100)),
            "diego-suarez", new PortPlace(new Box(8, 204, 62, 32), null, null, null));

    static final Map<String, Box> LANDINGS = Map.of(
            "yellow-sea-landing", new Box(122, 106, 28, 20),
            "tsushima-landing", new Box(214, 132, 28, 20));

    /** The Manchuria track's area on the land, top left. */
    static final Box MANCHURIA = new Box(6, 3, 196, 64);

    private BoardLayout() {}

    static String key(String a, String b) {
        return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
    }

    /** Problems where the drawing and the data disagree; empty when they agree. */
    static List<String> check(SeaMap map) {
        List<String> out = new ArrayList<>();
        Set<String> adjacent = new TreeSet<>();
        for (SeaArea a : map.areas()) {
            if (!AREAS.containsKey(a.id())) out.add("the board drawing has no place for sea area '" + a.id() + "'");
            for (String b : a.adjacent()) adjacent.add(key(a.id(), b));
        }
        for (String k : adjacent)
            if (!BORDERS.containsKey(k))
                out.add("areas " + k.replace("|", " and ") + " are adjacent but share no border on the drawing");
        for (String k : BORDERS.keySet())
            if (!adjacent.contains(k))
                out.add("the drawing joins " + k.replace("|", " and ") + ", which are not adjacent");
        map.ports().forEach(p -> {
            if (!PORTS.containsKey(p.id())) out.add("the board drawing has no place for port '" + p.id() + "'");
            else if (p.shipyard() && PORTS.get(p.id()).shipyard() == null)
                out.add("port '" + p.id() + "' has a shipyard but no box for it");
        });
        map.landingBoxes().forEach(l -> {
            if (!LANDINGS.containsKey(l.id()))
                out.add("the board drawing has no place for landing box '" + l.id() + "'");
        });
        return out;
    }

    /** A closed outline as SVG path data, corners rounded by {@code rounds} of Chaikin's corner cutting. */
    static String closedPath(List<Pt> outline, int rounds) {
        List<Pt> p = outline;
        for (int r = 0; r < rounds; r++) {
            List<Pt> next = new ArrayList<>();
            for (int i = 0; i < p.size(); i++) {
                Pt a = p.get(i), b = p.get((i + 1) % p.size());
                next.add(new Pt(0.75 * a.x() + 0.25 * b.x(), 0.75 * a.y() + 0.25 * b.y()));
                next.add(new Pt(0.25 * a.x() + 0.75 * b.x(), 0.25 * a.y() + 0.75 * b.y()));
            }
            p = next;
        }
        return path(p) + " Z";
    }

    static String path(List<Pt> p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p.size(); i++)
            sb.append(i == 0 ? "M" : " L")
                    .append(num(p.get(i).x()))
                    .append(',')
                    .append(num(p.get(i).y()));
        return sb.toString();
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static List<Pt> pts(double... xy) {
        List<Pt> out = new ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) out.add(new Pt(xy[i], xy[i + 1]));
        return List.copyOf(out);
    }
}
