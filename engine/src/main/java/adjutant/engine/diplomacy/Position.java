package adjutant.engine.diplomacy;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A game state between phases: when (season, year, phase), the units on the board,
 * who owns each supply centre, the units dislodged in the movement phase just
 * played (only in a retreat phase), and who plays which powers ({@link Seating}).
 */
public record Position(
        Season season,
        int year,
        Phase phase,
        List<Unit> units,
        Map<String, String> owners,
        List<Dislodged> dislodged,
        Seating seating) {
    public Position {
        units = List.copyOf(units);
        owners = Collections.unmodifiableMap(new TreeMap<>(owners));
        dislodged = List.copyOf(dislodged);
        if (seating == null) seating = Seating.NONE;
    }

    /** A position of the usual game: one player per power. */
    public Position(
            Season season,
            int year,
            Phase phase,
            List<Unit> units,
            Map<String, String> owners,
            List<Dislodged> dislodged) {
        this(season, year, phase, units, owners, dislodged, Seating.NONE);
    }

    /** The same moment with another seating. */
    public Position with(Seating s) {
        return new Position(season, year, phase, units, owners, dislodged, s);
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

    /** The opening position of the map's usual game: Spring of its start year. */
    public static Position start(DipMap map) {
        return start(map, Seating.NONE, map.variant().startYear());
    }

    /** The opening position with a seating (a game for fewer players) in Spring of {@code year}. */
    public static Position start(DipMap map, Seating seating, int year) {
        List<Unit> units =
                map.powers().stream().flatMap(p -> p.startingUnits().stream()).toList();
        Map<String, String> owners = new TreeMap<>();
        map.powers().forEach(p -> p.homeCentres().forEach(c -> owners.put(c, p.id())));
        return new Position(Season.SPRING, year, Phase.MOVEMENT, units, owners, List.of(), seating);
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
