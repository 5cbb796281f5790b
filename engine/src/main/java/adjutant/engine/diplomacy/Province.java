package adjutant.engine.diplomacy;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One of the 75 provinces. {@code id} is the lower-case standard abbreviation
 * ({@code stp}); {@code abbr} is how the rulebooks print it ({@code StP}).
 * {@code home} is the id of the power whose home centre this is, or null.
 * {@code coasts} lists the coast ids of a split province ({@code nc}, {@code sc}), else empty.
 * {@code aliases} are accepted alternates of the abbreviation ({@code liv}, {@code nwg}).
 * {@code label} is where the board draws the name, in board units.
 * {@code printedBefore} lists abbreviations scannable sheets printed before {@code abbr}, each with the
 * last sheet layout version that printed it: a sheet's choices are in the alphabetical order of the
 * abbreviations it printed, so an older sheet is read in its own order.
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
        Point label,
        List<PrintedAbbr> printedBefore) {
    public Province {
        coasts = List.copyOf(coasts);
        // in the languages' order, not Map.copyOf's (which changes from process to process): the
        // board's build-cache keys are made from this text and must be the same in every process
        names = Collections.unmodifiableMap(new TreeMap<>(names));
        aliases = List.copyOf(aliases);
        printedBefore = List.copyOf(printedBefore);
    }

    /** The same province with its name drawn at {@code at}. */
    public Province withLabel(Point at) {
        return new Province(id, abbr, terrain, supplyCentre, home, coasts, names, aliases, at, printedBefore);
    }

    /** The same province as the home centre of {@code power}. */
    public Province withHome(String power) {
        return new Province(id, abbr, terrain, supplyCentre, power, coasts, names, aliases, label, printedBefore);
    }

    /** The abbreviation scannable sheets of layout version {@code version} printed. */
    public String abbrOnScanLayout(int version) {
        String out = abbr;
        int until = Integer.MAX_VALUE;
        for (PrintedAbbr p : printedBefore)
            if (p.untilScanLayout() >= version && p.untilScanLayout() < until) {
                out = p.abbr();
                until = p.untilScanLayout();
            }
        return out;
    }

    /** An abbreviation printed on scannable sheets up to layout version {@code untilScanLayout}. */
    public record PrintedAbbr(String abbr, int untilScanLayout) {}

    public String name(String lang) {
        return names.getOrDefault(lang, names.getOrDefault("en", abbr));
    }

    public boolean isSplit() {
        return !coasts.isEmpty();
    }

    public boolean isHomeCentre() {
        return home != null;
    }

    /** A point on the board drawing. */
    public record Point(double x, double y) {}
}
