package adjutant.engine.diplomacy;

import java.util.List;
import java.util.Map;

/**
 * One of the 75 provinces. {@code id} is the lower-case standard abbreviation
 * ({@code stp}); {@code abbr} is how the rulebooks print it ({@code StP}).
 * {@code home} is the id of the power whose home centre this is, or null.
 * {@code coasts} lists the coast ids of a split province ({@code nc}, {@code sc}), else empty.
 * {@code aliases} are accepted alternates of the abbreviation ({@code liv}, {@code nwg}).
 * {@code label} is where the board draws the name, in board units.
 */
public record Province(
        String id,
        String abbr,
        Terrain terrain,
        boolean supplyCentre,
        String home,
        List<String> coasts,
        Map<String, String> names,
        List<String> aliases,
        Point label) {
    public Province {
        coasts = List.copyOf(coasts);
        names = Map.copyOf(names);
        aliases = List.copyOf(aliases);
    }

    public String name(String lang) {
        return names.getOrDefault(lang, names.getOrDefault("en", abbr));
    }

    public boolean isSplit() {
        return !coasts.isEmpty();
    }

    public boolean isHomeCentre() {
        return home != null;
    }

    /** The same province with its label at {@code at}. */
    public Province withLabel(Point at) {
        return new Province(id, abbr, terrain, supplyCentre, home, coasts, names, aliases, at);
    }

    /** A point on the board drawing. */
    public record Point(double x, double y) {}
}
