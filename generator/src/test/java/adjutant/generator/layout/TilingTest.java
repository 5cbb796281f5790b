package adjutant.generator.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Box;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Boards of every size from a postcard to a tablecloth, tiled on each home paper. */
class TilingTest {
    static final double BAND = 9;

    @TestFactory
    Stream<DynamicTest> everyBoardSizeIsCoveredByEvenTilesThatFitThePage() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Paper paper : Paper.HOME) {
            PrintProfile p = PrintProfile.home(paper);
            for (double w = 120; w <= 900; w += 31) {
                for (double h = 120; h <= 700; h += 29) {
                    double width = w, height = h;
                    tests.add(DynamicTest.dynamicTest(
                            paper.name() + " " + w + "×" + h,
                            () -> check(Tiling.plan(width, height, p, BAND), p, width, height)));
                }
            }
        }
        return tests.stream();
    }

    private static void check(Tiling t, PrintProfile p, double width, double height) {
        assertEquals(t.rows() * t.cols(), t.tiles().size());
        double o = p.overlap();
        Paper paper = t.paper();
        for (Tile tile : t.tiles()) {
            Box s = tile.source(), win = tile.window();
            assertTrue(win.right() <= paper.width() - p.margin() + 1e-6, tile.name() + " runs into the right margin");
            assertTrue(win.bottom() <= paper.height() - p.margin() - BAND + 1e-6, tile.name() + " runs into its label");
            assertEquals(s.w(), win.w(), 1e-6);
            assertEquals(s.h(), win.h(), 1e-6);
            // no sliver: every tile of the board is as big as the first, give or take rounding
            assertEquals(t.tiles().get(0).source().w(), s.w(), 1e-6, tile.name() + " is narrower than A1");
            assertEquals(t.tiles().get(0).source().h(), s.h(), 1e-6, tile.name() + " is lower than A1");
            if (tile.col() > 0)
                assertEquals(
                        o,
                        t.tiles()
                                        .get(tile.row() * t.cols() + tile.col() - 1)
                                        .source()
                                        .right()
                                - s.x(),
                        1e-6);
            if (tile.row() > 0)
                assertEquals(
                        o,
                        t.tiles()
                                        .get((tile.row() - 1) * t.cols() + tile.col())
                                        .source()
                                        .bottom()
                                - s.y(),
                        1e-6);
        }
        Tile last = t.tiles().get(t.tiles().size() - 1);
        assertEquals(width, last.source().right(), 1e-6, "the tiles end where the board ends");
        assertEquals(height, last.source().bottom(), 1e-6);
        // and no more pages than the fewest full-size tiles would take
        double aw = paper.width() - 2 * p.margin(), ah = paper.height() - 2 * p.margin() - BAND;
        assertEquals(Math.max(1, (int) Math.ceil((width - o) / (aw - o) - 1e-9)), t.cols());
        assertEquals(Math.max(1, (int) Math.ceil((height - o) / (ah - o) - 1e-9)), t.rows());
    }
}
