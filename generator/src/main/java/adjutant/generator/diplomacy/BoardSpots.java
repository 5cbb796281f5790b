package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Province;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * Where pieces and words go in each province of the magnified board, worked out from its shape:
 * the unit spot (where a counter stands: the centre of the largest upright square, or another
 * point of as much room, so that the label fits beside it), the label (abbreviation and the name
 * in every language, as near the map's label point as fits, inside the province and off the
 * counter) and, for a supply centre, the star where its ownership marker goes (inside the
 * province, off the counter and the label). A split province's coasts get a spot of their own
 * near their coast tag. Sizes in board units.
 */
final class BoardSpots {
    /** One province's places: its label is set at {@code label} in {@code abbrSize}, its name lines in {@code nameSize}. */
    record Spot(Pt unit, Map<String, Pt> coasts, Pt label, double abbrSize, double nameSize, Pt sc, double scRadius) {
        /** The coasts in their names' order however they came (Map.copyOf's order changes from run to run, the board's bytes must not). */
        Spot {
            coasts = Collections.unmodifiableMap(new TreeMap<>(coasts));
        }
    }

    /** How far a label's boxes keep inside the province's outline (the border's stroke). */
    private static final double INSET = 0.8;
    /** What is tried, most wanted first: abbreviation size, name size (0: no name), whether the small map's larger abbreviation must fit too. */
    private static final double[][] TIERS = {
        {BoardView.ABBR_SIZE, BoardView.NAME_SIZE, 1},
        {BoardView.ABBR_SIZE, 4.8, 1},
        {BoardView.ABBR_SIZE, BoardView.NAME_SIZE, 0},
        {BoardView.ABBR_SIZE, 4.8, 0},
        {LabelBoxes.SMALL, 4.8, 0},
        {BoardView.ABBR_SIZE, 0, 1},
        {LabelBoxes.SMALL, 0, 0}
    };
    /** The least star drawn where no marker fits, as a radius: the small map's star and a little room. */
    static final double STAR = LabelBoxes.PAD_STAR_R + 0.6;

    private final double counter, room, marker;

    /**
     * @param counter half a counter's side on the tightest play sheet (board units)
     * @param room    half the side of a counter and its margin there: the room a unit spot needs
     * @param marker  half an ownership marker's side there
     */
    BoardSpots(double counter, double room, double marker) {
        this.counter = counter;
        this.room = room;
        this.marker = marker;
    }

    /** Every province's places, and where the board's legend box stands (board units). */
    record Placed(Map<String, Spot> spots, Envelope legend) {}

    /** Every province's places on the board of this geography (its room, measured on its tightest play sheet), and the legend's. */
    static Placed of(BoardGeography geo, DipMap warped, Map<String, Geometry> shapes) {
        double k = BoardRoom.leastScale(geo.width(), geo.height());
        return new BoardSpots(
                        geo.room().counter() / 2 / k,
                        geo.room().square() / 2 / k,
                        CounterFiles.markerSize(geo.room()) / 2 / k)
                .all(warped, shapes, new Envelope(0, geo.width(), 0, geo.height()));
    }

