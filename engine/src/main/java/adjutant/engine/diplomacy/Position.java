package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A game state between phases: when (season, year, phase), the units on the board,
 * who owns each supply centre, and the units dislodged in the movement phase just
 * played (only in a retreat phase).
 */
public record Position(Season season, int year, Phase phase, List<Unit> units, Map<String, String> owners,
                       List<Dislodged> dislodged) {
    public Position {
        units = List.copyOf(units);
        owners = java.util.Collections.unmodifiableMap(new TreeMap<>(owners));
        dislodged = List.copyOf(dislodged);
    }

    /** The unit in a province (any coast), if any. */
    public Optional<Unit> unitIn(String province) {
        return units.stream().filter(u -> u.province().equals(province)).findFirst();
    }

    public List<Unit> unitsOf(String power) {
        return units.stream().filter(u -> u.power().equals(power)).toList();
    }

    /** Supply centres owned by a power. */
    public long centresOf(String power) {
        return owners.values().stream().filter(power::equals).count();
    }

    /** The standard 1901 opening position. */
    public static Position start(DipMap map) {
        List<Unit> units = map.powers().stream().flatMap(p -> p.startingUnits().stream()).toList();
        Map<String, String> owners = new TreeMap<>();
        map.powers().forEach(p -> p.homeCentres().forEach(c -> owners.put(c, p.id())));
        return new Position(Season.SPRING, 1901, Phase.MOVEMENT, units, owners, List.of());
    }

    /**
     * A unit forced out of its province: by a unit that came from {@code attackerFrom}
     * (a province id; it may not retreat there), and the places it may retreat to.
     */
    public record Dislodged(Unit unit, String attackerFrom, List<Location> retreats) {
        public Dislodged {
            retreats = List.copyOf(retreats);
        }
    }
}
