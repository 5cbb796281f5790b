package adjutant.generator.rulebook;

import adjutant.engine.Games;
import adjutant.engine.hunt.Cell;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.GermanShip;
import adjutant.engine.hunt.Hex;
import adjutant.engine.hunt.HexGrid;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.LandMass;
import adjutant.engine.hunt.Merchant;
import adjutant.generator.hunt.HuntPieces;
import adjutant.generator.svg.Placed;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The figures of The Hunt rulebook's examples that happen on the map: the engine's hex grid
 * (every sea hex with its number, the land masses) with the tokens of the ships, forces and merchant
 * ships the example places, drawn as the kit prints them, its moves as arrows and its searches as rings. Drawn by
 * {@code rulebook/hunt-hexes.svg.ftl}; a battle's duels are {@link HuntBattleFigure}; examples
 * with neither get no figure.
 */
public final class HuntFigures implements ExampleFigures {
    /** Hex radius (centre to corner) in millimetres: the tokens' names readable, the map (10 cm high) fitting most of a page left below a section's text. */
    static final double R = 8.6;
    /** A token's side on the figure, mm (the kit's are {@link HuntPieces#TOKEN}), alone on its hex and beside another. */
    static final double TOKEN = 10, SHARED = 8.2;

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
            if (data.get("graf_spee") instanceof Number n)
                marks.add(mark(game, grid, n.intValue(), piece(game, templates, "graf-spee", null, lang)));
            for (Object m : list(data.get("merchant_ships")))
                marks.add(mark(
                        game, grid, ((Number) m).intValue(), merchant(game, templates, ((Number) m).intValue(), lang)));
            for (Object a : list(data.get("actions"))) {
                Map<?, ?> act = (Map<?, ?>) a;
                String side = act.get("ship") != null ? "german" : "british";
                if (act.get("from") instanceof Number f && act.get("to") instanceof Number t) {
                    double[] p = centre(game, grid, f.intValue()), q = centre(game, grid, t.intValue());
                    marks.add(mark(
                            game, grid, f.intValue(), piece(game, templates, act.get("ship"), act.get("force"), lang)));
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
                land.add(Map.of(
                        "path", "", "x", c[0], "y", c[1], "name", l.name().in(lang)));
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("width", R * Math.sqrt(3) * (grid.columns() + 0.5) + 2);
            m.put("height", R * (1.5 * grid.rows() + 0.5) + 2);
            m.put("hexes", hexes);
            m.put("lands", land);
            m.put("marks", marks);
            m.put("kitToken", HuntPieces.TOKEN);
            m.put("sea", HuntPieces.SEA);
            m.put("land", HuntPieces.LAND);
            m.put("ring", R * Math.sqrt(3) / 2 - 0.5);
            m.put("moves", moves);
            m.put("searches", searches);
            return templates.render("rulebook/hunt-hexes.svg.ftl", m);
        };
    }

    /** Tokens sharing a hex lie side by side, a size smaller, so each shows its name and the hex its number. */
    private static void stack(List<Map<String, Object>> marks) {
        Map<Object, Integer> count = new LinkedHashMap<>(), seen = new LinkedHashMap<>();
        for (Map<String, Object> k : marks) count.merge(k.get("hex"), 1, Integer::sum);
        for (int i = 0; i < marks.size(); i++) {
            Map<String, Object> k = new LinkedHashMap<>(marks.get(i));
            int n = seen.merge(k.get("hex"), 1, Integer::sum) - 1, of = count.get(k.get("hex"));
            if (of > 1) {
                k.put("x", (double) k.get("x") + (n - (of - 1) / 2.0) * (SHARED + 0.6));
                k.put("y", (double) k.get("y") + (TOKEN - SHARED) / 2);
                k.put("size", SHARED);
            }
            marks.set(i, k);
        }
    }

    /** A German ship's token ({@code ship}) or a British force's, standard face up ({@code force}). */
    private static String piece(HuntGame game, Templates templates, Object ship, Object force, String lang) {
        if (ship != null) {
            GermanShip s = game.germanShips().stream()
                    .filter(g -> g.id().equals(ship.toString()))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("example: no German ship '" + ship + "'"));
            return HuntPieces.germanShip(game, s, lang, templates);
        }
        Force f = force == null ? null : game.force(force.toString()).orElse(null);
        if (f == null)
            throw new IllegalArgumentException("example: an action needs a ship or a force, not '" + force + "'");
        return HuntPieces.force(game, f, lang, templates);
    }

    /** The token of the merchant ship that starts on {@code hex}, else of the first one: the figure shows a merchant ship, not which. */
    private static String merchant(HuntGame game, Templates templates, int hex, String lang) {
        Merchant m = game.merchants().stream()
                .filter(x -> game.map().starts().get(x.start()).hex() == hex)
                .findFirst()
                .orElse(game.merchants().get(0));
        return HuntPieces.merchant(game, m, lang, templates);
    }

    /** A token on a hex, as low in it as the hex's lower edges allow, so the hex's number above it stays in sight. */
    private static Map<String, Object> mark(HuntGame game, HexGrid grid, int hex, String token) {
        double[] c = centre(game, grid, hex);
        double side = R * Math.sqrt(3) / 2, half = TOKEN / 2;
        double lowest = R / 2 + (side - half) / side * R / 2;
        return Map.of("hex", hex, "x", c[0], "y", c[1] + lowest - half, "size", TOKEN, "token", Placed.group(token));
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
            sb.append(i == 0 ? 'M' : 'L')
                    .append(String.format(Locale.ROOT, "%.2f,%.2f", c[0] + R * Math.cos(a), c[1] + R * Math.sin(a)));
        }
        return sb.append('Z').toString();
    }

    private static List<?> list(Object o) {
        return o instanceof List<?> l ? l : List.of();
    }
}
