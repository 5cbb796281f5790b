package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.BoardLayout;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.KitTexts;
import adjutant.generator.pdf.Fonts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.locationtech.jts.geom.Envelope;

/**
 * The model of {@code templates/diplomacy/board.svg.ftl}: plain maps and lists (the
 * template sandbox exposes no Java objects) holding the shapes in board units, the labels
 * in one language and the legend's strings.
 */
final class BoardView {
    /** Label sizes in board units. */
    static final double ABBR_SIZE = 9.5, NAME_SIZE = 5.6, PAD_ABBR_SIZE = 15;
    /** The legend's text: 4.8 units are 6.1 pt on the tiled board ({@link BoardFiles#SCALE}). */
    static final double LEGEND_SIZE = 4.8;
    /** Names wider than this (board units) go on two lines. */
    private static final double NAME_WIDTH = 62;

    private BoardView() {}

    /**
     * @param pad    the small planning map: abbreviations only, lighter colours, no legend
     * @param scale  millimetres per board unit
     * @param bleed  millimetres of background beyond the board's edge
     */
    static Map<String, Object> model(
            BoardGeometry g, KitTexts t, String gameTitle, boolean pad, double scale, double bleed) {
        Map<String, Object> m = new LinkedHashMap<>();
        double bleedUnits = bleed / scale;
        m.put("pad", pad);
        m.put("width", g.width());
        m.put("height", g.height());
        m.put("bleed", bleedUnits);
        m.put("widthMm", g.width() * scale + 2 * bleed);
        m.put("heightMm", g.height() * scale + 2 * bleed);
        m.put("title", gameTitle);
        m.put("provinces", provinces(g, t, pad));
        m.put("areas", areas(g, t));
        m.put("neutral", g.neutralPath());
        m.put("lakes", g.lakesPath());
        List<Map<String, Object>> borders = new ArrayList<>();
        for (Map.Entry<BoardGeometry.BorderKind, String> b : g.borderPaths()) {
            borders.add(Map.of("kind", b.getKey().name().toLowerCase(Locale.ROOT), "path", b.getValue()));
        }
        m.put("borders", borders);
        m.put("national", nationalBorders(g));
        List<Map<String, Object>> canals = new ArrayList<>();
        for (List<Pt> line : g.canals()) canals.add(Map.of("path", BoardGeometry.path(List.of(line), false)));
        m.put("canals", canals);
        List<Map<String, Object>> coasts = new ArrayList<>();
        for (Map.Entry<Location, Province.Point> e : g.map.board().coastLabels().entrySet()) {
            coasts.add(Map.of(
                    "x",
                    e.getValue().x(),
                    "y",
                    e.getValue().y(),
                    "text",
                    t.get("coast.short." + e.getKey().coast())));
        }
        m.put("coasts", coasts);
        List<Map<String, Object>> powers = new ArrayList<>();
        for (Power p : g.map.powers())
            powers.add(Map.of(
                    "id",
                    p.id(),
                    "name",
                    p.name(t.lang()),
                    "colour",
                    p.color(),
                    "home",
                    Colours.pale(p.color(), 0.38)));
        m.put("powers", powers);
        m.put("t", strings(t));
        m.put("coastLines", halves(t.get("kit.board.coasts")));
        m.put("legendSize", LEGEND_SIZE);
        m.put("legendImpassable", impassableRow(g.map));
        m.put("legendCoasts", coastRow(g.map));
        m.put("legendNational", nationalRow(g.map));
        m.put("counter", g.counterSide());
        if (!pad) {
            Envelope at = g.legend();
            m.put("legendAt", Map.of("x", at.getMinX(), "y", at.getMinY()));
        }
        return m;
    }

