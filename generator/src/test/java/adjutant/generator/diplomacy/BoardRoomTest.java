package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.BoardGeography;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
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
        List<String> shortfalls = new ArrayList<>();
        for (BoardRoom.Sheet sheet : BoardRoom.playSheets(board.width(), board.height())) {
            BoardRoom.Measure m = BoardRoom.measure(board, geo.room(), sheet, squares);
            report.append(sheet.name())
                    .append(" (")
                    .append(BoardRoom.mm(sheet.mmPerUnit() * board.width()))
                    .append(" mm wide): least squares ");
            m.squares().entrySet().stream()
                    .sorted(Map.Entry.comparingByValue())
                    .limit(8)
                    .forEach(e -> report.append(e.getKey())
                            .append(' ')
                            .append(BoardRoom.mm(e.getValue()))
                            .append(", "));
            report.append('\n');
            m.shortfalls().forEach(s -> shortfalls.add(sheet.name() + ": " + s.message()));
        }
        System.out.print(report);
        shortfalls.forEach(System.out::println);
        // While board.yaml does not refuse a short board (the magnification of issue 30 is not in yet),
        // the shortfalls are reported: this fails the day they are met, to turn refusing on.
        if (geo.room().refuse()) assertEquals(List.of(), shortfalls);
        else assertTrue(!shortfalls.isEmpty(), "the board meets its room: set room.refuse to true in board.yaml");
    }

    /**
     * The measure holds for the board in every language: each language's board draws every
     * province with exactly the outline measured here (the names differ, the shapes do not).
     */
    @Test
    void everyLanguagesBoardDrawsTheMeasuredShapes() throws Exception {
        DiplomacyGame game = Games.loadChecked(HOME, "diplomacy", DiplomacyGame.class);
        var request = KitRequest.of(HOME, game.info().languages(), PrintProfile.home(Paper.A4), null);
        assertEquals(
                List.of("cs", "en"), game.info().languages().stream().sorted().toList());
        for (String lang : game.info().languages()) {
            var texts = new KitTexts("diplomacy", game.strings(), lang);
            var dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            var doc = dbf.newDocumentBuilder()
                    .parse(new ByteArrayInputStream(
                            BoardFiles.svg(board, texts, game.info().name(lang), request.templates())));
            int checked = 0;
            var paths = doc.getElementsByTagNameNS("*", "path");
            for (int i = 0; i < paths.getLength(); i++) {
                var e = (org.w3c.dom.Element) paths.item(i);
                if (!e.getAttribute("class").startsWith("province")) continue;
                assertEquals(
                        board.outlinePath(e.getAttribute("id")),
                        e.getAttribute("d"),
                        lang + " " + e.getAttribute("id"));
                checked++;
            }
            assertEquals(board.map.provinces().size(), checked, lang);
        }
    }

    /** Every pair that touches is measured, and a pair whose border is removed from the rules is reported as touching. */
    @Test
    void touchingPairsNotAdjacentAreReported() {
        BoardRoom.Sheet tiled =
                BoardRoom.playSheets(board.width(), board.height()).get(0);
        BoardRoom.Measure m = BoardRoom.measure(board, geo.room(), tiled, squares);
        Set<String> adjacent = BoardRoom.adjacentPairs(board.map);
        int checked = 0;
        for (String pair : adjacent) {
            String[] ab = pair.split("\\|");
            if (!board.map.hasProvince(ab[0]) || !board.map.hasProvince(ab[1])) continue;
            // the rules' every adjacent pair is drawn touching
            assertTrue(m.borders().containsKey(pair), pair + " is adjacent but not drawn touching");
            checked++;
        }
        assertEquals(adjacent.size(), checked);
        // every drawn pair of provinces not in the rules touches at most at a corner, else it is a shortfall naming
        // both
        for (var e : m.borders().entrySet()) {
            if (adjacent.contains(e.getKey())) continue;
            String[] ab = e.getKey().split("\\|");
            boolean reported = m.shortfalls().stream().anyMatch(s -> s.ids().equals(List.of(ab[0], ab[1])));
            assertEquals(e.getValue() > geo.room().corner(), reported, e.getKey() + " " + e.getValue());
        }
    }

    /** Each province is held to the square: one that falls short is named with its measure in mm. */
    @Test
    void eachShortProvinceIsNamedWithItsMillimetres() {
        BoardRoom.Sheet tiled =
                BoardRoom.playSheets(board.width(), board.height()).get(0);
        BoardRoom.Measure m = BoardRoom.measure(board, geo.room(), tiled, squares);
        for (var e : m.squares().entrySet()) {
            boolean reported = m.shortfalls().stream()
                    .anyMatch(s -> s.ids().equals(List.of(e.getKey()))
                            && s.message().contains(BoardRoom.mm(e.getValue()) + " mm"));
            assertEquals(e.getValue() < geo.room().square(), reported, e.getKey() + " " + e.getValue());
        }
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
