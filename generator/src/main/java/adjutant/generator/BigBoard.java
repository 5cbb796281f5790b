package adjutant.generator;

import adjutant.engine.geometry.Box;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.layout.Tile;
import adjutant.generator.layout.Tiling;
import adjutant.generator.pdf.TextBoxes;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A board bigger than home paper: printed in tiles at 100 % (an assembly index first,
 * then one page per tile with its name and a small plan), or whole on one big sheet.
 */
public final class BigBoard {
    /** Height of the band at the foot of each tile page for its label, mm. */
    public static final double LABEL_BAND = 9;

    private BigBoard() {}

    /**
     * The strings printed on tile pages.
     *
     * @param tileName the name line of a tile (e.g. "A1 · page 2 of 5")
     * @param steps    how to cut and join the tiles, in order
     */
    public record Texts(
            String title, String heading, Function<Tile, String> tileName, String tileHint, List<String> steps) {}

    /**
     * The tile pages' strings from a kit's {@code kit.print.*} strings, which every kit words alike:
     * the assembly heading, each tile's name with its row, column and page, the hint and the steps.
     */
    public static Texts texts(KitTexts t, String title, Tiling tiling) {
        List<Tile> tiles = tiling.tiles();
        int pages = tiles.size() + 1;
        return new Texts(
                title,
                t.get("kit.print.assembly"),
                tile -> t.format(
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
    }

    /** The board on home paper, worded by the kit's strings; or one page with its bleed for a print shop. */
    public static List<PagePlan> pages(Drawing board, PrintProfile p, Templates templates, KitTexts t, String title) {
        if (p.shop()) return List.of(Imposer.alone(board));
        Tiling tiling = tiling(board, p);
        return tiled(board, tiling, p, templates, texts(t, title, tiling));
    }

    public static Tiling tiling(Drawing board, PrintProfile p) {
        return Tiling.plan(board.width(), board.height(), p, LABEL_BAND).keepingClearOf(TextBoxes.of(board.svg()));
    }

    /** The assembly index, then the tiles. */
    private static List<PagePlan> tiled(
            Drawing board, Tiling tiling, PrintProfile p, Templates templates, Texts texts) {
        List<PagePlan> pages = new ArrayList<>();
        pages.add(index(board, tiling, p, templates, texts));
        Paper paper = tiling.paper();
        for (Tile t : tiling.tiles()) {
            Map<String, Object> m = new LinkedHashMap<>();
            double w = paper.width() - 2 * p.margin();
            m.put("width", w);
            m.put("height", LABEL_BAND - 1);
            m.put("rows", tiling.rows());
            m.put("cols", tiling.cols());
            m.put("row", t.row());
            m.put("col", t.col());
            m.put("name", texts.tileName().apply(t));
            m.put("hint", texts.tileHint());
            m.put("title", texts.title());
            Drawing label = new Drawing(
                    "tile-label-" + t.name(), templates.render("print/tile-label.svg.ftl", m), w, LABEL_BAND - 1, 0);
            List<Placement> items = List.of(
                    tiling.placement(board, t),
                    Placement.trimmedAt(
                            label,
                            new Box(p.margin(), paper.height() - p.margin() - LABEL_BAND + 1, w, LABEL_BAND - 1),
                            null));
            pages.add(new PagePlan(paper, items, tiling.marks(t)));
        }
        return pages;
    }

    private static PagePlan index(Drawing board, Tiling tiling, PrintProfile p, Templates templates, Texts texts) {
        Paper paper = tiling.paper();
        double top = p.margin() + 22, stepsHeight = 6 + 5.2 * texts.steps().size();
        double availW = paper.width() - 2 * p.margin(), availH = paper.height() - top - p.margin() - stepsHeight;
        double scale = Math.min(availW / board.width(), availH / board.height());
        double x = (paper.width() - board.width() * scale) / 2, y = top;
        List<Map<String, Object>> tiles = new ArrayList<>();
        for (Tile t : tiling.tiles()) {
            tiles.add(Map.of(
                    "x",
                    x + t.source().x() * scale,
                    "y",
                    y + t.source().y() * scale,
                    "w",
                    t.source().w() * scale,
                    "h",
                    t.source().h() * scale,
                    "name",
                    t.name()));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("width", paper.width());
        m.put("height", paper.height());
        m.put("left", x);
        m.put("top", top);
        m.put("heading", texts.heading());
        m.put("tiles", tiles);
        m.put("steps", texts.steps());
        m.put("stepsTop", y + board.height() * scale + 8);
        Drawing overlay = new Drawing(
                "assembly-index", templates.render("print/assembly.svg.ftl", m), paper.width(), paper.height(), 0);
        Placement picture = new Placement(
                board,
                x - board.bleed() * scale,
                y - board.bleed() * scale,
                scale,
                new Box(x, y, board.width() * scale, board.height() * scale));
        return new PagePlan(paper, List.of(picture, new Placement(overlay, 0, 0, 1, null)), List.of());
    }

    /** The whole board on one sheet (turned to the board's orientation), scaled to fill its printable area. */
    public static PagePlan whole(Drawing board, Paper paper, double margin) {
        Paper sheet = board.width() >= board.height() ? paper.landscape() : paper.portrait();
        double scale =
                Math.min((sheet.width() - 2 * margin) / board.width(), (sheet.height() - 2 * margin) / board.height());
        double x = (sheet.width() - board.width() * scale) / 2, y = (sheet.height() - board.height() * scale) / 2;
        Box trim = new Box(x, y, board.width() * scale, board.height() * scale);
        return new PagePlan(
                sheet,
                List.of(new Placement(board, x - board.bleed() * scale, y - board.bleed() * scale, scale, trim)),
                List.of());
    }
}
