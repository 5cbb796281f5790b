package adjutant.generator.portarthur;

import adjutant.engine.geometry.Box;
import adjutant.engine.portarthur.LandingBox;
import adjutant.engine.portarthur.ManchuriaSpace;
import adjutant.engine.portarthur.Port;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.SeaArea;
import adjutant.engine.portarthur.Side;
import adjutant.engine.portarthur.SpaceEffect;
import adjutant.generator.KitTexts;
import adjutant.generator.portarthur.BoardLayout.AreaShape;
import adjutant.generator.portarthur.BoardLayout.PortPlace;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** The board template's model: plain maps and lists built from the game data and the layout. */
final class BoardView {
    /**
     * Manchuria space size and pitch, mm: the name in a band at the top ({@link #NAME_BAND}), and under
     * it room for an army counter ({@link CounterFiles#MARKER}) with some to spare.
     */
    static final double SPACE_W = 34, SPACE_H = 22, NAME_BAND = 4.6, COL = 38.5, ROW = 25;
    /** Track space side and pitch, mm. */
    static final double TRACK = 18, PITCH = 19;

    private BoardView() {}

    static Map<String, Object> model(PortArthurGame g, KitTexts t, double bleed) {
        List<String> problems = BoardLayout.check(g.map());
        if (!problems.isEmpty())
            throw new IllegalStateException("board drawing and data/port-arthur/map.yaml disagree: " + problems);
        String lang = t.lang();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("width", BoardLayout.WIDTH);
        m.put("height", BoardLayout.HEIGHT);
        m.put("panel", BoardLayout.PANEL);
        m.put("bleed", bleed);
        m.put("t", t.all());
        m.put("mainland", BoardLayout.closedPath(BoardLayout.MAINLAND, 3));
        m.put("japan", BoardLayout.closedPath(BoardLayout.JAPAN, 3));
        List<String> keyAreas = g.tables().dominance().keyAreas();
        List<Map<String, Object>> areas = new ArrayList<>();
        for (SeaArea a : g.map().areas()) {
            AreaShape s = BoardLayout.AREAS.get(a.id());
            boolean key = keyAreas.contains(a.id());
            areas.add(Map.of(
                    "path",
                    BoardLayout.path(s.outline()) + " Z",
                    "x",
                    s.label().x(),
                    "y",
                    s.label().y(),
                    "name",
                    a.name(lang),
                    "key",
                    key,
                    "value",
                    key
                            ? t.get("board.key_area")
                            : t.format(
                                    "board.dominance_value",
                                    Map.of("japan", a.dominanceJapan(), "russia", a.dominanceRussia()))));
        }
        m.put("areas", areas);
        // in the order of their names: Map.of would order them differently in every run, and so the PDF
        m.put(
                "borders",
                new TreeMap<>(BoardLayout.BORDERS)
                        .values().stream().map(BoardLayout::path).toList());
        m.put("ports", ports(g, t));
        List<Map<String, Object>> landings = new ArrayList<>();
        for (LandingBox l : g.map().landingBoxes()) landings.add(box(BoardLayout.LANDINGS.get(l.id())));
        m.put("landings", landings);
        m.put("manchuria", manchuria(g, t));
        m.put("dp", dpTrack(g, t));
        m.put("turns", turnTrack(g, t));
        List<Map<String, Object>> bonus = new ArrayList<>();
        List<Integer> b = g.tables().dominance().keyAreaBonus();
        for (int i = 0; i < b.size(); i++) bonus.add(Map.of("held", i + 1, "dp", b.get(i)));
        m.put("keyBonus", bonus);
        return m;
    }