    /**
     * Every province's places, by id (the map's label points are where its labels are wanted), and
     * the legend's box: the first place (columns from the board's left edge, each from under the
     * title) where it covers no label, star or unit spot; where there is none, of the places that
     * cover fewest, the first where the provinces it covers, placed again round it, still hold
     * their counter and their whole label.
     */
    Placed all(DipMap map, Map<String, Geometry> shapes, Envelope board) {
        Map<String, Spot> out = new LinkedHashMap<>();
        for (Province p : map.provinces()) out.put(p.id(), place(map, p, without(shapes.get(p.id()), List.of(TITLE))));
        double w = BoardView.legendWidth(), h = BoardView.legendHeight(map);
        Map<String, List<Envelope>> keep = new LinkedHashMap<>();
        out.forEach((id, s) -> keep.put(id, keep(map.province(id), s)));
        List<Envelope> fixed = new ArrayList<>();
        map.board().coastLabels().values().forEach(c -> fixed.add(LabelBoxes.tag(c.x(), c.y(), 1)));
        for (var a : map.board().impassable())
            fixed.add(new Envelope(
                    a.label().x() - 40,
                    a.label().x() + 40,
                    a.label().y() - 6,
                    a.label().y() + 12));
        List<double[]> places = new ArrayList<>();
        for (double x = board.getMinX() + 4; x + w <= board.getMaxX() - 4; x += 8) {
            for (double y = board.getMinY() + 40; y + h <= board.getMaxY() - 4; y += 8) {
                Envelope box = new Envelope(x, x + w, y, y + h);
                if (fixed.stream().anyMatch(box::intersects)) continue;
                long n = keep.values().stream()
                        .filter(l -> l.stream().anyMatch(box::intersects))
                        .count();
                if (n == 0) return new Placed(out, box);
                places.add(new double[] {x, y, n});
            }
        }
        places.sort(Comparator.comparingDouble(c -> c[2]));
        for (double[] c : places.subList(0, Math.min(12, places.size()))) {
            Envelope box = new Envelope(c[0], c[0] + w, c[1], c[1] + h);
            Map<String, Spot> moved = new LinkedHashMap<>(out);
            boolean fits = true;
            for (var e : keep.entrySet()) {
                if (e.getValue().stream().noneMatch(box::intersects)) continue;
                Province p = map.province(e.getKey());
                Geometry rest = without(shapes.get(p.id()), List.of(TITLE, box));
                Spot s = place(map, p, rest);
                BoardRoom.Chebyshev d = new BoardRoom.Chebyshev(rest);
                fits &= d.at(s.unit().x(), s.unit().y()) >= room
                        && s.nameSize() > 0
                        && keep(p, s).stream().noneMatch(box::intersects);
                moved.put(p.id(), s);
            }
            if (fits) return new Placed(moved, box);
        }
        double[] c = places.isEmpty() ? new double[] {4, 40} : places.get(0);
        return new Placed(out, new Envelope(c[0], c[0] + w, c[1], c[1] + h));
    }

    /** The board's title box ({@code board.svg.ftl}): nothing is placed under it. */
    static final Envelope TITLE = new Envelope(4, 122, 4, 32);

    /** A shape less the boxes laid over it (and a unit round them). */
    private static Geometry without(Geometry shape, List<Envelope> boxes) {
        Geometry out = shape;
        for (Envelope b : boxes) {
            if (!b.intersects(out.getEnvelopeInternal())) continue;
            Envelope grown = new Envelope(b);
            grown.expandBy(1);
            out = out.difference(ProvinceShapes.GF.toGeometry(grown));
        }
        return out;
    }

    /** What a box laid over the board keeps off in a province: its label, its star, and a counter's room at each unit spot. */
    private List<Envelope> keep(Province p, Spot s) {
        List<Envelope> out =
                new ArrayList<>(moved(label(p, new Pt(0, 0), s.abbrSize(), s.nameSize(), true), s.label()));
        out.add(square(s.unit(), room));
        s.coasts().values().forEach(c -> out.add(square(c, room)));
        if (s.sc() != null) out.add(square(s.sc(), s.scRadius()));
        return out;
    }

    private Spot place(DipMap map, Province p, Geometry shape) {
        BoardRoom.Chebyshev d = new BoardRoom.Chebyshev(shape);
        PreparedGeometry within = PreparedGeometryFactory.prepare(shape.buffer(-INSET));
        List<Envelope> tags = new ArrayList<>();
        map.board().coastLabels().forEach((l, c) -> {
            if (l.province().equals(p.id())) tags.add(LabelBoxes.tag(c.x(), c.y(), LabelBoxes.PAD_TAG));
        });
        List<Pt> units = unitCandidates(shape, d, tags);
        List<Pt> anchors = grid(shape, d, 2.5, 0);
        Pt want = BoardGeometry.pt(p.label());
        anchors.sort(Comparator.comparingDouble(a -> a.distance(want)));
        if (anchors.isEmpty()) anchors.add(want);
        Spot fallback = null;
        // where a star of each radius may stand (that far inside the outline), worked out once
        Map<Double, List<Pt>> stars = new HashMap<>();
        for (double[] tier : TIERS) {
            // the label's boxes set at the origin, moved to each place tried
            List<Envelope> fitted = label(p, new Pt(0, 0), tier[0], tier[1], tier[2] > 0),
                    drawn = label(p, new Pt(0, 0), tier[0], tier[1], true);
            for (double r : p.supplyCentre() ? new double[] {marker, STAR} : new double[] {0}) {
                for (Pt u : units) {
                    Envelope square = square(u, counter + 1);
                    int tried = 0;
                    for (Pt a : anchors) {
                        List<Envelope> label = moved(fitted, a), all = moved(drawn, a);
                        if (all.stream().anyMatch(square::intersects)
                                || tags.stream().anyMatch(t -> label.stream().anyMatch(t::intersects))) continue;
                        if (!inside(within, label)) continue;
                        List<Pt> places =
                                p.supplyCentre() ? stars.computeIfAbsent(r, k -> starPlaces(shape, d, k)) : List.of();
                        Pt sc = p.supplyCentre() ? star(places, a, r, square, all, tags) : null;
                        Spot s = new Spot(u, Map.of(), a, tier[0], tier[1], sc, r);
                        if (!p.supplyCentre() || sc != null) return coasts(map, p, shape, d, s, all, tags);
                        if (fallback == null) fallback = s;
                        if (++tried >= 40) break;
                    }
                }
            }
        }
        if (fallback == null)
            fallback =
                    new Spot(units.get(0), Map.of(), want, LabelBoxes.SMALL, 0, p.supplyCentre() ? want : null, STAR);
        return coasts(
                map,
                p,
                shape,
                d,
                fallback,
                label(p, fallback.label(), fallback.abbrSize(), fallback.nameSize(), true),
                tags);
    }

