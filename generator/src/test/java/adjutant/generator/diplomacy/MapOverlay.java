package adjutant.generator.diplomacy;

import adjutant.generator.pdf.Fonts;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * A drawn map (a rulebook figure or a turn map) read back from its SVG, as a checker sees it: the
 * label boxes of the board under it ({@code g.labels}: abbreviations, names, stars, coast tags)
 * and the shapes drawn over it ({@code g.orders} or {@code g.turn}: units, rings, order lines and
 * their heads, standoff marks; not the centre stars, which are labels, nor the legend).
 */
record MapOverlay(Envelope crop, List<Label> labels, List<Mark> marks) {
    record Label(String text, Envelope box) {}

    /**
     * A drawn mark; {@code line} for an order line's shaft, head, bar or end dot, else a unit, its
     * ring, a standoff; {@code unit} for the counter of a unit (and its dislodged cross); {@code ends}
     * the first and last points of a line's part.
     */
    record Mark(String what, Geometry shape, boolean line, boolean unit, Geometry ends) {}

    /** A unit whose centre is this close to an end of a line's part is the one the line starts or ends at (arrows stop {@link OrderLines#END_GAP} short). */
    private static final double JOINED = OrderLines.END_GAP + 1;

    private static final Pattern NUM = Pattern.compile("-?\\d+(?:\\.\\d+)?");
    private static final Pattern STEP = Pattern.compile("([MLQCZ])([^MLQCZ]*)");

