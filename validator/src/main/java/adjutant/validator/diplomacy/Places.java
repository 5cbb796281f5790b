package adjutant.validator.diplomacy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

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
        return closestIds(names.provinceTypos().within(key, Math.max(1, key.length() / 3)), names::provinces);
    }

    /** The ids named by the closest of the matches (all of them when several are equally close), sorted. */
    static List<String> closestIds(List<TypoIndex.Match> matches, Function<String, Set<String>> ids) {
        int best = matches.stream().mapToInt(TypoIndex.Match::distance).min().orElse(0);
        Set<String> out = new TreeSet<>();
        for (TypoIndex.Match x : matches) if (x.distance() == best) out.addAll(ids.apply(x.key()));
        return new ArrayList<>(out);
    }

    /** Up to three provinces whose names are nearest, as hints when nothing is close. */
    List<String> nearest(String key) {
        Map<String, Integer> byId = new TreeMap<>();
        for (TypoIndex.Match x : names.provinceTypos().within(key, Math.max(2, key.length() / 2))) {
            for (String id : names.provinces(x.key())) byId.merge(id, x.distance(), Math::min);
        }
        return byId.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .limit(3)
                .map(Map.Entry::getKey)
                .toList();
    }
}
