package adjutant.validator.diplomacy;

import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.YamlFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The words of order notation by role (hold, support, convoy, move, coasts, power
 * names…), read from {@code notation.yaml} beside this class and kept as matching keys
 * (see {@link Normalize}). Words are data, so a new language or a new habit of writing
 * is a line in the YAML, not a change in the grammar.
 */
public final class Notation {
    /** A role of a word or phrase in an order. */
    enum Role { ARMY, FLEET, HOLD, SUPPORT, CONVOY, MOVE, VIA_CONVOY, DISBAND, BUILD, REMOVE, WAIVE, FILLER }

    private static Notation standard;

    private final Map<Role, Set<String>> words;
    private final Map<String, String> coasts;
    private final Map<String, String> powers;
    private final Map<String, String> seasons;
    private final Map<String, String> phases;
    /** Key → the roles it has, as bits by {@link Role#ordinal()}; and the first words of phrases of several words. */
    private final Map<String, Integer> roles = new java.util.HashMap<>();
    private final Set<String> phraseStarts = new java.util.HashSet<>();

    private Notation(Map<Role, Set<String>> words, Map<String, String> coasts, Map<String, String> powers,
                     Map<String, String> seasons, Map<String, String> phases) {
        this.words = words;
        this.coasts = coasts;
        this.powers = powers;
        this.seasons = seasons;
        this.phases = phases;
        words.forEach((r, set) -> {
            for (String w : set) {
                roles.merge(w, 1 << r.ordinal(), (a, b) -> a | b);
                int sp = w.indexOf(' ');
                if (sp > 0) phraseStarts.add(w.substring(0, sp));
            }
        });
        for (String w : coasts.keySet()) {
            int sp = w.indexOf(' ');
            if (sp > 0) phraseStarts.add(w.substring(0, sp));
        }
    }

    /** The roles of a key as bits by {@link Role#ordinal()} (0 when none). */
    int roles(String key) {
        Integer m = roles.get(key);
        return m == null ? 0 : m;
    }

    /** Whether a phrase of several words starts with this word. */
    boolean startsPhrase(String key) {
        return phraseStarts.contains(key);
    }

    /** The notation shipped with Adjutant. */
    public static synchronized Notation standard() {
        if (standard == null) standard = load();
        return standard;
    }

    /** Read with the engine's YAML reader (its classes are loaded anyway), not a data binder that costs start-up. */
    private static Notation load() {
        try (InputStream in = Notation.class.getResourceAsStream("notation.yaml")) {
            if (in == null) throw new IllegalStateException("notation.yaml is missing from the validator jar");
            Problems problems = new Problems();
            Node root = YamlFiles.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), new Node.Source("notation.yaml", problems));
            problems.throwIfAny();
            MapNode y = (MapNode) root;
            Map<Role, Set<String>> words = new LinkedHashMap<>();
            for (Role r : Role.values()) {
                Set<String> s = new TreeSet<>();
                for (String w : y.texts(r.name().toLowerCase(java.util.Locale.ROOT))) s.add(Normalize.key(w));
                words.put(r, s);
            }
            problems.throwIfAny();
            return new Notation(words, inverse(y.map("coasts")), inverse(y.map("powers")), inverse(y.map("seasons")), inverse(y.map("phases")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code id: [word…]} to {@code key(word) → id}. */
    private static Map<String, String> inverse(MapNode byId) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String id : byId.keys()) for (String w : byId.texts(id)) out.put(Normalize.key(w), id);
        return out;
    }

    boolean is(Role role, String key) {
        return (roles(key) & 1 << role.ordinal()) != 0;
    }

    Set<String> words(Role role) {
        return words.get(role);
    }

    /** Whether the key is a word of any role, a coast or a power word. */
    boolean isAnyWord(String key) {
        for (Set<String> s : words.values()) if (s.contains(key)) return true;
        return coasts.containsKey(key) || powers.containsKey(key);
    }

    /**
     * Order words close to a word that is not one ("suport" → support), as hints; never the
     * word itself, and none for a word the notation knows.
     */
    List<String> closestKeyword(String key) {
        if (isAnyWord(key)) return List.of();
        Set<String> all = new TreeSet<>();
        for (Role r : List.of(Role.HOLD, Role.SUPPORT, Role.CONVOY, Role.MOVE, Role.VIA_CONVOY, Role.DISBAND, Role.BUILD, Role.REMOVE)) {
            words.get(r).stream().filter(x -> x.length() > 2).forEach(all::add);
        }
        return adjutant.engine.data.Suggest.closest(key, all).map(List::of).orElse(List.of());
    }

    /** Coast id ({@code nc}…) for a coast phrase key, or null. */
    String coast(String key) {
        return coasts.get(key);
    }

    /** Extra power spellings: key → power id. */
    Map<String, String> powerWords() {
        return powers;
    }

    /** {@code spring}/{@code fall} for a season word key, or null. */
    String season(String key) {
        return seasons.get(key);
    }

    /** {@code movement}/{@code retreat}/{@code adjustment} for a phase word key, or null. */
    String phase(String key) {
        return phases.get(key);
    }

    /** Longest phrase length (in words) of any role, so matching knows how far to look. */
    int longestPhrase() {
        int max = 1;
        for (Set<String> s : words.values()) for (String w : s) max = Math.max(max, w.split(" ").length);
        for (String w : coasts.keySet()) max = Math.max(max, w.split(" ").length);
        return max;
    }
}
