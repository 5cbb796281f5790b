package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;

/**
 * The board as a playing surface, in millimetres on every sheet printed for play (the shapes
 * are one for both languages): each province holds a counter and its margin, adjacent provinces
 * share a readable border, others touch at most at a corner.
 */
class BoardRoomTest {
    static final Path HOME = Path.of(System.getProperty("adjutant.home", ".."));
    static BoardGeometry board;
    static BoardGeography geo;
    static Map<String, Double> squares;

    @BeforeAll
    static void measure() {
        DiplomacyGame game = Games.loadChecked(HOME, "diplomacy", DiplomacyGame.class);
        geo = BoardGeography.read(HOME, game.map());
        board = BoardGeometry.of(game.map(), geo);
        squares = BoardRoom.squares(board);
    }

    @Test
    void everyPlaySheetHasRoomForEveryProvinceAndBorder() {
        StringBuilder report = new StringBuilder();
        List<String> shortfalls = new java.util.ArrayList<>();
        for (BoardRoom.Sheet sheet : BoardRoom.playSheets(board.width(), board.height())) {
            BoardRoom.Measure m = BoardRoom.measure(board, geo.room(), sheet, squares);
            report.append(sheet.name()).append(" (").append(BoardRoom.mm(sheet.mmPerUnit() * board.width())).append(" mm wide): least squares ");
            m.squares().entrySet().stream().sorted(Map.Entry.comparingByValue()).limit(8)
                    .forEach(e -> report.append(e.getKey()).append(' ').append(BoardRoom.mm(e.getValue())).append(", "));
            report.append('\n');
            m.shortfalls().forEach(s -> shortfalls.add(sheet.name() + ": " + s.message()));
        }
        System.out.print(report);
        assertEquals(List.of(), shortfalls);
    }

    /** The measure itself: a known square and a known rectangle, and an L whose arms are narrower than its bounding box. */
    @Test
    void largestSquareMeasuresKnownShapes() throws Exception {
        org.locationtech.jts.io.WKTReader r = new org.locationtech.jts.io.WKTReader();
        assertEquals(10, BoardRoom.largestSquare(r.read("POLYGON((0 0, 10 0, 10 10, 0 10, 0 0))")), 0.05);
        assertEquals(4, BoardRoom.largestSquare(r.read("POLYGON((0 0, 30 0, 30 4, 0 4, 0 0))")), 0.05);
        Geometry ell = r.read("POLYGON((0 0, 20 0, 20 6, 6 6, 6 20, 0 20, 0 0))");
        assertEquals(6, BoardRoom.largestSquare(ell), 0.05);
        // A diamond of diagonal 20 holds an upright square of side 10.
        assertEquals(10, BoardRoom.largestSquare(r.read("POLYGON((10 0, 20 10, 10 20, 0 10, 10 0))")), 0.05);
        assertTrue(BoardRoom.largestSquare(r.read("POLYGON EMPTY")) == 0);
    }
}
