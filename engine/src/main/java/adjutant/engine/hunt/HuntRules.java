package adjutant.engine.hunt;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The numbers of the rules, read from {@code tables.yaml}: action costs, die thresholds,
 * hand sizes, limits, battle and victory. The rules code takes every figure from here.
 *
 * @param moveCosts OP price of one move action by its length in hexes (1 → 1, 2 → 2, 3 → 4)
 */
public record HuntRules(
        int deckSize,
        Map<Integer, Integer> moveCosts,
        German german,
        British british,
        Merchants merchants,
        BattleRules battle,
        VictoryRules victory) {
    /**
     * @param searchBeats a German search succeeds when the modified roll is greater than this
     * @param repairCost  a repair succeeds when the roll is greater than the German cards removed
     * @param mostHexesATurn the most hexes Graf Spee can enter in one turn (an event's moves included),
     *                       so the secret log's cells for her hexes
     */
    public record German(
            int hand,
            int handNearAltmark,
            int searchCost,
            int searchBeats,
            int seaplaneBonus,
            int searchesPerTurn,
            int repairCost,
            int reserveMax,
            int mostHexesATurn) {}

    /** @param searchNeeds a British search succeeds when the modified roll is at least this */
    public record British(
            int hand,
            int searchCost,
            int searchNeeds,
            int intelligenceCost,
            int intelligenceBonus,
            int strategyCost,
            int strategyPerTurn) {}

    /** @param onMap a new ship is drawn whenever fewer than this are on the map */
    public record Merchants(int onMap, int move) {}

    public record BattleRules(int hand, int duels, Side tiesTo) {}

    public record VictoryRules(int sunk, int delivered) {}

    public HuntRules {
        moveCosts = Collections.unmodifiableMap(new TreeMap<>(moveCosts));
    }

    /** The longest single move an action can buy. */
    public int maxMove() {
        return moveCosts.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    /** The OP price of moving {@code hexes} in one action, empty when no action moves that far. */
    public Optional<Integer> moveCost(int hexes) {
        return Optional.ofNullable(moveCosts.get(hexes));
    }
}
