package adjutant.validator.hunt;

import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.GermanShip;
import adjutant.engine.hunt.Hex;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Merchant;
import adjutant.engine.hunt.Rolls;
import adjutant.engine.hunt.Side;
import adjutant.validator.FindingWords;
import java.util.Locale;

/**
 * Renders a finding's arguments in the reader's language: sides, results and outcomes
 * through the i18n strings; hexes as printed on the board (two digits, chosen by the
 * argument's name); ids of merchant ships, forces, German ships, cards and ports through
 * the names in the data.
 */
final class LogWords extends FindingWords {
    private final HuntGame game;

    LogWords(HuntGame game, String lang) {
        super(game.strings(), lang);
        this.game = game;
    }

    @Override
    public String word(String name, Object v) {
        if (v == null) return t("validator.nobody");
        if (v instanceof Side side) return t("sides." + side.id());
        if (v instanceof Boolean sunk) return t(sunk ? "validator.result.sunk" : "validator.result.missed");
        if (v instanceof LogAction.SearchResult r) return t("validator.result." + r.id());
        if (v instanceof Rolls.Repair r) return t("validator.result." + r.name().toLowerCase(Locale.ROOT));
        if (v instanceof LogFinding.Why why) return t(why.key());
        if (v instanceof Integer n && isHex(name)) return Hex.label(n);
        if (v instanceof String id) return name(name, id);
        return String.valueOf(v);
    }

    private static boolean isHex(String name) {
        return name.equals("from") || name.equals("to") || name.equals("hex") || name.endsWith("Hex");
    }

    /** A merchant, force, German ship, card or port by its id; anything else (a hex label, a list) as it is. */
    String name(String arg, String id) {
        if (arg.equals("port"))
            return game.map().ports().containsKey(id)
                    ? game.map().ports().get(id).name().in(lang())
                    : id;
        for (Merchant m : game.merchants()) if (m.id().equals(id)) return m.name();
        for (Force f : game.forces()) if (f.id().equals(id)) return f.name().in(lang());
        for (GermanShip g : game.germanShips())
            if (g.id().equals(id)) return g.name().in(lang());
        for (Card c : game.cards()) if (c.id().equals(id)) return c.title().in(lang());
        return id;
    }
}
