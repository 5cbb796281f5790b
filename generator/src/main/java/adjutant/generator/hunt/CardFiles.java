package adjutant.generator.hunt;

import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Side;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.svg.Templates;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** cards.pdf: the German deck, then the British deck, each card with its deck's back. */
final class CardFiles {
    private CardFiles() {}

    static List<PagePlan> pages(HuntGame game, Texts t, String title, Templates templates, PrintProfile p) {
        return CardSheets.pages(p, items(game, t, title, templates, p.bleed()));
    }

    static List<Item> items(HuntGame game, Texts t, String title, Templates templates, double bleed) {
        Map<Side, Drawing> backs = new EnumMap<>(Side.class);
        for (Side s : Side.values()) backs.put(s, CardFaces.back(s, t, title, templates, bleed));
        List<Item> items = new ArrayList<>();
        for (Side s : Side.values()) {
            for (Card c : game.deck(s)) items.add(new Item(CardFaces.front(c, t, templates, bleed), backs.get(s)));
        }
        return items;
    }
}
