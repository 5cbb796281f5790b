package adjutant.generator.diplomacy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiPredicate;

/**
 * Province shapes computed from points, true to the adjacency of the rules.
 *
 * <p>Every province has its label point and optionally more points of its territory
 * (drawing hints). The points are triangulated (Delaunay); every pair of adjacent
 * provinces is given an edge between their points (flipped in when missing); every edge
 * between two provinces that are NOT adjacent is cut at its middle by a hole point.
 * Each point then owns the polygon around it through the middles of its edges and the
 * centres of its triangles (the dual of the triangulation), and a province is the union of
 * the polygons of its points. So two provinces share a border exactly when an edge joins
 * them, i.e. exactly when they are adjacent; holes and the frame are impassable ground.
 * An adjacency that cannot be drawn this way (its edge would cross another) is kept as a
 * link, to be drawn explicitly.
 */
final class BoardShapes {
    /** The owner of holes and of the frame: ground that belongs to no province. */
    static final String VOID = "";

    enum Kind { PROVINCE, AREA, HOLE, FRAME }

    /** A point of the drawing and what it belongs to (a province id, an area id). */
    record Site(Pt at, String owner, Kind kind) {}

    /** The border of two owners (a &lt; b; b may be {@link #VOID}): polylines in board units. */
    record Border(String a, String b, List<List<Pt>> lines) {
        double length() {
            double l = 0;
            for (List<Pt> line : lines) for (int i = 1; i < line.size(); i++) l += line.get(i - 1).distance(line.get(i));
            return l;
        }
    }

    private static final double HOLE_WEIGHT = 3;
    private static final double FRAME_STEP = 40;
    private static final double FRAME_MARGIN = 150;
    private static final int SMOOTHING = 2;

    final double width;
    final double height;
    /** Province and area id → closed loops (fill even-odd). */
    final Map<String, List<List<Pt>>> outlines;
    /** "a|b" → border, for every two owners that touch. */
    final Map<String, Border> borders;
    /** Adjacent province pairs "a|b" with no common border: to be drawn as links. */
    final Set<String> links;
    /** What could not be done as asked (a territory point that cannot be joined to its province). */
    final List<String> warnings;

    private BoardShapes(double width, double height, Map<String, List<List<Pt>>> outlines, Map<String, Border> borders,
                        Set<String> links, List<String> warnings) {
        this.width = width;
        this.height = height;
        this.outlines = outlines;
        this.borders = borders;
        this.links = links;
        this.warnings = warnings;
    }

    static String pair(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "|" + b : b + "|" + a;
    }

    Border border(String a, String b) {
        return borders.get(pair(a, b));
    }

    /**
     * @param sites    label points first (one per province and area), then extra territory points
     * @param adjacent whether two provinces are adjacent by the rules (for any unit)
     */
    static BoardShapes build(List<Site> sites, BiPredicate<String, String> adjacent, double width, double height) {
        List<Site> all = new ArrayList<>(sites);
        all.addAll(frame(width, height));
        Mesh mesh = Mesh.delaunay(all.stream().map(Site::at).toList());
        List<String> warnings = new ArrayList<>();
        joinTerritories(mesh, all, warnings);
        Set<String> links = forceAdjacencies(mesh, all, adjacent);
        cutNonAdjacent(mesh, all, adjacent);
        return dual(mesh, all, width, height, links, warnings);
    }

    /**
     * A ring of frame points well outside the board, so the outer provinces reach past its
     * edge (and are cut at it) and their borders run out roughly square to it.
     */
    private static List<Site> frame(double w, double h) {
        List<Site> out = new ArrayList<>();
        double m = FRAME_MARGIN;
        Pt[] corners = {new Pt(-m, -m), new Pt(w + m, -m), new Pt(w + m, h + m), new Pt(-m, h + m)};
        for (int k = 0; k < 4; k++) {
            Pt a = corners[k], b = corners[(k + 1) % 4];
            int n = Math.max(1, (int) Math.round(a.distance(b) / FRAME_STEP));
            Pt outward = new Pt(b.y() - a.y(), a.x() - b.x()).unit().times(-1);
            for (int i = 0; i < n; i++) {
                double s = (double) i / n;
                // A slight outward bow keeps the hull strictly convex (no three frame points in a line).
                Pt p = a.plus(b.minus(a).times(s)).plus(outward.times(-0.02 * s * (1 - s) * a.distance(b) / FRAME_STEP));
                out.add(new Site(p, VOID, Kind.FRAME));
            }
        }
        return out;
    }

