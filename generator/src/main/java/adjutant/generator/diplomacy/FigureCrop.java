package adjutant.generator.diplomacy;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.overlayng.LineLimiter;
import org.locationtech.jts.operation.overlayng.RingClipper;

/**
 * The board's shapes as a rulebook figure's window shows them: each province, border, the
 * unplayed land and the lakes cut to the window and a margin round it, and those wholly outside
 * left out, as are the areas, canals and labels wholly outside. A figure is a small part of the
 * board, and every path it held whole was parsed and drawn (by Batik, into the PDF, and by every
 * preview of its page) for the few millimetres that show. The cuts run in the margin, beyond the view, so no cut edge, stroke
 * end or label halo is seen and the figure looks as before.
 */
final class FigureCrop {
    /** Board units beyond the window: more than half the widest stroke (a canal's 4.2) and a label's halo. */
    static final double MARGIN = 10;

    private final BoardGeometry g;
    private final Envelope clip;

    FigureCrop(BoardGeometry g, Envelope window) {
        this.g = g;
        this.clip = new Envelope(window);
        clip.expandBy(MARGIN);
    }

    /**
     * Provinces or areas of the board's model ({@code id}, {@code path}, …) that reach into the
     * window, their paths cut unless {@code whole}: a patterned fill (an impassable area's hatching)
     * is laid from the shape's bounds by the PDF, so a cut one would shift its stripes.
     */
    List<Object> shapes(List<?> items, boolean whole) {
        List<Object> out = new ArrayList<>();
        for (Object o : items) {
            Map<?, ?> item = (Map<?, ?>) o;
            Geometry shape = g.shape((String) item.get("id"));
            if (shape != null && !clip.intersects(shape.getEnvelopeInternal())) continue;
            if (shape == null || whole || clip.covers(shape.getEnvelopeInternal())) {
                out.add(o);
                continue;
            }
            String path = fill(shape);
            if (path.isEmpty()) continue;
            Map<String, Object> m = new LinkedHashMap<>();
            item.forEach((k, v) -> m.put(k.toString(), v));
            m.put("path", path);
            out.add(m);
        }
        return out;
    }

    /**
     * A polygonal shape's rings each cut to the window and its margin, as a closed path, empty
     * when none of it is inside. Filled even-odd, the cut rings cover what the whole ones cover
     * inside the cut (a hole still cuts its shell); a cut ring may run along the cut's edge, in the margin.
     */
    String fill(Geometry shape) {
        if (shape == null || shape.isEmpty() || !clip.intersects(shape.getEnvelopeInternal())) return "";
        RingClipper clipper = new RingClipper(clip);
        List<List<Pt>> rings = new ArrayList<>();
        for (int i = 0; i < shape.getNumGeometries(); i++) {
            if (!(shape.getGeometryN(i) instanceof Polygon p) || p.isEmpty()) continue;
            ring(clipper, p.getExteriorRing(), rings);
            for (int h = 0; h < p.getNumInteriorRing(); h++) ring(clipper, p.getInteriorRingN(h), rings);
        }
        return BoardGeometry.path(rings, true);
    }

    private void ring(RingClipper clipper, LineString ring, List<List<Pt>> out) {
        if (!clip.intersects(ring.getEnvelopeInternal())) return;
        Coordinate[] cs =
                clip.covers(ring.getEnvelopeInternal()) ? ring.getCoordinates() : clipper.clip(ring.getCoordinates());
        List<Pt> pts = new ArrayList<>(BoardGeometry.pts(cs));
        if (pts.size() > 1 && pts.get(0).equals(pts.get(pts.size() - 1)))
            pts.remove(pts.size() - 1); // the path closes it
        if (pts.size() >= 3) out.add(pts);
    }

    /**
     * The borders that reach into the window, one path of each kind (all drawn alike: one element
     * for Batik to style and paint, not one per pair of provinces), each with only the runs of its
     * lines that do. A dashed border (a shore) keeps its lines whole: its dashes start where a
     * line starts (again at each line of a path), so a shorter line would shift them.
     */
    List<Object> borders() {
        Map<BoardGeometry.BorderKind, List<List<Pt>>> kinds = new EnumMap<>(BoardGeometry.BorderKind.class);
        for (BoardGeometry.Line l : g.borders()) {
            if (!clip.intersects(g.border(l.a(), l.b()).getEnvelopeInternal())) continue;
            List<List<Pt>> parts = kinds.computeIfAbsent(l.kind(), k -> new ArrayList<>());
            for (List<Pt> line : l.lines()) {
                List<List<Pt>> runs = runs(line);
                if (l.kind() == BoardGeometry.BorderKind.SHORE && !runs.isEmpty()) parts.add(line);
                else if (l.kind() != BoardGeometry.BorderKind.SHORE) parts.addAll(runs);
            }
        }
        List<Object> out = new ArrayList<>();
        kinds.forEach((kind, parts) -> {
            if (!parts.isEmpty())
                out.add(Map.of("kind", kind.name().toLowerCase(Locale.ROOT), "path", BoardGeometry.path(parts, false)));
        });
        return out;
    }

    /** The borders of countries ({@link BoardView#nationalLines}) that reach into the window, as one path. */
    String national() {
        List<List<Pt>> parts = new ArrayList<>();
        for (List<Pt> line : BoardView.nationalLines(g)) parts.addAll(runs(line));
        return BoardGeometry.path(parts, false);
    }

    /** The canals that reach into the window, the runs of each that do. */
    List<Object> canals() {
        List<Object> out = new ArrayList<>();
        for (List<Pt> line : g.canals()) {
            List<List<Pt>> runs = runs(line);
            if (!runs.isEmpty()) out.add(Map.of("path", BoardGeometry.path(runs, false)));
        }
        return out;
    }

    /** The runs of a line whose segments reach into the window and its margin (a segment reaching in is kept whole, its far end beyond). */
    private List<List<Pt>> runs(List<Pt> line) {
        Coordinate[] cs = new Coordinate[line.size()];
        for (int i = 0; i < cs.length; i++)
            cs[i] = new Coordinate(line.get(i).x(), line.get(i).y());
        List<List<Pt>> out = new ArrayList<>();
        for (Coordinate[] run : new LineLimiter(clip).limit(cs)) out.add(BoardGeometry.pts(run));
        return out;
    }

    /** Whether a label's box lies wholly beyond the window and its margin, where nothing of it (halo included) shows. */
    boolean outside(Envelope box) {
        return !clip.intersects(box);
    }
}
