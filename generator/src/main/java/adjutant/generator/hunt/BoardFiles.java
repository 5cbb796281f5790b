package adjutant.generator.hunt;

import adjutant.engine.hunt.HuntGame;
import adjutant.generator.BigBoard;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.svg.Templates;
import java.util.List;

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
        return BigBoard.pages(drawing(game, t, title, p.shop() ? p.bleed() : 0), p, templates, t, title);
    }

    static PagePlan whole(HuntGame game, Texts t, String title, Paper paper, PrintProfile p) {
        return BigBoard.whole(drawing(game, t, title, 0), paper, p.margin());
    }
}
