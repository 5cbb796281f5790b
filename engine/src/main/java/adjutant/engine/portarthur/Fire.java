package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Fire resolution. The firing side chooses how many dice to roll and compares their sum
 * with the squadron's firepower:
 * <ul>
 *   <li>sum at most the firepower: every die is a regular hit, and each group of k equal
 *       dice adds k − 1 critical hits;</li>
 *   <li>sum above the firepower: taking the dice from the highest down, each is a regular
 *       hit while the running total stays strictly below the firepower (the rulebook says
 *       "nižší než", below, not "not above"); no critical hits.</li>
 * </ul>
 */
public final class Fire {
    public static final int FACES = 6;

    private Fire() {}

    public static FireResult resolve(int firepower, List<Integer> dice) {
        if (dice.isEmpty()) throw new IllegalArgumentException("at least one die is rolled");
        int[] count = new int[FACES + 1];
        int sum = 0;
        for (int d : dice) {
            if (d < 1 || d > FACES) throw new IllegalArgumentException("a die shows 1…" + FACES + ", not " + d);
            count[d]++;
            sum += d;
        }
        if (sum <= firepower) {
            int critical = 0;
            for (int f = 1; f <= FACES; f++) if (count[f] > 1) critical += count[f] - 1;
            return new FireResult(firepower, dice, sum, true, dice.size(), critical);
        }
        List<Integer> high = new ArrayList<>(dice);
        high.sort(Comparator.reverseOrder());
        int total = 0;
        int hits = 0;
        for (int d : high) {
            if (total + d >= firepower) break;
            total += d;
            hits++;
        }
        return new FireResult(firepower, dice, sum, false, hits, 0);
    }
}
