package adjutant.generator.hunt;

import adjutant.engine.geometry.Box;
import adjutant.generator.layout.CropMarks;
import adjutant.generator.layout.Grid;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.Line;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import adjutant.generator.layout.PrintProfile;
import java.util.ArrayList;
import java.util.List;

/**
 * Cards nine to a home sheet. Three poker cards are 189 mm wide, so on A4 and Letter they
 * sit edge to edge: one cut serves two cards, the bleed runs out only around the block (the
 * inner edges are clipped at the trim, so no card paints over its neighbour), and crop marks
 * stand at every cut outside the block. Fronts on one page, backs on the next at the mirrored
 * places, moved by the back offset (long-edge duplex). A print shop gets one card per page
 * from the shared {@link Imposer}.
 */
final class CardSheets {
    static final int COLS = 3, ROWS = 3;

    private CardSheets() {}

    static List<PagePlan> pages(PrintProfile p, List<Item> cards) {
        if (p.shop()) return Imposer.sheets(p, cards);
        Paper paper = p.paper().portrait();
        List<Box> cells = cells(paper);
        List<PagePlan> pages = new ArrayList<>();
        for (int start = 0; start < cards.size(); start += cells.size()) {
            List<Item> chunk = cards.subList(start, Math.min(cards.size(), start + cells.size()));
            List<Placement> fronts = new ArrayList<>(), backs = new ArrayList<>();
            List<Box> used = new ArrayList<>();
            for (int i = 0; i < chunk.size(); i++) {
                Box cell = cells.get(i);
                used.add(cell);
                fronts.add(Placement.trimmedAt(chunk.get(i).front(), cell, clip(cell, i, chunk.size(), p.bleed())));
                if (chunk.get(i).back() != null) {
                    Box back = Grid.backOf(cell, paper, p.backOffset());
                    Box clip = clip(cell, i, chunk.size(), p.bleed())
                            .mirrorX(paper.width())
                            .shift(p.backOffset().x(), p.backOffset().y());
                    backs.add(Placement.trimmedAt(chunk.get(i).back(), back, clip));
                }
            }
            List<Line> marks = p.cropMarks() ? CropMarks.around(used, p.bleed()) : List.of();
            pages.add(new PagePlan(paper, fronts, marks));
            if (!backs.isEmpty()) pages.add(new PagePlan(paper, backs, List.of()));
        }
        return pages;
    }

    /** The nine trimmed cards, centred on the sheet, row by row from the top left. */
    static List<Box> cells(Paper paper) {
        double w = CardFaces.WIDTH, h = CardFaces.HEIGHT;
        double x0 = (paper.width() - COLS * w) / 2, y0 = (paper.height() - ROWS * h) / 2;
        List<Box> out = new ArrayList<>();
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) out.add(new Box(x0 + c * w, y0 + r * h, w, h));
        }
        return out;
    }

    /** The card grown by the bleed on the sides where no neighbour sits on this sheet. */
    static Box clip(Box cell, int index, int count, double bleed) {
        int col = index % COLS, row = index / COLS;
        boolean left = col == 0, right = col == COLS - 1 || index + 1 >= count;
        boolean top = row == 0, bottom = row == ROWS - 1 || index + COLS >= count;
        double l = left ? bleed : 0, r = right ? bleed : 0, t = top ? bleed : 0, b = bottom ? bleed : 0;
        return new Box(cell.x() - l, cell.y() - t, cell.w() + l + r, cell.h() + t + b);
    }
}
