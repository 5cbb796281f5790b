package adjutant.validator.hunt;

import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.Force;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Merchant;
import adjutant.engine.hunt.Side;
import java.text.Normalizer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Resolves what a log names — merchant ships, forces, cards of a deck, hexes — by id or by
 * name in any language, ignoring case, spaces and diacritics. An unknown name is reported at
 * its place with the closest id as a hint, and resolves to null.
 */
final class LogNames {
    private final HuntGame game;
    private final Map<String, String> merchants = new LinkedHashMap<>();
    private final Map<String, String> forces = new LinkedHashMap<>();
    private final Map<Side, Map<String, String>> cards = new LinkedHashMap<>();

    LogNames(HuntGame game) {
        this.game = game;
        for (Merchant m : game.merchants()) {
            merchants.put(key(m.id()), m.id());
            merchants.put(key(m.name()), m.id());
        }
        for (Force f : game.forces()) {
            forces.put(key(f.id()), f.id());
            f.name().byLang().values().forEach(n -> forces.put(key(n), f.id()));
        }
        for (Side s : Side.values()) {
            Map<String, String> deck = new LinkedHashMap<>();
            for (Card c : game.deck(s)) {
                deck.put(key(c.id()), c.id());
                c.title().byLang().values().forEach(n -> deck.put(key(n), c.id()));
            }
            cards.put(s, deck);
        }
    }

    /** Lower case, no diacritics, runs of spaces and punctuation as one hyphen. */
    static String key(String s) {
        String plain = Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    String merchant(ScalarNode s) {
        return find(
                s,
                merchants,
                "merchant ship",
                game.merchants().stream().map(Merchant::id).toList());
    }

    String force(ScalarNode s) {
        return find(s, forces, "force", game.forces().stream().map(Force::id).toList());
    }

    String card(ScalarNode s, Side deck) {
        return find(
                s,
                cards.get(deck),
                deck.id() + " card",
                game.deck(deck).stream().map(Card::id).toList());
    }

    /** A hex of the map, written as its number. */
    Integer hex(ScalarNode s) {
        if (s.type() != ScalarNode.Type.INT) {
            s.problem("expected a hex number, found " + s.kind() + " '" + s.text() + "'");
            return null;
        }
        Long big = s.wholeNumber();
        if (big == null || big != (int) (long) big) {
            s.problem("expected a hex number, found '" + s.text() + "'");
            return null;
        }
        int n = (int) (long) big;
        if (!game.map().has(n)) {
            s.problem("there is no hex " + n + " on the map (hexes "
                    + game.map().hexes().keySet().stream().findFirst().orElse(0) + "…"
                    + game.map().hexes().keySet().stream().reduce((a, b) -> b).orElse(0) + ")");
            return null;
        }
        return n;
    }

    private static String find(ScalarNode s, Map<String, String> known, String what, List<String> ids) {
        String id = known.get(key(s.text()));
        if (id != null) return id;
        // A one-letter id is "close" to every other one; hint only for longer typos.
        String hint = s.text().length() < 2
                ? ""
                : Suggest.closest(s.text(), ids)
                        .map(h -> "; did you mean '" + h + "'?")
                        .orElse("");
        s.problem("unknown " + what + " '" + s.text() + "'" + hint);
        return null;
    }
}
