package adjutant.generator.diplomacy;

import adjutant.generator.BigBoard;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.layout.Tile;
import adjutant.generator.svg.Templates;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The board: tiled on home paper, whole on A3 or A2, or one page with its bleed for a print shop. */
final class BoardFiles {
    /** Millimetres per board unit: the 1000 × 860 board is 450 × 387 mm, two by two A4 or Letter tiles. */
    static final double SCALE = 0.45;

    private BoardFiles() {}

    static Drawing drawing(BoardGeometry g, KitTexts t, String title, Templates templates, double bleed) {
        String svg = templates.render("diplomacy/board.svg.ftl", BoardView.model(g, t, title, false, SCALE, bleed));
        return new Drawing("board-" + t.lang(), svg, g.width() * SCALE, g.height() * SCALE, bleed);
    }

    /**
     * The board as its own SVG file, {@code board.svg}: the drawing of the PDFs (no bleed) with
     * each province one closed path whose {@code id} is its map.yaml id, to restyle in Inkscape
     * or to read the geometry from.
     */
    static byte[] svg(BoardGeometry g, KitTexts t, String title, Templates templates) {
        Map<String, Object> model = new LinkedHashMap<>(BoardView.model(g, t, title, false, SCALE, 0));
        model.put("ids", true);
        return templates.render("diplomacy/board.svg.ftl", model).getBytes(StandardCharsets.UTF_8);
    }

    static List<PagePlan> pages(Drawing board, PrintProfile p, Templates templates, KitTexts t, String title) {
        if (p.shop()) return List.of(Imposer.alone(board));
        int pages = BigBoard.tiling(board, p).tiles().size() + 1;
        BigBoard.Texts texts = new BigBoard.Texts(
                title,
                t.get("kit.print.assembly"),
                (Tile tile) -> t.format(
                        "kit.print.tile",
                        Map.of(
                                "name",
                                tile.name(),
                                "row",
                                tile.row() + 1,
                                "col",
                                tile.col() + 1,
                                "page",
                                BigBoard.tiling(board, p).tiles().indexOf(tile) + 2,
                                "pages",
                                pages)),
                t.get("kit.print.tile_hint"),
                List.of(
                        t.get("kit.print.step_print"),
                        t.get("kit.print.step_cut"),
                        t.get("kit.print.step_lay"),
                        t.get("kit.print.step_tape")));
        return BigBoard.tiled(board, p, templates, texts);
    }

    static PagePlan whole(Drawing board, Paper paper, PrintProfile p) {
        return BigBoard.whole(board, paper, p.margin());
    }
}
