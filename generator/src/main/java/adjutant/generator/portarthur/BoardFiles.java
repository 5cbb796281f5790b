package adjutant.generator.portarthur;

import adjutant.engine.portarthur.PortArthurGame;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.svg.Templates;

/** The board (A3 landscape, 420 × 297 mm): tiled on home paper, whole on A3, or one page with its bleed for a print shop. */
final class BoardFiles {
    private BoardFiles() {}

    static Drawing drawing(PortArthurGame game, KitTexts t, Templates templates, double bleed) {
        String svg = templates.render("port-arthur/board.svg.ftl", BoardView.model(game, t, bleed));
        return new Drawing("board-" + t.lang(), svg, BoardLayout.WIDTH, BoardLayout.HEIGHT, bleed);
    }
}
