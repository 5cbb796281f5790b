package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Exact odds of the die: every search modifier combination, and repairs by cards removed. */
class SearchOddsTest {
    private final HuntRules rules = TestGame.hunt().rules();

    @Test
    void germanSearchNeedsMoreThanFour() {
        assertEquals(Fraction.of(1, 3), SearchOdds.german(rules, 0)); // 5, 6
        assertEquals(Fraction.of(2, 3), SearchOdds.german(rules, 2)); // seaplane: 3–6
        assertEquals(Fraction.of(1, 2), SearchOdds.german(rules, 1)); // Fine Weather: 4–6
        assertEquals(Fraction.of(5, 6), SearchOdds.german(rules, 3)); // seaplane and +1
        assertEquals(Fraction.of(1, 6), SearchOdds.german(rules, -1)); // Storm at Sea: only 6
        assertEquals(Fraction.of(1, 2), SearchOdds.german(rules, 1));
        assertEquals(Fraction.ONE, SearchOdds.german(rules, 4));
        assertEquals(Fraction.ZERO, SearchOdds.german(rules, -2));
    }

    @Test
    void britishSearchNeedsFiveOrMore() {
        assertEquals(Fraction.of(1, 3), SearchOdds.british(rules, 0));
        assertEquals(Fraction.of(1, 2), SearchOdds.british(rules, 1)); // one +1 intelligence card
        assertEquals(Fraction.of(2, 3), SearchOdds.british(rules, 2));
        assertEquals(Fraction.of(5, 6), SearchOdds.british(rules, 3));
        assertEquals(Fraction.of(1, 6), SearchOdds.british(rules, -1));
    }

    @Test
    void tableCoversEveryCombination() {
        var rows = SearchOdds.table(rules);
        assertEquals(3 * (2 + 4), rows.size());
        var planeWithStorm = rows.stream()
                .filter(r -> r.side() == Side.GERMAN && r.seaplane() && r.cardModifier() == -1)
                .findFirst()
                .orElseThrow();
        assertEquals(1, planeWithStorm.total());
        assertEquals(Fraction.of(1, 2), planeWithStorm.success());
        var threeIntel = rows.stream()
                .filter(r -> r.side() == Side.BRITISH && r.intelligenceCards() == 3 && r.cardModifier() == 1)
                .findFirst()
                .orElseThrow();
        assertEquals(Fraction.ONE, threeIntel.success());
    }

    @Test
    void repairOddsByCardsRemoved() {
        assertEquals(
                Map.of(
                        Rolls.Repair.REPAIRED,
                        Fraction.ONE,
                        Rolls.Repair.UNCHANGED,
                        Fraction.ZERO,
                        Rolls.Repair.DESTROYED,
                        Fraction.ZERO),
                SearchOdds.repair(0));
        assertEquals(
                Map.of(
                        Rolls.Repair.REPAIRED,
                        Fraction.of(1, 3),
                        Rolls.Repair.UNCHANGED,
                        Fraction.of(1, 6),
                        Rolls.Repair.DESTROYED,
                        Fraction.of(1, 2)),
                SearchOdds.repair(4)); // example 3: 5–6 repair, 1–3 destroy
        assertEquals(Fraction.ONE, SearchOdds.repair(7).get(Rolls.Repair.DESTROYED));
    }
}