    static MapOverlay read(String svg) {
        try {
            var dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            Document doc =
                    dbf.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            double[] vb = nums(doc.getDocumentElement().getAttribute("viewBox"));
            List<Label> labels = new ArrayList<>();
            List<Mark> marks = new ArrayList<>();
            walk(doc.getDocumentElement(), null, false, labels, marks);
            return new MapOverlay(new Envelope(vb[0], vb[0] + vb[2], vb[1], vb[1] + vb[3]), labels, marks);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every mark of the kind asked for (order lines, or the rest) that touches a label, "what over label". */
    List<String> covered(boolean lines) {
        List<String> out = new ArrayList<>();
        for (Mark m : marks) {
            if (m.line() != lines) continue;
            for (Label l : labels) {
                if (m.shape().intersects(ProvinceShapes.GF.toGeometry(l.box())))
                    out.add(m.what() + " over " + l.text() + " " + l.box());
            }
        }
        return out;
    }

    /** Every order line's part that runs over a unit other than the ones it joins, "what over unit". */
    List<String> linesOverUnits() {
        List<String> out = new ArrayList<>();
        for (Mark l : marks) {
            if (!l.line()) continue;
            for (Mark u : marks) {
                if (u.unit()
                        && u.shape().getEnvelope().getCentroid().distance(l.ends()) > JOINED
                        && l.shape().isWithinDistance(u.shape(), 0)) {
                    out.add(l.what() + " over unit " + u.what());
                }
            }
        }
        return out;
    }

    /** Every label the crop cuts (partly in, partly out of the figure). */
    List<String> cut() {
        List<String> out = new ArrayList<>();
        for (Label l : labels) if (crop.intersects(l.box()) && !crop.covers(l.box())) out.add(l.text());
        return out;
    }

    private static void walk(Element e, String layer, boolean lines, List<Label> labels, List<Mark> marks) {
        List<String> cls = List.of(e.getAttribute("class").split(" "));
        if (cls.contains("legend") || cls.contains("centre")) return;
        if (cls.contains("labels")) layer = "labels";
        if (cls.contains("orders") || cls.contains("turn")) layer = "over";
        // the labels, and any other text of the board under the overlay (the small map's title)
        if ("labels".equals(layer) || layer == null && e.getLocalName().equals("text")) label(e, labels);
        lines |= cls.contains("lines");
        if ("over".equals(layer)) mark(e, lines, marks);
        NodeList kids = e.getChildNodes();
        for (int i = 0; i < kids.getLength(); i++)
            if (kids.item(i) instanceof Element k) walk(k, layer, lines, labels, marks);
    }

    private static void label(Element e, List<Label> labels) {
        switch (e.getLocalName()) {
            case "text" -> {
                if (e.getTextContent().isEmpty()) return;
                double size = Double.parseDouble(inherited(e, "font-size")), x = num(e, "x"), y = num(e, "y");
                double w = Fonts.width(e.getTextContent(), "bold".equals(inherited(e, "font-weight")), size);
                double left = "middle".equals(inherited(e, "text-anchor")) ? x - w / 2 : x;
                labels.add(
                        new Label(e.getTextContent(), new Envelope(left, left + w, y - size * 0.74, y + size * 0.22)));
            }
            case "rect" ->
                labels.add(new Label(
                        "coast tag",
                        new Envelope(
                                num(e, "x"),
                                num(e, "x") + num(e, "width"),
                                num(e, "y"),
                                num(e, "y") + num(e, "height"))));
            case "path" -> {
                double[] t = nums(e.getAttribute("transform"));
                if (t.length == 3)
                    labels.add(
                            new Label("star", new Envelope(t[0] - t[2], t[0] + t[2], t[1] - t[2], t[1] + t[2] * 0.81)));
            }
            default -> {}
        }
    }

    private static void mark(Element e, boolean lines, List<Mark> marks) {
        String d = e.getAttribute("d");
        String what = e.getLocalName() + " " + ((Element) e.getParentNode()).getAttribute("class")
                + (d.isEmpty() ? "" : " " + d.substring(0, Math.min(60, d.length())));
        double sw = e.hasAttribute("stroke-width") ? num(e, "stroke-width") : 0;
        switch (e.getLocalName()) {
            case "rect" -> {
                if ("none".equals(e.getAttribute("fill"))) return; // the figure's frame
                marks.add(new Mark(
                        what,
                        ProvinceShapes.GF.toGeometry(new Envelope(
                                num(e, "x"),
                                num(e, "x") + num(e, "width"),
                                num(e, "y"),
                                num(e, "y") + num(e, "height"))),
                        false,
                        !lines,
                        null));
            }
            // a hold or build ring belongs to its unit; a small dot ends a support or convoy line
            case "circle" -> {
                Geometry centre = ProvinceShapes.GF.createPoint(new Coordinate(num(e, "cx"), num(e, "cy")));
                marks.add(new Mark(what, centre.buffer(num(e, "r") + sw / 2), lines && num(e, "r") < 5, false, centre));
            }
            case "path" -> {
                // a standoff's burst is placed by a transform; a unit's counter and cross are drawn where they stand
                double[] t = e.hasAttribute("transform") ? nums(e.getAttribute("transform")) : new double[] {0, 0};
                double[] v = nums(d);
                Geometry ends = ProvinceShapes.GF.createMultiPointFromCoords(new Coordinate[] {
                    new Coordinate(v[0] + t[0], v[1] + t[1]),
                    new Coordinate(v[v.length - 2] + t[0], v[v.length - 1] + t[1])
                });
                marks.add(new Mark(
                        what, path(d, t[0], t[1], sw / 2), lines, !lines && !e.hasAttribute("transform"), ends));
            }
            default -> {}
        }
    }

    /** A path of M, L, Q, C and Z steps as the ink it lays: closed parts filled, open ones as wide as their stroke. */
    static Geometry path(String d, double dx, double dy, double half) {
        List<Geometry> parts = new ArrayList<>();
        List<Coordinate> run = new ArrayList<>();
        Matcher m = STEP.matcher(d);
        while (m.find()) {
            double[] v = nums(m.group(2));
            switch (m.group(1)) {
                case "M" -> {
                    flush(run, false, half, parts);
                    run.add(new Coordinate(v[0] + dx, v[1] + dy));
                }
                case "L" -> run.add(new Coordinate(v[0] + dx, v[1] + dy));
                case "Q" -> {
                    Coordinate a = run.get(run.size() - 1);
                    for (int i = 1; i <= 16; i++) {
                        double t = i / 16.0, u = 1 - t;
                        run.add(new Coordinate(
                                u * u * a.x + 2 * u * t * (v[0] + dx) + t * t * (v[2] + dx),
                                u * u * a.y + 2 * u * t * (v[1] + dy) + t * t * (v[3] + dy)));
                    }
                }
                case "C" -> {
                    Coordinate a = run.get(run.size() - 1);
                    for (int i = 1; i <= 24; i++) {
                        double t = i / 24.0,
                                u = 1 - t,
                                k0 = u * u * u,
                                k1 = 3 * u * u * t,
                                k2 = 3 * u * t * t,
                                k3 = t * t * t;
                        run.add(new Coordinate(
                                k0 * a.x + k1 * (v[0] + dx) + k2 * (v[2] + dx) + k3 * (v[4] + dx),
                                k0 * a.y + k1 * (v[1] + dy) + k2 * (v[3] + dy) + k3 * (v[5] + dy)));
                    }
                }
                default -> flush(run, true, half, parts);
            }
        }
        flush(run, false, half, parts);
        return ProvinceShapes.GF.buildGeometry(parts);
    }

    /** With {@code half} 0 a part is left as drawn (a line, a filled shape), for a test of its distance to something. */
    private static void flush(List<Coordinate> run, boolean closed, double half, List<Geometry> parts) {
        if (run.size() >= 2) {
            if (closed && run.size() >= 3) {
                run.add(run.get(0));
                Geometry p = ProvinceShapes.GF.createPolygon(run.toArray(Coordinate[]::new));
                parts.add(half > 0 ? p.buffer(half) : p);
            } else {
                Geometry l = ProvinceShapes.GF.createLineString(run.toArray(Coordinate[]::new));
                parts.add(half > 0 ? l.buffer(half) : l);
            }
        }
        run.clear();
    }

    /** An attribute as SVG inherits it: from the element or its nearest ancestor that sets it ("" if none). */
    static String inherited(Element e, String name) {
        for (Node n = e; n instanceof Element el; n = n.getParentNode())
            if (el.hasAttribute(name)) return el.getAttribute(name);
        return "";
    }

    static double num(Element e, String name) {
        return Double.parseDouble(e.getAttribute(name));
    }

    private static double[] nums(String s) {
        return NUM.matcher(s)
                .results()
                .mapToDouble(r -> Double.parseDouble(r.group()))
                .toArray();
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "crop %s, %d labels, %d marks", crop, labels.size(), marks.size());
    }
}
