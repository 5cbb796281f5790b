package adjutant.generator.hunt;

import adjutant.engine.Games;
import adjutant.engine.hunt.HuntGame;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.PrintProfile;
import java.util.List;

/** The Hunt's tokens and discs for tests outside this package. */
public final class HuntTestPieces {
    private HuntTestPieces() {}

    public static List<Item> tokens(KitRequest r, String lang) {
        HuntGame g = Games.loadChecked(r.home(), "hunt", HuntGame.class);
        return CounterFiles.blocks(g, new Texts(g.strings(), lang), r.templates(), 0).stream()
                .flatMap(List::stream)
                .toList();
    }

    /** The board's pages (assembly index, then the tiles) as planned. */
    public static List<PagePlan> boardPages(KitRequest r, String lang, PrintProfile p) {
        HuntGame g = Games.loadChecked(r.home(), "hunt", HuntGame.class);
        return BoardFiles.pages(g, new Texts(g.strings(), lang), "The Hunt", r.templates(), p);
    }
}