    private static List<Map<String, Object>> provinces(BoardGeometry g, KitTexts t, boolean pad) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Province p : g.map.provinces()) {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("id", p.id());
            v.put("abbr", p.abbr());
            v.put("name", p.name(t.lang()));
            // The name where BoardSpots found it room inside the province (in every language); the abbreviation always.
            LabelBoxes.Layout layout = g.labelLayout(p);
            v.put("lines", pad || layout.nameSize() <= 0 ? List.of() : lines(p.name(t.lang())));
            v.put("nameSize", layout.nameSize());
            v.put("nameLine", LabelBoxes.line(layout.nameSize()));
            v.put("terrain", p.terrain().name().toLowerCase(Locale.ROOT));
            v.put("path", g.outlinePath(p.id()));
            v.put("tint", p.isHomeCentre() ? g.map.power(p.home()).color() : "");
            v.put("home", countryShade(g, p, pad));
            v.put("sc", p.supplyCentre());
            v.put("x", p.label().x());
            v.put("y", p.label().y());
            v.put("abbrSize", pad ? PAD_ABBR_SIZE : layout.size());
            v.put("starX", layout.starX());
            v.put("starY", layout.starY());
            spots(g, p, v);
            out.add(v);
        }
        return out;
    }

    /**
     * Where a counter stands ({@code spots}: the province's, then its coasts' not on it, each the
     * centre of a counter's square) and, for a supply centre, the radius of the ownership marker
     * its star shows room for (0 where only the star fits).
     */
    private static void spots(BoardGeometry g, Province p, Map<String, Object> v) {
        BoardSpots.Spot s = g.spot(p.id());
        List<Map<String, Object>> spots =
                new ArrayList<>(List.of(Map.of("x", s.unit().x(), "y", s.unit().y())));
        double half = g.counterSide() / 2;
        for (Pt c : s.coasts().values()) {
            if (spots.stream()
                    .noneMatch(o -> Math.abs(((Double) o.get("x")) - c.x()) < 2 * half
                            && Math.abs(((Double) o.get("y")) - c.y()) < 2 * half)) {
                spots.add(Map.of("x", c.x(), "y", c.y()));
            }
        }
        v.put("spots", spots);
        v.put("marker", s.sc() != null && s.scRadius() > BoardSpots.STAR ? s.scRadius() : 0);
    }

    /**
     * The shade of a province of a power's home country: one per power, whatever the terrain, so
     * the whole country reads as one (empty for a neutral province or a sea).
     */
    private static String countryShade(BoardGeometry g, Province p, boolean pad) {
        String power = countries(g.map).get(p.id());
        return power == null ? "" : Colours.pale(g.map.power(power).color(), pad ? 0.7 : 0.38);
    }

    /** Province id → the power whose home country holds it (its home centres where the data gives no country). */
    static Map<String, String> countries(DipMap map) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Power w : map.powers())
            for (String id : w.country().isEmpty() ? w.homeCentres() : w.country()) out.put(id, w.id());
        return out;
    }

    /**
     * The borders of countries, drawn thick (the rulebook: thick black lines part the states, thin
     * ones a power's provinces): every land border except those inside one power's home country, a
     * neutral state being one province; and the edge of impassable land. Coastlines are not
     * national borders: they are drawn as coast.
     */
    static String nationalBorders(BoardGeometry g) {
        return BoardGeometry.path(nationalLines(g), false);
    }

    /** The lines of {@link #nationalBorders}: none on a map whose powers have no home country given. */
    static List<List<Pt>> nationalLines(BoardGeometry g) {
        if (!nationalRow(g.map)) return List.of();
        Map<String, String> country = countries(g.map);
        List<List<Pt>> lines = new ArrayList<>();
        for (BoardGeometry.Line l : g.borders()) {
            Province a = g.map.province(l.a()), b = g.map.province(l.b());
            boolean land = l.kind() == BoardGeometry.BorderKind.LAND || l.kind() == BoardGeometry.BorderKind.SHORE;
            boolean impassable = l.kind() == BoardGeometry.BorderKind.EDGE
                    && (a == null) != (b == null)
                    && g.map.board().impassable().stream().anyMatch(x -> x.id().equals(a == null ? l.a() : l.b()));
            if (land && country.get(l.a()) != null && Objects.equals(country.get(l.a()), country.get(l.b()))) continue;
            if (land || impassable) lines.addAll(l.lines());
        }
        return lines;
    }

    private static List<Map<String, Object>> areas(BoardGeometry g, KitTexts t) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (BoardLayout.Area a : g.map.board().impassable()) {
            out.add(Map.of(
                    "id",
                    a.id(),
                    "name",
                    a.name(t.lang()),
                    "path",
                    g.outlinePath(a.id()),
                    "x",
                    a.label().x(),
                    "y",
                    a.label().y()));
        }
        return out;
    }

    /** The legend's box, board units: its width, and its height with one row per power. */
    static double legendWidth() {
        return 118;
    }

    static double legendHeight(DipMap map) {
        return 166
                + 7 * map.powers().size()
                - (impassableRow(map) ? 0 : 12)
                - (coastRow(map) ? 0 : 12)
                - (nationalRow(map) ? 0 : 14);
    }

    /** Whether the board draws national borders (and its legend explains them): only when the powers' home countries are given. */
    static boolean nationalRow(DipMap map) {
        return map.powers().stream().anyMatch(w -> !w.country().isEmpty());
    }

    /** Whether the legend explains the hatching of impassable areas: only on a map that has one. */
    static boolean impassableRow(DipMap map) {
        return !map.board().impassable().isEmpty();
    }

    /** Whether the legend explains the coast tags: only on a map with a province of two coasts. */
    static boolean coastRow(DipMap map) {
        return map.provinces().stream().anyMatch(p -> !p.coasts().isEmpty());
    }

    /** A name on one line, or two when it is long and has a space to break at (nearest the middle). */
    static List<String> lines(String name) {
        if (Fonts.width(name, false, NAME_SIZE) <= NAME_WIDTH || !name.contains(" ")) return List.of(name);
        return halves(name);
    }

    /** A text in two lines, broken at the space nearest its middle. */
    static List<String> halves(String text) {
        int best = -1;
        for (int i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
            if (best < 0 || Math.abs(i - text.length() / 2) < Math.abs(best - text.length() / 2)) best = i;
        }
        return best < 0 ? List.of(text) : List.of(text.substring(0, best), text.substring(best + 1));
    }

    private static Map<String, String> strings(KitTexts t) {
        Map<String, String> s = new LinkedHashMap<>();
        for (String k : List.of(
                "board.legend",
                "board.supply_centre",
                "board.home_centre",
                "board.impassable",
                "terrain.sea",
                "terrain.coast",
                "terrain.land",
                "kit.board.border_national",
                "kit.board.border_land",
                "kit.board.border_shore",
                "kit.board.border_sea",
                "kit.board.canal",
                "kit.board.coasts",
                "kit.board.powers",
                "kit.board.scale_note",
                "coast.short.nc",
                "coast.short.sc",
                "coast.short.ec")) {
            s.put(k, t.get(k));
        }
        return s;
    }
}