    /** Where a counter may stand: the centre of the largest square first, then other points with room for one, spread apart. */
    private List<Pt> unitCandidates(Geometry shape, BoardRoom.Chebyshev d, List<Envelope> tags) {
        double[] best = BoardRoom.largestSquareAt(shape);
        List<Pt> out = new ArrayList<>(List.of(new Pt(best[0], best[1])));
        List<Pt> roomy = grid(shape, d, Math.max(2, Math.sqrt(shape.getArea()) / 40), room);
        roomy.sort(Comparator.comparingDouble(q -> -d.at(q.x(), q.y())));
        for (Pt q : roomy) {
            if (out.size() >= 12) break;
            if (tags.stream().anyMatch(square(q, counter)::intersects)) continue;
            if (out.stream().allMatch(o -> o.distance(q) >= 8)) out.add(q);
        }
        return out;
    }

    /** Points on a grid of {@code step} inside the shape with at least {@code least} room (maximum norm). */
    private static List<Pt> grid(Geometry shape, BoardRoom.Chebyshev d, double step, double least) {
        Envelope env = shape.getEnvelopeInternal();
        List<Pt> out = new ArrayList<>();
        for (double x = env.getMinX() + step / 2; x < env.getMaxX(); x += step) {
            for (double y = env.getMinY() + step / 2; y < env.getMaxY(); y += step) {
                if (least <= 0 ? d.inside(x, y) : d.at(x, y) >= least) out.add(new Pt(x, y));
            }
        }
        return out;
    }

    /** The label's boxes set at {@code a}: abbreviation, the name's lines in every language, and (with {@code pad}) the small map's abbreviation. */
    static List<Envelope> label(Province p, Pt a, double abbrSize, double nameSize, boolean pad) {
        Province at = p.withLabel(new Province.Point(a.x(), a.y()));
        List<Envelope> out = new ArrayList<>(List.of(LabelBoxes.abbr(at, abbrSize)));
        if (nameSize > 0)
            for (String lang : p.names().keySet())
                out.addAll(LabelBoxes.name(at, abbrSize, nameSize, BoardView.lines(p.name(lang))));
        if (pad) out.add(LabelBoxes.abbr(at, BoardView.PAD_ABBR_SIZE));
        return out;
    }

    /** Where a star (a marker's ring) of radius {@code r} may stand: points of a grid (finer in a smaller province) at least {@code r} inside the outline. */
    private static List<Pt> starPlaces(Geometry shape, BoardRoom.Chebyshev d, double r) {
        return grid(shape, d, Math.max(1.5, Math.sqrt(shape.getArea()) / 60), r * 0.7).stream()
                .filter(q -> d.euclid(q.x(), q.y()) >= r)
                .toList();
    }

    /** The star's centre: of its {@code places}, the one nearest the left of the abbreviation that is off the counter, the label and the coast tags. */
    private static Pt star(
            List<Pt> places, Pt label, double r, Envelope square, List<Envelope> boxes, List<Envelope> tags) {
        Pt want = new Pt(boxes.get(0).getMinX() - r - 1.5, label.y());
        Pt best = null;
        double bestD = Double.MAX_VALUE;
        for (Pt q : places) {
            double dist = q.distance(want);
            if (dist >= bestD) continue;
            Envelope e = square(q, r);
            if (e.intersects(square)
                    || boxes.stream().anyMatch(e::intersects)
                    || tags.stream().anyMatch(e::intersects)) continue;
            best = q;
            bestD = dist;
        }
        return best;
    }

