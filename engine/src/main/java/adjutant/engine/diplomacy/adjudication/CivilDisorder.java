package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which units a power that removed too few loses (seed 003, "Civil disorder"): the ones
 * farthest from its home supply centres first; at equal distance fleets before armies,
 * then by province name in alphabetical order (English names, as DATC 4.D.8 advises).
 * Distance counts moves: a fleet moves as fleets do, an army may also cross water
 * (the usual reading before the 2023 rulebook; DATC 4.D.8).
 */
final class CivilDisorder {
    private CivilDisorder() {}

    static Comparator<Unit> removalOrder(DipMap map, Set<String> homes) {
        Map<Unit, Integer> distance = new HashMap<>();
        Comparator<Unit> farthest =
                Comparator.comparing((Unit u) -> distance.computeIfAbsent(u, x -> distance(map, x, homes)));
        return farthest.reversed()
                .thenComparing(u -> u.type() == UnitType.FLEET ? 0 : 1)
                .thenComparing(u -> map.province(u.province()).name("en"));
    }

    /** Moves from the unit to the nearest of {@code homes}; {@link Integer#MAX_VALUE} if it can reach none. */
    static int distance(DipMap map, Unit u, Set<String> homes) {
        Map<Location, Integer> seen = new HashMap<>();
        ArrayDeque<Location> queue = new ArrayDeque<>();
        Location start = u.type() == UnitType.ARMY ? u.location().bare() : u.location();
        seen.put(start, 0);
        queue.add(start);
        while (!queue.isEmpty()) {
            Location l = queue.poll();
            int d = seen.get(l);
            if (homes.contains(l.province())) return d;
            Iterable<Location> next = u.type() == UnitType.FLEET
                    ? map.fleetNeighbours(l)
                    : map.neighbours(l.province()).stream().map(Location::of).toList();
            for (Location n : next) {
                if (seen.putIfAbsent(n, d + 1) == null) queue.add(n);
            }
        }
        return Integer.MAX_VALUE;
    }

    static List<Unit> choose(DipMap map, List<Unit> units, Set<String> homes, int count) {
        return units.stream().sorted(removalOrder(map, homes)).limit(count).toList();
    }
}
