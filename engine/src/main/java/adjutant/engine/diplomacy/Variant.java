package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Optional;

/**
 * What a map says about the game played on it (from {@code setups.yaml}): the first year,
 * the supply centres one power needs to win, and the ways to seat fewer players. The
 * seasons (Spring and Fall, adjustments after Fall) are the rules, not the map's.
 */
public record Variant(int startYear, int centresToWin, List<Setup> setups) {
    public Variant {
        setups = List.copyOf(setups);
    }

    /**
     * For a map built in code (tests): no calendar of its own (year 1), and a power wins with
     * more than half of the supply centres, the usual rule.
     */
    public static Variant of(int supplyCentres) {
        return new Variant(1, supplyCentres / 2 + 1, List.of());
    }

    public Optional<Setup> setup(String id) {
        return setups.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** The setups for {@code players} players, the first being the rulebook's main one. */
    public List<Setup> setupsFor(int players) {
        return setups.stream().filter(s -> s.players() == players).toList();
    }
}
