package adjutant.generator.diplomacy;

import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.svg.Templates;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** The board: tiled on home paper, whole on A3 or A2, or one page with its bleed for a print shop. */
final class BoardFiles {
    /** Millimetres per board unit: the 1000 × 860 board is 450 × 387 mm, two by two A4 or Letter tiles. */
    static final double SCALE = 0.45;

    private BoardFiles() {}

    static Drawing drawing(BoardGeometry g, KitTexts t, String title, Templates templates, double bleed) {
        String svg = templates.render("diplomacy/board.svg.ftl", BoardView.model(g, t, title, false, SCALE, bleed));
        return new Drawing("board-" + t.lang(), svg, g.width() * SCALE, g.height() * SCALE, bleed);
    }

    /**
     * The board as its own SVG file, {@code board.svg}: the drawing of the PDFs (no bleed) with
     * each province one closed path whose {@code id} is its map.yaml id, to restyle in Inkscape
     * or to read the geometry from.
     */
    static byte[] svg(BoardGeometry g, KitTexts t, String title, Templates templates) {
        Map<String, Object> model = new LinkedHashMap<>(BoardView.model(g, t, title, false, SCALE, 0));
        model.put("ids", true);
        return templates.render("diplomacy/board.svg.ftl", model).getBytes(StandardCharsets.UTF_8);
    }
}
