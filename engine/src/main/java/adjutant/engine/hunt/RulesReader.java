package adjutant.engine.hunt;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads {@code tables.yaml} into {@link HuntRules}. Checks ranges (a die roll threshold
 * must be a face of a d6 or next to one) and that move costs run 1, 2, 3… hexes without gaps
 * and never get cheaper for a longer move.
 */
final class RulesReader {
    static final String FILE = "tables.yaml";

    private RulesReader() {}

    static HuntRules read(GameFiles files) {
        MapNode root = files.readMap(FILE);
        root.allowOnly("deck-size", "move-costs", "german", "british", "merchants", "battle", "victory");
        int deckSize = root.integer("deck-size", 1, 99);
        Map<Integer, Integer> costs = moveCosts(root);
        MapNode g = root.map("german");
        g.allowOnly(
                "hand",
                "hand-near-altmark",
                "search-cost",
                "search-beats",
                "seaplane-bonus",
                "searches-per-turn",
                "repair-cost",
                "reserve-max",
                "most-hexes-a-turn");
        HuntRules.German german = new HuntRules.German(
                g.integer("hand", 0, 20),
                g.integer("hand-near-altmark", 0, 20),
                g.integer("search-cost", 0, 10),
                g.integer("search-beats", 0, 6),
                g.integer("seaplane-bonus", 0, 6),
                g.integer("searches-per-turn", 0, 10),
                g.integer("repair-cost", 0, 10),
                g.integer("reserve-max", 0, 10),
                g.integer("most-hexes-a-turn", 1, 20));
        MapNode b = root.map("british");
        b.allowOnly(
                "hand",
                "search-cost",
                "search-needs",
                "intelligence-cost",
                "intelligence-bonus",
                "strategy-cost",
                "strategy-per-turn");
        HuntRules.British british = new HuntRules.British(
                b.integer("hand", 0, 20),
                b.integer("search-cost", 0, 10),
                b.integer("search-needs", 1, 7),
                b.integer("intelligence-cost", 0, 10),
                b.integer("intelligence-bonus", 0, 6),
                b.integer("strategy-cost", 0, 10),
                b.integer("strategy-per-turn", 0, 10));
        MapNode mer = root.map("merchants");
        mer.allowOnly("on-map", "move");
        HuntRules.Merchants merchants = new HuntRules.Merchants(mer.integer("on-map", 0, 9), mer.integer("move", 0, 5));
        MapNode bat = root.map("battle");
        bat.allowOnly("hand", "duels", "ties-to");
        HuntRules.BattleRules battle = new HuntRules.BattleRules(
                bat.integer("hand", 1, 20),
                bat.integer("duels", 1, 20),
                bat.choice("ties-to", "british", "german").equals("german") ? Side.GERMAN : Side.BRITISH);
        if (battle.duels() > battle.hand())
            bat.keyNode("duels")
                    .problem("more duels (" + battle.duels() + ") than cards in a battle hand (" + battle.hand() + ")");
        MapNode v = root.map("victory");
        v.allowOnly("sunk", "delivered");
        HuntRules.VictoryRules victory =
                new HuntRules.VictoryRules(v.integer("sunk", 1, 99), v.integer("delivered", 1, 99));
        return new HuntRules(deckSize, costs, german, british, merchants, battle, victory);
    }

    private static Map<Integer, Integer> moveCosts(MapNode root) {
        Map<Integer, Integer> costs = new TreeMap<>();
        var items = root.list("move-costs").maps();
        MapNode.checkUnique(items, "hexes", "move length");
        int expect = 1;
        int last = 0;
        for (MapNode m : items) {
            m.allowOnly("hexes", "op");
            int hexes = m.integer("hexes", 1, 20);
            int op = m.integer("op", 0, 20);
            if (m.has("hexes") && hexes != expect)
                m.get("hexes").problem("move lengths must run 1, 2, 3…; expected " + expect + " here");
            if (m.has("op") && op < last)
                m.get("op").problem("a " + hexes + "-hex move cannot cost less than a shorter one (" + last + " OP)");
            costs.put(hexes, op);
            expect = hexes + 1;
            last = Math.max(last, op);
        }
        return costs;
    }
}
