package adjutant.generator.hunt;

import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.ForceSide;
import adjutant.engine.hunt.GermanShip;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Merchant;
import adjutant.generator.svg.Templates;

/**
 * The kit's cards and tokens as its sheets print them, and the board's colours, for drawings beyond
 * the kit (the rulebook's figures): each an SVG document in millimetres, without bleed.
 */
public final class HuntPieces {
    /** A card's size, mm. */
    public static final double CARD_WIDTH = CardFaces.WIDTH, CARD_HEIGHT = CardFaces.HEIGHT;
    /** A token's side, mm. */
    public static final double TOKEN = CounterFiles.TOKEN;
    /** The board's colours of sea and land. */
    public static final String SEA = Palette.SEA, LAND = Palette.LAND;

    private HuntPieces() {}

    public static String card(HuntGame game, Card card, String lang, Templates templates) {
        return CardFaces.front(card, new Texts(game.strings(), lang), templates, 0)
                .svg();
    }

    /** A British force's token, standard face up. */
    public static String force(HuntGame game, Force force, String lang, Templates templates) {
        return CounterFiles.force(force, ForceSide.STANDARD, new Texts(game.strings(), lang), templates, 0)
                .svg();
    }

    public static String germanShip(HuntGame game, GermanShip ship, String lang, Templates templates) {
        return CounterFiles.germanShip(ship, new Texts(game.strings(), lang), templates, 0)
                .svg();
    }

    public static String merchant(HuntGame game, Merchant merchant, String lang, Templates templates) {
        return CounterFiles.merchant(game, merchant, new Texts(game.strings(), lang), templates, 0)
                .svg();
    }
}
