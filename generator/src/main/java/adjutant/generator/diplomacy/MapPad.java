package adjutant.generator.diplomacy;

import adjutant.engine.geometry.Box;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Line;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.List;

/**
 * The map pad: two blank maps on a portrait sheet, one above the other, each as large as half the
 * page allows (about 160 mm wide on A4), to sketch plans on while negotiating.
 */
final class MapPad {
    static final double GUTTER = 8;
    /** Maps on a page: two, so each has room to draw in. */
    static final int MAPS = 2;

    private MapPad() {}

    static List<PagePlan> pages(BoardGeometry g, KitTexts t, String title, Templates templates, PrintProfile p) {
        Paper sheet = p.paper().portrait();
        double margin = Math.max(p.margin(), 6);
        double aspect = g.width() / g.height();
        double w = Math.min(
                sheet.width() - 2 * margin, (sheet.height() - 2 * margin - (MAPS - 1) * GUTTER) / MAPS * aspect);
        double h = w / aspect, scale = w / g.width();
        String svg = templates.render(
                "diplomacy/board.svg.ftl",
                BoardView.model(g, t, title + " · " + t.get("map_pad.title"), true, scale, 0));
        Drawing map = new Drawing("map-pad-" + t.lang(), svg, w, h, 0);
        double x0 = (sheet.width() - w) / 2, y0 = (sheet.height() - MAPS * h - (MAPS - 1) * GUTTER) / 2;
        List<Placement> items = new ArrayList<>();
        List<Line> marks = new ArrayList<>();
        for (int r = 0; r < MAPS; r++) {
            Box b = new Box(x0, y0 + r * (h + GUTTER), w, h);
            items.add(Placement.trimmedAt(map, b, b));
            marks.add(Line.hair(b.x(), b.y(), b.right(), b.y()));
            marks.add(Line.hair(b.right(), b.y(), b.right(), b.bottom()));
            marks.add(Line.hair(b.right(), b.bottom(), b.x(), b.bottom()));
            marks.add(Line.hair(b.x(), b.bottom(), b.x(), b.y()));
        }
        return List.of(new PagePlan(sheet, items, marks));
    }
}
