package adjutant.generator.hunt;

import adjutant.engine.hunt.HuntGame;
import adjutant.generator.BigBoard;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.layout.Tile;
import adjutant.generator.svg.Templates;
import java.util.List;
import java.util.Map;

/** The board: tiled on home paper (assembly index first), whole on A3, or one page with its bleed for a print shop. */
final class BoardFiles {
    private BoardFiles() {}

    static Drawing drawing(HuntGame game, Texts t, String title, double bleed) {
        return new Drawing(
                "board-" + t.lang(),
                BoardSketch.svg(game, t, title, bleed),
                BoardSketch.WIDTH,
                BoardSketch.HEIGHT,
                bleed);
    }

    static List<PagePlan> pages(HuntGame game, Texts t, String title, Templates templates, PrintProfile p) {
        Drawing board = drawing(game, t, title, p.shop() ? p.bleed() : 0);
        if (p.shop()) return List.of(Imposer.alone(board));
        List<Tile> tiles = BigBoard.tiling(board, p).tiles();
        int pages = tiles.size() + 1;
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
                                tiles.indexOf(tile) + 2,
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

    static PagePlan whole(HuntGame game, Texts t, String title, Paper paper, PrintProfile p) {
        return BigBoard.whole(drawing(game, t, title, 0), paper, p.margin());
    }
}
