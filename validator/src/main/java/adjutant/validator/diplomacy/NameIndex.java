package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every way of writing a province or a power, as matching keys: for provinces the id,
 * the printed abbreviation, the aliases and the name in every language (each also
 * without spaces: "midatlanticocean"); for powers the id, names and adjectives from the
 * map data plus the extra words of {@link Notation}. One key may name several provinces
 * (an alias shared by two sources): the parser then reports it or settles it from the board.
 */
final class NameIndex {
    private final Map<String, Set<String>> provinces = new LinkedHashMap<>();
    private final Map<String, Set<String>> powers = new LinkedHashMap<>();
    private final Map<String, String> powerLetters = new LinkedHashMap<>();
    private final Set<String> prefixes = new HashSet<>();
    private int longest = 1;

    NameIndex(DipMap map, Notation notation) {
        for (Province p : map.provinces()) {
            addProvince(p.id(), p.id());
            addProvince(p.abbr(), p.id());
            p.aliases().forEach(a -> addProvince(a, p.id()));
            p.names().values().forEach(n -> addProvince(n, p.id()));
        }
        for (Power w : map.powers()) {
            addPower(w.id(), w.id());
            w.names().values().forEach(n -> addPower(n, w.id()));
            w.adjectives().values().forEach(n -> addPower(n, w.id()));
            powerLetters.put(String.valueOf(Character.toLowerCase(w.letter())), w.id());
        }
        notation.powerWords().forEach((k, id) -> {
            if (map.power(id) == null) return;
            if (k.length() == 1) powerLetters.putIfAbsent(k, id);
            else addPower(k, id);
        });
    }

    private void addProvince(String name, String id) {
        String k = Normalize.key(name);
        if (k.isEmpty()) return;
        provinces.computeIfAbsent(k, x -> new TreeSet<>()).add(id);
        provinces.computeIfAbsent(Normalize.joined(k), x -> new TreeSet<>()).add(id);
        longest = Math.max(longest, k.split(" ").length);
        for (String w : List.of(k, Normalize.joined(k)))
            for (int i = 1; i <= w.length(); i++) prefixes.add(w.substring(0, i));
    }

    private void addPower(String name, String id) {
        String k = Normalize.key(name);
        if (k.isEmpty()) return;
        powers.computeIfAbsent(k, x -> new TreeSet<>()).add(id);
        longest = Math.max(longest, k.split(" ").length);
    }

    private volatile TypoIndex provinceTypos, powerTypos;

    /** The province keys by closeness, for "did you mean" (made at first use). */
    TypoIndex provinceTypos() {
        TypoIndex t = provinceTypos;
        if (t == null) provinceTypos = t = new TypoIndex(provinces.keySet());
        return t;
    }

    /** The power keys by closeness, for "did you mean" (made at first use). */
    TypoIndex powerTypos() {
        TypoIndex t = powerTypos;
        if (t == null) powerTypos = t = new TypoIndex(powers.keySet());
        return t;
    }

    /** Provinces a key names (empty when none). */
    Set<String> provinces(String key) {
        return provinces.getOrDefault(key, Set.of());
    }

    /** Powers a key names, including one-letter initials when {@code letters}. */
    Set<String> powers(String key, boolean letters) {
        Set<String> s = powers.get(key);
        if (s != null) return s;
        String l = letters ? powerLetters.get(key) : null;
        return l == null ? Set.of() : Set.of(l);
    }

    /** Whether some province name (as written or joined) starts with {@code key}: whether reading more words can still find one. */
    boolean startsName(String key) {
        return prefixes.contains(key);
    }

    /** The most words any name has, so phrase matching knows how far to look. */
    int longestName() {
        return longest;
    }
}
