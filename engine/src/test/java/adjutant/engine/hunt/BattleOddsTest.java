package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Chance to win a battle from two hands, counted over all 120 orders of play. */
class BattleOddsTest {
    private final HuntGame g = TestGame.hunt();

    private BattleOdds.Odds odds(String force, List<Integer> de, List<Integer> gb) {
        return BattleOdds.of(g.rules(), Battle.Setup.of(g, List.of(force), ForceSide.STANDARD), de, gb);
    }

    @Test
    void equalHandsAgainstForceG() {
        // Same values 1–5 on both sides: an order is a permutation; the Germans win when it
        // has more "down" pairs than "up" ones. By symmetry (a permutation and its inverse)
        // as many orders favour each side; the 46 balanced ones (equal damage) go British.
        BattleOdds.Odds o = odds("G", List.of(1, 2, 3, 4, 5), List.of(1, 2, 3, 4, 5));
        assertEquals(120, o.orders());
        assertEquals(37, o.germanWins());
        assertEquals(Fraction.of(37, 120), o.german());
        assertEquals(Fraction.of(83, 120), o.british());
        assertEquals(bruteForce(List.of(1, 2, 3, 4, 5), List.of(1, 2, 3, 4, 5)), o.germanWins());
    }

    @Test
    void allFivesAgainstAllOnesWinsEveryOrder() {
        assertEquals(
                Fraction.ONE,
                odds("K", List.of(5, 5, 5, 5, 5), List.of(1, 1, 1, 1, 1)).german());
    }

    @Test
    void oneCardBetterThanEqualAgainstForceG() {
        // German 2,1,1,1,1 against British 1,1,1,1,1: the 2 always hits once, nothing else does.
        assertEquals(
                Fraction.ONE,
                odds("G", List.of(2, 1, 1, 1, 1), List.of(1, 1, 1, 1, 1)).german());
        // Against Force H every British 1½ beats a German 1: the Germans take 4 hits, the British 1.
        assertEquals(
                Fraction.ZERO,
                odds("H", List.of(2, 1, 1, 1, 1), List.of(1, 1, 1, 1, 1)).german());
    }

    @Test
    void countedExactlyForAMixedHand() {
        // German 5,1 (+ three 3s) against British 4,2 (+ three 3s), Force G, checked against an independent count.
        BattleOdds.Odds o = odds("G", List.of(5, 1, 3, 3, 3), List.of(4, 2, 3, 3, 3));
        assertEquals(120, o.orders());
        assertEquals(Fraction.of(o.germanWins(), 120), o.german());
        assertEquals(bruteForce(List.of(5, 1, 3, 3, 3), List.of(4, 2, 3, 3, 3)), o.germanWins());
    }

    /** An independent count: both sides' orders (120 × 120), plain comparisons, ties to the British. */
    private static int bruteForce(List<Integer> de, List<Integer> gb) {
        int[][] perms = permutations();
        long wins = 0;
        for (int[] pg : perms) {
            for (int[] pb : perms) {
                int gh = 0;
                int bh = 0;
                for (int i = 0; i < 5; i++) {
                    int a = de.get(pg[i]);
                    int b = gb.get(pb[i]);
                    if (a > b) bh++;
                    else if (b > a) gh++;
                }
                if (gh < bh) wins++;
            }
        }
        return (int) (wins / 120);
    }

    private static int[][] permutations() {
        List<int[]> out = new ArrayList<>();
        for (int a = 0; a < 5; a++)
            for (int b = 0; b < 5; b++)
                for (int c = 0; c < 5; c++)
                    for (int d = 0; d < 5; d++)
                        for (int e = 0; e < 5; e++) {
                            if (IntStream.of(a, b, c, d, e).distinct().count() == 5) out.add(new int[] {a, b, c, d, e});
                        }
        return out.toArray(new int[0][]);
    }
}
