package adjutant.engine.diplomacy;

import adjutant.engine.data.Node;
import adjutant.engine.data.Suggest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resolves province and location references written in the data files (powers.yaml,
 * adjacency.yaml). Data files refer to provinces by id only; a reference that is an
 * abbreviation or alias gets the id as a hint, a near miss gets a did-you-mean.
 */
final class ProvinceRefs {
    private static final Pattern LOCATION = Pattern.compile("([^/\\s]+)(?:/([^/\\s]+))?");

    private final Map<String, Province> byId;
    private final Map<String, String> otherForms = new LinkedHashMap<>();

    ProvinceRefs(List<Province> provinces) {
        byId = new LinkedHashMap<>();
        for (Province p : provinces) byId.putIfAbsent(p.id(), p);
        for (Province p : provinces) {
            otherForms.putIfAbsent(p.abbr().toLowerCase(Locale.ROOT), p.id());
            p.aliases().forEach(a -> otherForms.putIfAbsent(a, p.id()));
            p.names().values().forEach(n -> otherForms.putIfAbsent(n.toLowerCase(Locale.ROOT), p.id()));
        }
    }

    Province get(String id) {
        return byId.get(id);
    }

    /** The province with id {@code ref}, or null after reporting an unknown reference at {@code where}. */
    Province province(String ref, Node where) {
        Province p = byId.get(ref);
        if (p != null) return p;
        String known = otherForms.get(ref.toLowerCase(Locale.ROOT));
        String hint = known != null
                ? "; data files name provinces by id: write '" + known + "'"
                : Suggest.closest(ref, byId.keySet())
                        .map(s -> "; did you mean '" + s + "'?")
                        .orElse("");
        where.problem("unknown province '" + ref + "'" + hint);
        return null;
    }

    /**
     * A location as a fleet target or unit place ({@code spa/nc} or {@code bre}): the
     * province must exist; a coast, when given, must be one of the province's coasts.
     * Whether a coast is required is the caller's rule. Null after reporting.
     */
    Location location(String ref, Node where) {
        Matcher m = LOCATION.matcher(ref.trim());
        if (!m.matches()) {
            where.problem("'" + ref + "' is not a place: expected a province id, or id/coast such as spa/nc");
            return null;
        }
        Province p = province(m.group(1), where);
        if (p == null) return null;
        String coast = m.group(2);
        if (coast != null && !p.coasts().contains(coast)) {
            where.problem(
                    p.isSplit()
                            ? "province '" + p.id() + "' has no coast '" + coast + "'; its coasts are "
                                    + String.join(", ", p.coasts())
                            : "province '" + p.id() + "' has a single coast: write '" + p.id() + "' without '/" + coast
                                    + "'");
            return null;
        }
        return new Location(p.id(), coast);
    }
}