    private static List<Envelope> moved(List<Envelope> boxes, Pt by) {
        List<Envelope> out = new ArrayList<>(boxes.size());
        for (Envelope e : boxes)
            out.add(new Envelope(
                    e.getMinX() + by.x(), e.getMaxX() + by.x(), e.getMinY() + by.y(), e.getMaxY() + by.y()));
        return out;
    }

    /** A split province's coasts: each a spot with a counter's room nearest its coast tag, off the label and the star (the province's own spot where none is). */
    private Spot coasts(
            DipMap map,
            Province p,
            Geometry shape,
            BoardRoom.Chebyshev d,
            Spot s,
            List<Envelope> label,
            List<Envelope> tags) {
        if (!p.isSplit()) return s;
        Map<String, Pt> out = new LinkedHashMap<>();
        List<Pt> roomy = grid(shape, d, 2, room);
        List<Envelope> keep = new ArrayList<>(label);
        keep.addAll(tags);
        if (s.sc() != null) keep.add(square(s.sc(), s.scRadius()));
        for (String c : p.coasts()) {
            Province.Point tag = map.board().coastLabels().get(new Location(p.id(), c));
            Pt want = tag == null ? s.unit() : new Pt(tag.x(), tag.y());
            Pt best = s.unit();
            double bestD = Double.MAX_VALUE;
            for (Pt q : roomy) {
                Envelope e = square(q, counter + 1);
                if (keep.stream().anyMatch(e::intersects)
                        || out.values().stream()
                                .anyMatch(o -> square(o, counter).intersects(square(q, counter)))) continue;
                if (q.distance(want) < bestD) {
                    bestD = q.distance(want);
                    best = q;
                }
            }
            out.put(c, best);
        }
        return new Spot(s.unit(), out, s.label(), s.abbrSize(), s.nameSize(), s.sc(), s.scRadius());
    }

    static Envelope square(Pt c, double half) {
        return new Envelope(c.x() - half, c.x() + half, c.y() - half, c.y() + half);
    }

    private static boolean inside(PreparedGeometry within, List<Envelope> boxes) {
        for (Envelope e : boxes) if (!within.covers(ProvinceShapes.GF.toGeometry(e))) return false;
        return true;
    }

    /** Writes the spots and the legend's box for the build cache (in the map's order). */
    static void write(Placed placed, DataOutputStream out) throws IOException {
        Map<String, Spot> spots = placed.spots();
        out.writeDouble(placed.legend().getMinX());
        out.writeDouble(placed.legend().getMaxX());
        out.writeDouble(placed.legend().getMinY());
        out.writeDouble(placed.legend().getMaxY());
        out.writeInt(spots.size());
        for (var e : spots.entrySet()) {
            Spot s = e.getValue();
            out.writeUTF(e.getKey());
            pt(s.unit(), out);
            out.writeInt(s.coasts().size());
            for (var c : new TreeMap<>(s.coasts()).entrySet()) {
                out.writeUTF(c.getKey());
                pt(c.getValue(), out);
            }
            pt(s.label(), out);
            out.writeDouble(s.abbrSize());
            out.writeDouble(s.nameSize());
            out.writeBoolean(s.sc() != null);
            if (s.sc() != null) pt(s.sc(), out);
            out.writeDouble(s.scRadius());
        }
    }

    static Placed read(DataInputStream in) throws IOException {
        Envelope legend = new Envelope(in.readDouble(), in.readDouble(), in.readDouble(), in.readDouble());
        Map<String, Spot> out = new LinkedHashMap<>();
        for (int i = in.readInt(); i > 0; i--) {
            String id = in.readUTF();
            Pt unit = pt(in);
            Map<String, Pt> coasts = new LinkedHashMap<>();
            for (int c = in.readInt(); c > 0; c--) coasts.put(in.readUTF(), pt(in));
            Pt label = pt(in);
            double abbr = in.readDouble(), name = in.readDouble();
            Pt sc = in.readBoolean() ? pt(in) : null;
            out.put(id, new Spot(unit, coasts, label, abbr, name, sc, in.readDouble()));
        }
        return new Placed(out, legend);
    }

    private static void pt(Pt p, DataOutputStream out) throws IOException {
        out.writeDouble(p.x());
        out.writeDouble(p.y());
    }

    private static Pt pt(DataInputStream in) throws IOException {
        return new Pt(in.readDouble(), in.readDouble());
    }
}
