package adjutant.engine.hunt;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The exact chance of each side winning a battle from two hands of OP values, when
 * neither side can read the other and every order of play is equally likely. Fixing the
 * German order and enumerating every British order (5! = 120) gives the same odds as
 * enumerating both, because only the pairing of cards matters.
 */
public final class BattleOdds {
    /** Odds by counting orders; {@code germanWins} of {@code orders} British orders are German wins. */
    public record Odds(Fraction german, Fraction british, int germanWins, int orders) {}

    private BattleOdds() {}

    public static Odds of(HuntRules rules, Battle.Setup setup, List<Integer> german, List<Integer> british) {
        List<List<Integer>> orders = new ArrayList<>();
        permute(new ArrayList<>(british), 0, orders);
        int wins = 0;
        for (List<Integer> order : orders) {
            if (Battle.ofValues(rules, setup, german, order).winner() == Side.GERMAN) wins++;
        }
        return new Odds(
                Fraction.of(wins, orders.size()),
                Fraction.of(orders.size() - wins, orders.size()),
                wins,
                orders.size());
    }

    /** Every ordering of the positions of {@code a} (equal values counted apart, so each is equally likely). */
    private static void permute(List<Integer> a, int k, List<List<Integer>> out) {
        if (k == a.size()) {
            out.add(List.copyOf(a));
            return;
        }
        for (int i = k; i < a.size(); i++) {
            Collections.swap(a, k, i);
            permute(a, k + 1, out);
            Collections.swap(a, k, i);
        }
    }
}
