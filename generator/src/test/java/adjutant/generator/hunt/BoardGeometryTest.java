package adjutant.generator.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.geometry.Box;
import adjutant.engine.hunt.Hex;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Port;
import adjutant.generator.layout.CropMarks;
import adjutant.generator.layout.Line;
import adjutant.generator.layout.Paper;
import java.awt.geom.Point2D;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The drawn board is true to the engine's map, and nine cards fit home paper with their marks. */
class BoardGeometryTest {
    static final HuntGame GAME = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
    static final HexLayout LAYOUT = new HexLayout(GAME.map().grid(), BoardSketch.HEX, 4, 14);

    @Test
    void hexesTouchOnPaperExactlyWhenTheEngineCallsThemNeighbours() {
        for (Hex a : GAME.map().hexes().values()) {
            for (Hex b : GAME.map().hexes().values()) {
                if (a.number() >= b.number()) continue;
                double d = LAYOUT.centre(a.cell()).distance(LAYOUT.centre(b.cell()));
                boolean touching = Math.abs(d - LAYOUT.width()) < 1e-6;
                assertEquals(GAME.map().adjacent(a.number(), b.number()), touching, a.label() + "–" + b.label());
                assertTrue(d >= LAYOUT.width() - 1e-6, "hexes overlap: " + a.label() + "–" + b.label());
            }
        }
    }

    @Test
    void theMapAndItsPortsStayLeftOfThePanel() {
        for (Hex h : GAME.map().hexes().values()) {
            Point2D.Double c = LAYOUT.centre(h.cell());
            assertTrue(
                    c.x + LAYOUT.width() / 2 < BoardSketch.PANEL_X - 3
                            && c.y + BoardSketch.HEX < BoardSketch.HEIGHT - 2,
                    h.label());
        }
        for (Port p : GAME.map().ports().values()) {
            Point2D.Double c = LAYOUT.centre(p.box());
            assertTrue(
                    c.x + LAYOUT.width() * 0.47 <= BoardSketch.PANEL_X - 3
                            && c.x - LAYOUT.width() * 0.47 >= 2
                            && c.y - BoardSketch.HEX * 0.45 >= 2,
                    p.id());
        }
    }

    @Test
    void nineCardsAndTheirCropMarksFitA4AndLetter() {
        for (Paper paper : Paper.HOME) {
            List<Box> cells = CardSheets.cells(paper);
            assertEquals(9, cells.size());
            Box page = new Box(0, 0, paper.width(), paper.height());
            for (int i = 0; i < cells.size(); i++) {
                Box clip = CardSheets.clip(cells.get(i), i, 9, 3);
                assertTrue(page.contains(clip, 0), paper.name() + " card " + i);
                for (int j = 0; j < cells.size(); j++) {
                    if (i != j)
                        assertEquals(null, clip.intersect(cells.get(j)), "card " + i + " paints over card " + j);
                }
            }
            for (Line l : CropMarks.around(cells, 3)) {
                assertTrue(
                        Math.min(l.x1(), l.x2()) >= 2 && Math.max(l.x1(), l.x2()) <= paper.width() - 2,
                        paper.name() + " " + l);
            }
        }
    }
}
