package adjutant.engine.portarthur;

import adjutant.engine.data.ProcessMemo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Exact fire odds by enumerating every roll of n dice (6^n, at most 46 656) through
 * {@link Fire#resolve}: no simulation, so the numbers are the same on every run.
 */
public final class FireOdds {
    /** Every roll of n dice (n ≤ 8). */
    private static final ProcessMemo<Integer, List<List<Integer>>> ROLLS = ProcessMemo.entries("fire rolls", 8);

    /** Rows already enumerated (a row depends on nothing but its firepower and dice): each language's aid asks for the same. */
    private static final ProcessMemo<List<Integer>, OddsRow> ROWS = ProcessMemo.entries("fire odds", 1024);

    private FireOdds() {}

    public static OddsRow row(int firepower, int dice) {
        return ROWS.get(List.of(firepower, dice), k -> enumerate(firepower, dice));
    }

    private static OddsRow enumerate(int firepower, int dice) {
        long regular = 0;
        long critical = 0;
        long withCritical = 0;
        List<List<Integer>> rolls = rolls(dice);
        for (List<Integer> roll : rolls) {
            FireResult r = Fire.resolve(firepower, roll);
            regular += r.regular();
            critical += r.critical();
            if (r.critical() > 0) withCritical++;
        }
        return new OddsRow(firepower, dice, rolls.size(), regular, critical, withCritical);
    }

    /** Rows for {@code minDice…maxDice} dice at one firepower. */
    public static List<OddsRow> table(int firepower, int minDice, int maxDice) {
        List<OddsRow> rows = new ArrayList<>();
        for (int n = minDice; n <= maxDice; n++) rows.add(row(firepower, n));
        return rows;
    }

    /** The number of dice promising the most hits (see {@link OddsRow#betterThan}); fewer dice on a full tie. */
    public static int bestDice(List<OddsRow> rows) {
        OddsRow best = rows.get(0);
        for (OddsRow r : rows) if (r.betterThan(best)) best = r;
        return best.dice();
    }

    /** Chance that a movement check (one die, at most the speed) succeeds. */
    public static Chance movement(int speed) {
        long ok = 0;
        for (int d = 1; d <= Fire.FACES; d++) if (Movement.passes(d, speed)) ok++;
        return new Chance(ok, Fire.FACES);
    }

    private static List<List<Integer>> rolls(int dice) {
        if (dice < 1 || dice > 8) throw new IllegalArgumentException("1…8 dice, not " + dice);
        return ROLLS.get(dice, n -> {
            List<List<Integer>> out = new ArrayList<>();
            int[] d = new int[n];
            Arrays.fill(d, 1);
            while (true) {
                List<Integer> roll = new ArrayList<>(n);
                for (int v : d) roll.add(v);
                out.add(List.copyOf(roll));
                int i = n - 1;
                while (i >= 0 && d[i] == Fire.FACES) d[i--] = 1;
                if (i < 0) return List.copyOf(out);
                d[i]++;
            }
        });
    }
}
