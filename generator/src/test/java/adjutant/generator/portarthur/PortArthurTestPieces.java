package adjutant.generator.portarthur;

import adjutant.engine.Games;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.generator.BigBoard;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.PrintProfile;
import java.util.List;

/** Port Arthur's counters and markers for tests outside this package. */
public final class PortArthurTestPieces {
    private PortArthurTestPieces() {}

    public static List<Item> counters(KitRequest r, String lang) {
        PortArthurGame g = Games.loadChecked(r.home(), "port-arthur", PortArthurGame.class);
        return CounterFiles.items(g, new KitTexts("port-arthur", g.strings(), lang), r.templates(), 0);
    }

    /** The board's pages (assembly index, then the tiles) as planned. */
    public static List<PagePlan> boardPages(KitRequest r, String lang, PrintProfile p) {
        PortArthurGame g = Games.loadChecked(r.home(), "port-arthur", PortArthurGame.class);
        KitTexts t = new KitTexts("port-arthur", g.strings(), lang);
        return BigBoard.pages(BoardFiles.drawing(g, t, r.templates(), 0), p, r.templates(), t, "Port Arthur");
    }
}
