package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Map;

/**
 * One of the seven great powers: id ({@code england}), the initial used in order files
 * ({@code E}), names and adjectives per language, board colour (#rrggbb), home centres
 * and starting units, and its home country: the provinces the board tints in its colour inside
 * thick national borders (its home centres and the land around them, as on the classic board);
 * empty when the data gives none (the board then tints the home centres and draws no national borders).
 */
public record Power(
        String id,
        char letter,
        Map<String, String> names,
        Map<String, String> adjectives,
        String color,
        List<String> homeCentres,
        List<Unit> startingUnits,
        List<String> country) {
    public Power {
        names = Map.copyOf(names);
        adjectives = Map.copyOf(adjectives);
        homeCentres = List.copyOf(homeCentres);
        startingUnits = List.copyOf(startingUnits);
        country = List.copyOf(country);
    }

    public String name(String lang) {
        return names.getOrDefault(lang, names.getOrDefault("en", id));
    }

    public String adjective(String lang) {
        return adjectives.getOrDefault(lang, adjectives.getOrDefault("en", id));
    }
}
