package adjutant.engine.diplomacy;

import java.util.Locale;

/**
 * Where a unit stands: a province id, plus a coast for fleets in split provinces
 * ({@code spa/nc}). Ids are lower case, as in the data files.
 */
public record Location(String province, String coast) implements Comparable<Location> {
    public Location {
        province = province.toLowerCase(Locale.ROOT);
        coast = coast == null || coast.isEmpty() ? null : coast.toLowerCase(Locale.ROOT);
    }

    public static Location of(String province) {
        return new Location(province, null);
    }

    /** Parses the data-file form {@code spa/nc} or {@code par}. */
    public static Location parse(String s) {
        int slash = s.indexOf('/');
        return slash < 0 ? new Location(s, null) : new Location(s.substring(0, slash), s.substring(slash + 1));
    }

    public boolean hasCoast() {
        return coast != null;
    }

    /** The same province without the coast. */
    public Location bare() {
        return coast == null ? this : new Location(province, null);
    }

    @Override
    public String toString() {
        return coast == null ? province : province + "/" + coast;
    }

    @Override
    public int compareTo(Location o) {
        return toString().compareTo(o.toString());
    }
}
