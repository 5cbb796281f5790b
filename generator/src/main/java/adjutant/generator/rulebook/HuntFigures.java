package adjutant.generator.rulebook;

import adjutant.engine.Games;
import adjutant.engine.hunt.Cell;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.GermanShip;
import adjutant.engine.hunt.Hex;
import adjutant.engine.hunt.HexGrid;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.LandMass;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The figures of The Hunt rulebook's examples that happen on the map: the engine's hex grid
 * (every sea hex with its number, the land masses) with the ships, forces and merchant ships the
 * example places, its moves as arrows and its searches as rings. Drawn by
 * {@code rulebook/hunt-hexes.svg.ftl}; a battle's duels are {@link HuntBattleFigure}; examples
 * with neither get no figure.
 */
public final class HuntFigures implements ExampleFigures {
    /** Hex radius (centre to corner) in millimetres. */
    static final double R = 7.2;

    @Override
    public String game() {
        return "hunt";
    }

    @Override
    public Drawer open(Path home, Templates templates) {
        HuntGame game = Games.loadChecked(home, game(), HuntGame.class);
        HexGrid grid = game.map().grid();
        return (id, data, lang) -> {
            if (data.get("duels") instanceof List<?>) return HuntBattleFigure.svg(game, templates, data, lang);
            List<Map<String, Object>> marks = new ArrayList<>();
            List<Map<String, Object>> moves = new ArrayList<>();
            List<Map<String, Object>> searches = new ArrayList<>();
            if (data.get("graf_spee") instanceof Number n) marks.add(mark(game, grid, n.intValue(), ship(game, "graf-spee", lang), "german"));
            for (Object m : list(data.get("merchant_ships"))) marks.add(mark(game, grid, ((Number) m).intValue(), "M", "merchant"));
            for (Object a : list(data.get("actions"))) {
                Map<?, ?> act = (Map<?, ?>) a;
                String who = act.get("ship") != null ? ship(game, act.get("ship").toString(), lang) : force(game, act.get("force"), lang);
                String side = act.get("ship") != null ? "german" : "british";
                if (act.get("from") instanceof Number f && act.get("to") instanceof Number t) {
                    double[] p = centre(game, grid, f.intValue()), q = centre(game, grid, t.intValue());
                    marks.add(mark(game, grid, f.intValue(), who, side));
                    moves.add(Map.of("x1", p[0], "y1", p[1], "x2", q[0], "y2", q[1], "side", side));
                }
                if (act.get("hex") instanceof Number h) searches.add(ring(game, grid, h.intValue()));
                if (act.get("hint_hex") instanceof Number h) searches.add(ring(game, grid, h.intValue()));
            }
            if (marks.isEmpty() && moves.isEmpty()) return null;
            stack(marks);
            List<Map<String, Object>> hexes = new ArrayList<>();
            for (Hex h : game.map().hexes().values()) {
                double[] c = centre(grid, h.cell());
                hexes.add(Map.of("x", c[0], "y", c[1], "label", h.label(), "path", outline(c)));
            }
            List<Map<String, Object>> land = new ArrayList<>();
            for (LandMass l : game.map().land()) {
                for (Cell c : l.cells()) land.add(Map.of("path", outline(centre(grid, c))));
                double[] c = centre(grid, l.cells().get(l.cells().size() / 2));
                land.add(Map.of("path", "", "x", c[0], "y", c[1], "name", l.name().in(lang)));
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("width", R * Math.sqrt(3) * (grid.columns() + 0.5) + 2);
            m.put("height", R * (1.5 * grid.rows() + 0.5) + 2);
            m.put("hexes", hexes);
            m.put("land", land);
            m.put("marks", marks);
            m.put("moves", moves);
            m.put("searches", searches);
            return templates.render("rulebook/hunt-hexes.svg.ftl", m);
        };
    }

    /** Pieces sharing a hex stand one above the other instead of on top of each other. */
    private static void stack(List<Map<String, Object>> marks) {
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (int i = 0; i < marks.size(); i++) {
            Map<String, Object> k = marks.get(i);
            int n = seen.merge(String.valueOf(k.get("hex")), 1, Integer::sum) - 1;
            if (n > 0) {
                Map<String, Object> moved = new LinkedHashMap<>(k);
                moved.put("y", (double) k.get("y") + 4 * n);
                marks.set(i, moved);
            }
        }
    }

    private static String ship(HuntGame game, String id, String lang) {
        return game.germanShips().stream().filter(s -> s.id().equals(id)).findFirst().map(GermanShip::name).map(n -> n.in(lang)).orElse(id);
    }

    private static String force(HuntGame game, Object id, String lang) {
        if (id == null) return "?";
        return game.force(id.toString()).map(Force::name).map(n -> n.in(lang)).orElse(id.toString());
    }

    private static Map<String, Object> mark(HuntGame game, HexGrid grid, int hex, String label, String side) {
        double[] c = centre(game, grid, hex);
        double w = Math.max(8, label.length() * 1.4 + 2.4);
        // Kept on the figure: a long name on an edge hex would be cut off.
        double x = Math.max(w / 2 + 0.5, Math.min(R * Math.sqrt(3) * (grid.columns() + 0.5) + 1.5 - w / 2, c[0]));
        return Map.of("hex", hex, "x", x, "y", c[1], "w", w, "label", label, "side", side);
    }

    private static Map<String, Object> ring(HuntGame game, HexGrid grid, int hex) {
        double[] c = centre(game, grid, hex);
        return Map.of("x", c[0], "y", c[1]);
    }

    private static double[] centre(HuntGame game, HexGrid grid, int hex) {
        if (!game.map().has(hex)) throw new IllegalArgumentException("example: no hex " + hex + " on the map");
        return centre(grid, game.map().hex(hex).cell());
    }

    /** The centre of a cell in millimetres; the grid's offset rows or columns are pushed half a hex. */
    static double[] centre(HexGrid grid, Cell c) {
        double w = R * Math.sqrt(3);
        boolean pushed = switch (grid.offset()) {
            case ODD_R -> (c.row() & 1) == 1;
            case EVEN_R -> (c.row() & 1) == 0;
            case ODD_Q -> (c.col() & 1) == 1;
            case EVEN_Q -> (c.col() & 1) == 0;
        };
        if (grid.orientation() == HexGrid.Orientation.POINTY) {
            return new double[] {1 + w / 2 + w * c.col() + (pushed ? w / 2 : 0), 1 + R + 1.5 * R * c.row()};
        }
        return new double[] {1 + R + 1.5 * R * c.col(), 1 + w / 2 + w * c.row() + (pushed ? w / 2 : 0)};
    }

    private static String outline(double[] c) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            double a = Math.toRadians(60 * i - 90);
            sb.append(i == 0 ? 'M' : 'L').append(String.format(Locale.ROOT, "%.2f,%.2f", c[0] + R * Math.cos(a), c[1] + R * Math.sin(a)));
        }
        return sb.append('Z').toString();
    }

    private static List<?> list(Object o) {
        return o instanceof List<?> l ? l : List.of();
    }
}
