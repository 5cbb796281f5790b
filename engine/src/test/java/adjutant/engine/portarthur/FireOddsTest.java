package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FireOddsTest {
    @Test
    void oneDieAtFirepowerOneHitsOnlyOnAOne() {
        OddsRow r = FireOdds.row(1, 1);
        assertEquals(6, r.outcomes());
        assertEquals(1, r.regularTotal());
        assertEquals(0, r.criticalTotal());
    }

    @Test
    void twoDiceAtFirepowerThreeByHand() {
        // Within: (1,1) (1,2) (2,1) → 6 regular, (1,1) → 1 critical. Over: only (2,2): 2 < 3 → 1 regular.
        OddsRow r = FireOdds.row(3, 2);
        assertEquals(36, r.outcomes());
        assertEquals(7, r.regularTotal());
        assertEquals(1, r.criticalTotal());
        assertEquals(new Chance(1, 36), r.criticalChance());
        assertEquals(1, FireOdds.bestDice(FireOdds.table(3, 1, 6)));
    }

    @Test
    void atOverwhelmingFirepowerEveryDieHitsAndCriticalsAreRepeats() {
        for (int n = 1; n <= 6; n++) {
            OddsRow r = FireOdds.row(36, n);
            assertEquals(n * r.outcomes(), r.regularTotal(), "dice " + n);
        }
        // Expected repeats among 6 dice: 6 - E[distinct faces] = 6 * (5/6)^6 = 93750 / 46656.
        OddsRow six = FireOdds.row(40, 6);
        assertEquals(46656, six.outcomes());
        assertEquals(93750, six.criticalTotal());
        assertEquals(46656 - 720, six.withCritical()); // all six faces different: 6! rolls
        assertEquals(6, FireOdds.bestDice(FireOdds.table(40, 1, 6)));
    }

    @Test
    void moreFirepowerNeverHurts() {
        for (int n = 1; n <= 6; n++) {
            OddsRow previous = FireOdds.row(1, n);
            for (int f = 2; f <= 40; f++) {
                OddsRow r = FireOdds.row(f, n);
                assertTrue(r.regularTotal() >= previous.regularTotal(), "firepower " + f + ", dice " + n);
                assertTrue(r.criticalTotal() >= previous.criticalTotal(), "firepower " + f + ", dice " + n);
                previous = r;
            }
        }
    }

    @Test
    void tableHasOneRowPerDiceCount() {
        List<OddsRow> t = FireOdds.table(28, 1, 6);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), t.stream().map(OddsRow::dice).toList());
        assertTrue(t.stream().allMatch(r -> r.firepower() == 28));
    }

    @Test
    void movementSuccessBySpeed() {
        for (int speed = 1; speed <= 6; speed++) assertEquals(new Chance(speed, 6), FireOdds.movement(speed));
    }
}
