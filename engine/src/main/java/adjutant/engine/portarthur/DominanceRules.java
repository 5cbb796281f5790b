package adjutant.engine.portarthur;

import java.util.List;

/**
 * Scoring numbers: the key areas and their bonus by how many a side controls (index 0 =
 * one area), Russia's points for sunk convoys (index 0 = one convoy), and the blockade.
 */
public record DominanceRules(
        List<String> keyAreas, List<Integer> keyAreaBonus, List<Integer> convoysSunk, Blockade blockade) {
    public DominanceRules {
        keyAreas = List.copyOf(keyAreas);
        keyAreaBonus = List.copyOf(keyAreaBonus);
        convoysSunk = List.copyOf(convoysSunk);
    }

    /** The Port Arthur blockade: placed in {@code sea}, it keeps ships leaving {@code port} there. */
    public record Blockade(String port, String sea, int cost, int upkeep, int barredAtRussia) {}

    /** Points for controlling {@code count} key areas (0 for none). */
    public int keyBonus(int count) {
        return count <= 0 ? 0 : keyAreaBonus.get(Math.min(count, keyAreaBonus.size()) - 1);
    }

    /** Russia's points for sinking {@code count} convoys (0 for none). */
    public int convoyPoints(int count) {
        return count <= 0 ? 0 : convoysSunk.get(Math.min(count, convoysSunk.size()) - 1);
    }
}
