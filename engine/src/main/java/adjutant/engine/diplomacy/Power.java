package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Map;

/**
 * One of the seven great powers: id ({@code england}), the initial used in order files
 * ({@code E}), names and adjectives per language, board colour (#rrggbb), home centres
 * and starting units.
 */
public record Power(String id, char letter, Map<String, String> names, Map<String, String> adjectives,
                    String color, List<String> homeCentres, List<Unit> startingUnits) {
    public Power {
        names = Map.copyOf(names);
        adjectives = Map.copyOf(adjectives);
        homeCentres = List.copyOf(homeCentres);
        startingUnits = List.copyOf(startingUnits);
    }

    public String name(String lang) {
        return names.getOrDefault(lang, names.getOrDefault("en", id));
    }

    public String adjective(String lang) {
        return adjectives.getOrDefault(lang, adjectives.getOrDefault("en", id));
    }
}