    private static List<Map<String, Object>> ports(PortArthurGame g, KitTexts t) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Port p : g.map().ports()) {
            PortPlace place = BoardLayout.PORTS.get(p.id());
            Map<String, Object> m = new HashMap<>();
            m.put("id", p.id());
            m.put("name", p.name(t.lang()));
            m.put("colour", Palette.side(p.usedBy()));
            m.put("anchorage", box(place.anchorage()));
            m.put("anchorageTitle", p.usedBy() == Side.JAPAN ? t.get("board.japan_anchorage") : p.name(t.lang()));
            m.put("shipyard", p.shipyard() ? box(place.shipyard()) : Map.of());
            m.put(
                    "dot",
                    place.port() == null
                            ? Map.of()
                            : Map.of("x", place.port().x(), "y", place.port().y()));
            m.put(
                    "label",
                    place.label() == null
                            ? Map.of()
                            : Map.of("x", place.label().x(), "y", place.label().y()));
            m.put("note", p.id().equals("diego-suarez") ? t.get("board.neutral_ports") : "");
            out.add(m);
        }
        return out;
    }

    private static Map<String, Object> manchuria(PortArthurGame g, KitTexts t) {
        List<ManchuriaSpace> spaces = g.manchuria().spaces();
        Map<String, Double> row = new HashMap<>();
        Map<String, Integer> depth = new HashMap<>();
        double[] nextLeaf = {0};
        for (ManchuriaSpace s : spaces) depth.put(s.id(), s.after() == null ? 0 : depth.get(s.after()) + 1);
        rows(spaces, null, row, nextLeaf);
        Box area = BoardLayout.MANCHURIA;
        double top = area.y() + 9;
        Map<String, double[]> at = new HashMap<>();
        List<Map<String, Object>> boxes = new ArrayList<>();
        List<String> legend = new ArrayList<>();
        for (ManchuriaSpace s : spaces) {
            double x = area.x() + depth.get(s.id()) * COL, y = top + row.get(s.id()) * ROW;
            at.put(s.id(), new double[] {x, y});
            String mark = "";
            if (s.effect() != null) {
                mark = String.valueOf(legend.size() + 1);
                legend.add(mark + "  " + s.name(t.lang()) + ": " + effect(g, s.effect(), t));
            }
            boxes.add(Map.of(
                    "x",
                    x,
                    "y",
                    y,
                    "w",
                    SPACE_W,
                    "h",
                    SPACE_H,
                    "name",
                    s.name(t.lang()),
                    "mark",
                    mark,
                    "first",
                    s.after() == null));
        }
        List<Map<String, Object>> arrows = new ArrayList<>();
        for (ManchuriaSpace s : spaces) {
            if (s.after() == null) continue;
            double[] a = at.get(s.after()), b = at.get(s.id());
            arrows.add(
                    Map.of("x1", a[0] + SPACE_W, "y1", a[1] + SPACE_H / 2, "x2", b[0] - 0.8, "y2", b[1] + SPACE_H / 2));
        }
        double legendTop = top
                + (row.values().stream().mapToDouble(Double::doubleValue).max().orElse(0)) * ROW
                + SPACE_H
                + 4.5;
        return Map.of(
                "x",
                area.x(),
                "y",
                area.y(),
                "spaces",
                boxes,
                "arrows",
                arrows,
                "legend",
                legend,
                "legendTop",
                legendTop,
                "band",
                NAME_BAND);
    }

    /** Tidy rows: each leaf its own row in data order, a space with branches in the middle of them. */
    private static double rows(List<ManchuriaSpace> spaces, String parent, Map<String, Double> row, double[] nextLeaf) {
        double sum = 0;
        int n = 0;
        for (ManchuriaSpace s : spaces) {
            if (parent == null ? s.after() != null : !parent.equals(s.after())) continue;
            List<ManchuriaSpace> kids =
                    spaces.stream().filter(k -> s.id().equals(k.after())).toList();
            double r = kids.isEmpty() ? nextLeaf[0]++ : rows(spaces, s.id(), row, nextLeaf);
            row.put(s.id(), r);
            sum += r;
            n++;
        }
        return n == 0 ? 0 : sum / n;
    }

    static String effect(PortArthurGame g, SpaceEffect e, KitTexts t) {
        Map<String, Object> args = new HashMap<>();
        if (e instanceof SpaceEffect.PortLosesShipyard p) {
            args.put("port", g.map().port(p.port()).map(x -> x.name(t.lang())).orElse(p.port()));
        } else if (e instanceof SpaceEffect.PortFalls p) {
            args.put("port", g.map().port(p.port()).map(x -> x.name(t.lang())).orElse(p.port()));
            args.put("dp", p.dp());
        } else if (e instanceof SpaceEffect.DpRoll r) {
            args.put("dp", r.dp());
            args.put("at_most", r.atMost());
        }
        return t.format("effect." + e.kind(), args);
    }

    private static Map<String, Object> dpTrack(PortArthurGame g, KitTexts t) {
        var track = g.dpTrack();
        Side pos = track.positiveSide();
        List<Map<String, Object>> spaces = new ArrayList<>();
        double x0 = 8;
        int i = 0;
        for (int v = track.min(); v <= track.max(); v++, i++) {
            Side toward = track.leader(v);
            int steps = Math.abs(v - track.start());
            String fill = toward == null ? "#f7f1df" : tint(Palette.side(toward), 0.16 + 0.09 * steps);
            spaces.add(Map.of(
                    "x",
                    x0 + i * PITCH,
                    "label",
                    String.valueOf(steps),
                    "fill",
                    fill,
                    "ink",
                    steps >= 4 ? Palette.WHITE : Palette.INK,
                    "centre",
                    toward == null));
        }
        double right = x0 + (i - 1) * PITCH + TRACK;
        return Map.of(
                "x",
                x0,
                "right",
                right,
                "spaces",
                spaces,
                "left",
                t.format(
                        "track.dp.toward",
                        Map.of("side", t.get("side." + pos.other().id()))),
                "rightText",
                t.format("track.dp.toward", Map.of("side", t.get("side." + pos.id()))));
    }

    private static Map<String, Object> turnTrack(PortArthurGame g, KitTexts t) {
        var turns = g.turns();
        double x0 = BoardLayout.WIDTH - 8 - (turns.count() - 1) * PITCH - TRACK;
        List<Map<String, Object>> spaces = new ArrayList<>();
        for (int n = 1; n <= turns.count(); n++) {
            spaces.add(Map.of(
                    "x",
                    x0 + (n - 1) * PITCH,
                    "n",
                    n,
                    "baltic",
                    turns.balticArrivals().contains(n),
                    "initiative",
                    n == turns.initiativeToRussiaOn()));
        }
        return Map.of("x", x0, "spaces", spaces, "russia", Palette.side(Side.RUSSIA));
    }

    /** A colour mixed with white: {@code amount} 1 keeps it, 0 gives white. */
    static String tint(String hex, double amount) {
        int v = Integer.parseInt(hex.substring(1), 16);
        int r = (v >> 16) & 255, gr = (v >> 8) & 255, b = v & 255;
        double a = Math.min(1, amount);
        return String.format(
                Locale.ROOT,
                "#%02x%02x%02x",
                (int) Math.round(255 - (255 - r) * a),
                (int) Math.round(255 - (255 - gr) * a),
                (int) Math.round(255 - (255 - b) * a));
    }

    static Map<String, Object> box(Box b) {
        return Map.of("x", b.x(), "y", b.y(), "w", b.w(), "h", b.h());
    }
}