    /** Each extra point of a province gets an edge to the nearest point of the same province placed before it. */
    private static void joinTerritories(Mesh mesh, List<Site> all, List<String> warnings) {
        Map<String, List<Integer>> placed = new HashMap<>();
        for (int i = 0; i < all.size(); i++) {
            Site s = all.get(i);
            if (s.kind() != Kind.PROVINCE && s.kind() != Kind.AREA) continue;
            List<Integer> mine = placed.computeIfAbsent(s.owner(), k -> new ArrayList<>());
            if (!mine.isEmpty()) {
                final int me = i;
                List<Integer> byDistance = new ArrayList<>(mine);
                byDistance.sort(Comparator.comparingDouble(j -> all.get(j).at().distance(all.get(me).at())));
                boolean joined = false;
                for (int j : byDistance) {
                    if (mesh.force(j, me)) {
                        joined = true;
                        break;
                    }
                }
                if (!joined) warnings.add("a territory point of '" + s.owner() + "' at " + s.at() + " cannot be joined to the province");
            }
            mine.add(i);
        }
    }

    private static Set<String> forceAdjacencies(Mesh mesh, List<Site> all, BiPredicate<String, String> adjacent) {
        Map<String, List<Integer>> byOwner = new LinkedHashMap<>();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).kind() == Kind.PROVINCE) byOwner.computeIfAbsent(all.get(i).owner(), k -> new ArrayList<>()).add(i);
        }
        Set<String> joined = new TreeSet<>();
        for (long e : mesh.edges().keySet()) {
            Site a = all.get(Mesh.keyA(e)), b = all.get(Mesh.keyB(e));
            if (a.kind() == Kind.PROVINCE && b.kind() == Kind.PROVINCE) joined.add(pair(a.owner(), b.owner()));
        }
        // Missing pairs, shortest first: short edges cross least.
        record Want(String pair, int from, int to, double length) {}
        List<Want> wants = new ArrayList<>();
        List<String> owners = new ArrayList<>(byOwner.keySet());
        for (int x = 0; x < owners.size(); x++) {
            for (int y = x + 1; y < owners.size(); y++) {
                String p = owners.get(x), q = owners.get(y);
                if (!adjacent.test(p, q) || joined.contains(pair(p, q))) continue;
                for (int i : byOwner.get(p)) {
                    for (int j : byOwner.get(q)) wants.add(new Want(pair(p, q), i, j, all.get(i).at().distance(all.get(j).at())));
                }
            }
        }
        wants.sort(Comparator.comparingDouble(Want::length));
        Set<String> links = new TreeSet<>();
        Map<String, Boolean> done = new HashMap<>();
        for (Want w : wants) {
            if (Boolean.TRUE.equals(done.get(w.pair))) continue;
            boolean ok = mesh.force(w.from, w.to);
            done.put(w.pair, ok || done.getOrDefault(w.pair, false));
        }
        done.forEach((p, ok) -> {
            if (!ok) links.add(p);
        });
        return links;
    }

    /** Every edge between two provinces that are not adjacent gets a hole point at its middle. */
    private static void cutNonAdjacent(Mesh mesh, List<Site> all, BiPredicate<String, String> adjacent) {
        List<Long> cuts = new ArrayList<>();
        for (long e : mesh.edges().keySet()) {
            Site a = all.get(Mesh.keyA(e)), b = all.get(Mesh.keyB(e));
            if (a.kind() == Kind.PROVINCE && b.kind() == Kind.PROVINCE && !a.owner().equals(b.owner())
                    && !adjacent.test(a.owner(), b.owner())) cuts.add(e);
        }
        cuts.sort(Long::compare);
        for (long e : cuts) {
            Pt mid = all.get(Mesh.keyA(e)).at().plus(all.get(Mesh.keyB(e)).at()).times(0.5);
            mesh.split(Mesh.keyA(e), Mesh.keyB(e), mid);
            all.add(new Site(mid, VOID, Kind.HOLE));
        }
    }

    private static String owner(Site s) {
        return s.kind() == Kind.HOLE || s.kind() == Kind.FRAME ? VOID : s.owner();
    }

    private static double weight(Site s) {
        return s.kind() == Kind.HOLE ? HOLE_WEIGHT : 1;
    }

    private static Pt corner(Mesh mesh, List<Site> all, int[] t) {
        double x = 0, y = 0, w = 0;
        int frames = 0;
        for (int v : t) if (all.get(v).kind() == Kind.FRAME) frames++;
        for (int v : t) {
            Site s = all.get(v);
            if (frames > 0 && s.kind() != Kind.FRAME) continue;
            double k = frames > 0 ? 1 : weight(s);
            x += k * mesh.pts.get(v).x();
            y += k * mesh.pts.get(v).y();
            w += k;
        }
        return new Pt(x / w, y / w);
    }

    private static Pt split(Mesh mesh, List<Site> all, int a, int b) {
        Site sa = all.get(a), sb = all.get(b);
        if (sa.kind() == Kind.FRAME) return mesh.pts.get(a);
        if (sb.kind() == Kind.FRAME) return mesh.pts.get(b);
        double ka = weight(sa), kb = weight(sb);
        return mesh.pts.get(a).times(ka / (ka + kb)).plus(mesh.pts.get(b).times(kb / (ka + kb)));
    }

    private static BoardShapes dual(Mesh mesh, List<Site> all, double width, double height, Set<String> links,
                                    List<String> warnings) {
        Map<String, List<Pt[]>> pairSegments = new TreeMap<>();
        List<Pt> corners = new ArrayList<>();
        for (int[] t : mesh.tris) corners.add(corner(mesh, all, t));
        for (Map.Entry<Long, List<Integer>> e : mesh.edges().entrySet()) {
            if (e.getValue().size() != 2) continue;
            int a = Mesh.keyA(e.getKey()), b = Mesh.keyB(e.getKey());
            String oa = owner(all.get(a)), ob = owner(all.get(b));
            if (oa.equals(ob)) continue;
            Pt s = split(mesh, all, a, b);
            Pt c1 = corners.get(e.getValue().get(0)), c2 = corners.get(e.getValue().get(1));
            for (Pt[] seg : List.of(new Pt[] {c1, s}, new Pt[] {s, c2})) {
                if (seg[0].distance(seg[1]) > 1e-9) pairSegments.computeIfAbsent(pair(oa, ob), k -> new ArrayList<>()).add(seg);
            }
        }
        // Each border is smoothed on its own with its ends kept, so shapes that meet still meet.
        Map<String, List<List<Pt>>> smoothBorders = new TreeMap<>();
        pairSegments.forEach((p, segs) -> {
            List<List<Pt>> lines = new ArrayList<>();
            for (List<Pt> line : Chains.of(segs)) lines.add(Smooth.chaikin(line, SMOOTHING));
            smoothBorders.put(p, lines);
        });
        Map<String, List<Pt[]>> ownerSegments = new TreeMap<>();
        Map<String, Border> borders = new TreeMap<>();
        smoothBorders.forEach((p, lines) -> {
            String[] ab = p.split("\\|", -1);
            List<Pt[]> inside = new ArrayList<>();
            for (List<Pt> line : lines) {
                for (int i = 1; i < line.size(); i++) {
                    Pt[] seg = {line.get(i - 1), line.get(i)};
                    for (String o : ab) if (!o.equals(VOID)) ownerSegments.computeIfAbsent(o, k -> new ArrayList<>()).add(seg);
                    Pt[] cut = Clip.segment(seg[0], seg[1], width, height);
                    if (cut != null && cut[0].distance(cut[1]) > 1e-9) inside.add(cut);
                }
            }
            if (!inside.isEmpty()) borders.put(p, new Border(ab[0], ab[1], Chains.of(inside)));
        });
        Map<String, List<List<Pt>>> outlines = new LinkedHashMap<>();
        for (Site s : all) {
            if ((s.kind() == Kind.PROVINCE || s.kind() == Kind.AREA) && !outlines.containsKey(s.owner())) {
                List<List<Pt>> loops = new ArrayList<>();
                for (List<Pt> loop : Chains.of(ownerSegments.getOrDefault(s.owner(), List.of()))) {
                    List<Pt> closed = loop.size() > 1 && Chains.key(loop.get(0)).equals(Chains.key(loop.get(loop.size() - 1)))
                            ? loop.subList(0, loop.size() - 1) : loop;
                    List<Pt> cut = Clip.polygon(closed, width, height);
                    if (cut.size() >= 3) loops.add(cut);
                }
                outlines.put(s.owner(), loops);
            }
        }
        return new BoardShapes(width, height, outlines, borders, links, warnings);
    }
}
