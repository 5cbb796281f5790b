package adjutant.validator.diplomacy;

import adjutant.engine.data.Suggest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Province names near the cursor or near a word: exact names at the cursor (for telling a
 * power prefix from an order), and close names for misspellings and hints.
 */
final class Places {
    private final NameIndex names;

    Places(NameIndex names) {
        this.names = names;
    }

    /** Whether a province name starts at the cursor (exactly, no corrections). */
    int exactLength(Tokens t) {
        return t.phrase(k -> !names.provinces(k).isEmpty(), true, names.longestName());
    }

    /** Provinces whose names are closest to {@code key}, if within typo distance. */
    List<String> closest(String key) {
        int allowed = Math.max(1, key.length() / 3);
        int best = Integer.MAX_VALUE;
        Set<String> ids = new TreeSet<>();
        for (String k : names.provinceKeys()) {
            if (Math.abs(k.length() - key.length()) > allowed) continue;
            int d = Suggest.distance(key, k);
            if (d > allowed || d > best) continue;
            if (d < best) {
                best = d;
                ids.clear();
            }
            ids.addAll(names.provinces(k));
        }
        return new ArrayList<>(ids);
    }

    /** Up to three provinces whose names are nearest, as hints when nothing is close. */
    List<String> nearest(String key) {
        Map<String, Integer> byId = new TreeMap<>();
        int allowed = Math.max(2, key.length() / 2);
        for (String k : names.provinceKeys()) {
            int d = Suggest.distance(key, k);
            if (d > allowed) continue;
            for (String id : names.provinces(k)) byId.merge(id, d, Math::min);
        }
        return byId.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .limit(3).map(Map.Entry::getKey).toList();
    }
}
