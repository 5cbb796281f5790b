package adjutant.generator.portarthur;

import adjutant.engine.portarthur.PortArthurGame;
import adjutant.generator.BigBoard;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.layout.Tile;
import adjutant.generator.layout.Tiling;
import adjutant.generator.svg.Templates;
import java.util.List;
import java.util.Map;

/** The board (A3 landscape, 420 × 297 mm): tiled on home paper, whole on A3, or one page with its bleed for a print shop. */
final class BoardFiles {
    private BoardFiles() {}

    static Drawing drawing(PortArthurGame game, KitTexts t, Templates templates, double bleed) {
        String svg = templates.render("port-arthur/board.svg.ftl", BoardView.model(game, t, bleed));
        return new Drawing("board-" + t.lang(), svg, BoardLayout.WIDTH, BoardLayout.HEIGHT, bleed);
    }

    static List<PagePlan> pages(Drawing board, PrintProfile p, Templates templates, KitTexts t, String title) {
        if (p.shop()) return List.of(Imposer.alone(board));
        Tiling tiling = BigBoard.tiling(board, p);
        int pages = tiling.tiles().size() + 1;
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
                                tiling.tiles().indexOf(tile) + 2,
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
