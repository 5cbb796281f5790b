package adjutant.engine.hunt;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Exact odds of the die rolls, by counting the six faces: searches with any modifier
 * and seaplane repairs with any number of German cards removed.
 */
public final class SearchOdds {
    /** One line of an odds table: which modifiers apply, their sum, and the chance of success. */
    public record Row(
            Side side, boolean seaplane, int intelligenceCards, int cardModifier, int total, Fraction success) {}

    private SearchOdds() {}

    public static Fraction german(HuntRules rules, int modifier) {
        return count(face -> Rolls.germanSearch(rules, face, modifier));
    }

    public static Fraction british(HuntRules rules, int modifier) {
        return count(face -> Rolls.britishSearch(rules, face, modifier));
    }

    public static Map<Rolls.Repair, Fraction> repair(int germanCardsRemoved) {
        Map<Rolls.Repair, Fraction> out = new EnumMap<>(Rolls.Repair.class);
        for (Rolls.Repair r : Rolls.Repair.values())
            out.put(r, count(face -> Rolls.repair(face, germanCardsRemoved) == r));
        return out;
    }

    /**
     * Every combination the rules and cards offer: for the Germans with and without the
     * seaplane, for the British with 0–3 intelligence +1 cards; each with a card modifier of
     * −1 (Storm at Sea), 0 or +1 (Fine Weather, Pocket Battleship, Harwood's Intuition).
     */
    public static List<Row> table(HuntRules rules) {
        List<Row> rows = new ArrayList<>();
        for (int other = -1; other <= 1; other++) {
            for (boolean plane : new boolean[] {false, true}) {
                int total = other + (plane ? rules.german().seaplaneBonus() : 0);
                rows.add(new Row(Side.GERMAN, plane, 0, other, total, german(rules, total)));
            }
            for (int intel = 0; intel <= 3; intel++) {
                int total = other + intel * rules.british().intelligenceBonus();
                rows.add(new Row(Side.BRITISH, false, intel, other, total, british(rules, total)));
            }
        }
        return rows;
    }

    private static Fraction count(IntPredicate wins) {
        int n = 0;
        for (int face = 1; face <= Rolls.FACES; face++) if (wins.test(face)) n++;
        return Fraction.of(n, Rolls.FACES);
    }
}
