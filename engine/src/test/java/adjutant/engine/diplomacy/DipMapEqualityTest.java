package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import adjutant.engine.Games;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A map equals another loaded from the same data, and no map that differs in anything drawn or adjudicated. */
class DipMapEqualityTest {
    private static DipMap copy(DipMap m, List<Province> provinces, String dropEdgesOf) {
        Map<String, Set<String>> army = new LinkedHashMap<>();
        Map<Location, Set<Location>> fleet = new LinkedHashMap<>();
        for (Province p : m.provinces()) {
            if (p.id().equals(dropEdgesOf)) continue;
            army.put(p.id(), m.armyNeighbours(p.id()));
            for (Location l : m.fleetLocations(p.id())) fleet.put(l, m.fleetNeighbours(l));
        }
        return new DipMap(provinces, m.powers(), army, fleet, m.board(), m.variant());
    }

    @Test
    void aMapLoadedAgainOrRebuiltIsEqual() {
        DipMap a = Maps.standard(),
                b =
                        Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                                .map();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(copy(a, List.copyOf(a.provinces()), null), copy(b, List.copyOf(b.provinces()), null));
    }

    @Test
    void everyProvinceAndItsEdgesCount() {
        DipMap m = Maps.standard(), a = copy(m, List.copyOf(m.provinces()), null);
        for (Province p : a.provinces()) {
            assertNotEquals(a, copy(a, List.copyOf(a.provinces()), p.id()), p.id() + "'s adjacencies dropped");
            List<Province> without = new ArrayList<>(a.provinces());
            without.remove(p);
            assertNotEquals(a, copy(a, without, null), p.id() + " dropped");
        }
        List<Province> reversed = new ArrayList<>(a.provinces());
        Collections.reverse(reversed);
        assertNotEquals(a, copy(a, reversed, null), "the provinces' order (units are placed in it)");
        assertNotEquals(a, new DipMap(a.provinces(), a.powers(), Map.of(), Map.of(), a.board(), a.variant()));
    }

    /** A map with its drawing points moved or its labels placed is still the same game: its variant is kept. */
    @ParameterizedTest
    @ValueSource(strings = {"diplomacy", "ancient-mediterranean"})
    void movingPointsOrLabelsKeepsTheVariant(String game) {
        DipMap m = Games.loadChecked(Games.home(), game, DiplomacyGame.class).map();
        assertNotEquals(
                1, m.variant().startYear(), "a variant of the map's own, not the one worked out from its centres");
        assertEquals(m, m.withPoints(p -> p));
        assertEquals(m, m.withLabels(Map.of()));
    }
}
