package adjutant.generator.layout;

import adjutant.engine.geometry.Box;
import java.util.ArrayList;
import java.util.List;

/**
 * Puts equal items on pages. At home: n-up grids, fronts on one page and, when the items
 * have backs, the backs on the next page at the mirrored places (long-edge duplex), moved
 * by the back offset; crop marks on the fronts. For a print shop: one item per page, the
 * page as big as the item with its bleed, TrimBox and BleedBox set, the back on the next page.
 */
public final class Imposer {
    private Imposer() {}

    public static List<PagePlan> sheets(PrintProfile p, List<Item> items) {
        if (items.isEmpty()) return List.of();
        return p.shop() ? onePerPage(items) : grids(p, items);
    }

    /**
     * Blocks of items of different sizes (tokens, then discs) one under another on a single
     * sheet, each block a centred grid with its own crop marks, the backs on the next page at
     * the mirrored places; when they do not all fit, each block gets sheets of its own.
     */
    public static List<PagePlan> stacked(PrintProfile p, List<List<Item>> blocks) {
        List<List<Item>> some = blocks.stream().filter(b -> !b.isEmpty()).toList();
        if (p.shop()) return onePerPage(some.stream().flatMap(List::stream).toList());
        Paper paper = p.paper().portrait();
        double reserve = p.margin() + p.bleed() + (p.cropMarks() ? Grid.MARK_GAP + Grid.MARK_LENGTH : 0);
        double g = p.gutter(), y = reserve, clipGrow = Math.min(p.bleed(), g / 2);
        List<Placement> fronts = new ArrayList<>(), backs = new ArrayList<>();
        List<Line> marks = new ArrayList<>();
        boolean duplex = false;
        for (List<Item> block : some) {
            Drawing d = block.get(0).front();
            int cols = (int) Math.floor((paper.width() - 2 * reserve + g) / (d.width() + g) + 1e-9);
            int rows = (int) Math.ceil(block.size() / (double) Math.max(1, cols));
            if (y > reserve) y += 2 * reserve - 2 * p.margin(); // room for the marks of both blocks
            double height = rows * d.height() + (rows - 1) * g;
            if (cols < 1 || y + height > paper.height() - reserve) {
                List<PagePlan> pages = new ArrayList<>();
                for (List<Item> b : some) pages.addAll(sheets(p, b));
                return pages;
            }
            int inRow = Math.min(cols, block.size());
            double x0 = (paper.width() - (inRow * d.width() + (inRow - 1) * g)) / 2;
            List<Box> used = new ArrayList<>();
            for (int i = 0; i < block.size(); i++) {
                Item item = block.get(i);
                Box cell = new Box(
                        x0 + (i % cols) * (d.width() + g), y + (i / cols) * (d.height() + g), d.width(), d.height());
                used.add(cell);
                fronts.add(Placement.trimmedAt(item.front(), cell, cell.grow(clipGrow)));
                if (item.back() != null) {
                    duplex = true;
                    Box back = Grid.backOf(cell, paper, p.backOffset());
                    backs.add(Placement.trimmedAt(item.back(), back, back.grow(clipGrow)));
                }
            }
            if (p.cropMarks()) marks.addAll(CropMarks.around(used, p.bleed()));
            y += height;
        }
        List<PagePlan> pages = new ArrayList<>(List.of(new PagePlan(paper, fronts, marks)));
        if (duplex) pages.add(new PagePlan(paper, backs, List.of()));
        return pages;
    }

    /** The grid the items get at home (for tests and for saying how many fit). */
    public static Grid gridFor(PrintProfile p, List<Item> items) {
        Drawing d = items.get(0).front();
        boolean duplex = items.stream().anyMatch(i -> i.back() != null);
        // Duplex sheets stay portrait: drivers turn landscape pages in different ways, which would break the mirroring.
        return duplex ? Grid.on(p, p.paper().portrait(), d.width(), d.height()) : Grid.fit(p, d.width(), d.height());
    }

    private static List<PagePlan> grids(PrintProfile p, List<Item> items) {
        Drawing first = items.get(0).front();
        for (Item i : items) {
            if (Math.abs(i.front().width() - first.width()) > 1e-6
                    || Math.abs(i.front().height() - first.height()) > 1e-6) {
                throw new IllegalArgumentException(
                        "items of one grid must have one size: " + i.front().id() + " differs from " + first.id());
            }
        }
        Grid grid = gridFor(p, items);
        boolean duplex = items.stream().anyMatch(i -> i.back() != null);
        double clipGrow = Math.min(p.bleed(), p.gutter() / 2);
        List<PagePlan> pages = new ArrayList<>();
        for (int start = 0; start < items.size(); start += grid.perPage()) {
            List<Item> chunk = items.subList(start, Math.min(items.size(), start + grid.perPage()));
            List<Placement> fronts = new ArrayList<>(), backs = new ArrayList<>();
            List<Box> used = new ArrayList<>();
            for (int i = 0; i < chunk.size(); i++) {
                Box cell = grid.cells().get(i);
                used.add(cell);
                fronts.add(Placement.trimmedAt(chunk.get(i).front(), cell, cell.grow(clipGrow)));
                if (chunk.get(i).back() != null) {
                    Box back = Grid.backOf(cell, grid.paper(), p.backOffset());
                    backs.add(Placement.trimmedAt(chunk.get(i).back(), back, back.grow(clipGrow)));
                }
            }
            List<Line> marks = p.cropMarks() ? CropMarks.around(used, p.bleed()) : List.of();
            pages.add(new PagePlan(grid.paper(), fronts, marks));
            if (duplex) pages.add(new PagePlan(grid.paper(), backs, List.of()));
        }
        return pages;
    }

    private static List<PagePlan> onePerPage(List<Item> items) {
        List<PagePlan> pages = new ArrayList<>();
        for (Item i : items) {
            pages.add(alone(i.front()));
            if (i.back() != null) pages.add(alone(i.back()));
        }
        return pages;
    }

    /** A page exactly the size of the drawing's canvas: the bleed box; the trim box inset by the bleed. */
    public static PagePlan alone(Drawing d) {
        Box bleed = new Box(0, 0, d.canvasWidth(), d.canvasHeight());
        Box trim = bleed.grow(-d.bleed());
        return new PagePlan(
                d.canvasWidth(), d.canvasHeight(), List.of(new Placement(d, 0, 0, 1, null)), List.of(), trim, bleed);
    }
}
