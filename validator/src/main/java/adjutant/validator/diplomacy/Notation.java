package adjutant.validator.diplomacy;

import adjutant.engine.data.Suggest;
import adjutant.engine.l10n.Catalog;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The words of order notation by role (hold, support, convoy, move, coasts, power
 * names, seasons, phases), read from the game's strings ({@code notation.*} of every
 * {@code data/diplomacy/i18n/<lang>.yaml}) and kept as matching keys (see {@link Normalize}).
 * Words are data, so a new language or a new habit of writing is a line in the YAML, not a
 * change in the grammar. Every language counts at once, as players mix them. Each language's
 * printed season names and the words of its order-sheet headers count too, so a sheet printed
 * in a language is read back even before its notation words are translated.
 */
public final class Notation {
    /** A role of a word or phrase in an order. */
    enum Role {
        ARMY,
        FLEET,
        HOLD,
        SUPPORT,
        CONVOY,
        MOVE,
        VIA_CONVOY,
        DISBAND,
        BUILD,
        REMOVE,
        WAIVE,
        FILLER
    }

    /** The phase word of the adjustment phase that may stand without its season ("Winter 1901"). */
    static final String WINTER = "winter";

    static final String PREFIX = "notation.";

    private final Map<Role, Set<String>> words;
    private final Map<String, String> coasts;
    private final Map<String, String> powers;
    private final Map<String, String> seasons;
    private final Map<String, String> phases;
    /** Key → the roles it has, as bits by {@link Role#ordinal()}; and the first words of phrases of several words. */
    private final Map<String, Integer> roles = new HashMap<>();

    private final Set<String> phraseStarts = new HashSet<>();

    private Notation(
            Map<Role, Set<String>> words,
            Map<String, String> coasts,
            Map<String, String> powers,
            Map<String, String> seasons,
            Map<String, String> phases) {
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

    /** The notation of a game's strings: the words of every language they hold (under a millisecond to read). */
    public static Notation of(Catalog strings) {
        Map<Role, Set<String>> words = new LinkedHashMap<>();
        for (Role r : Role.values()) words.put(r, new TreeSet<>());
        Map<String, String> coasts = new LinkedHashMap<>();
        Map<String, String> powers = new LinkedHashMap<>();
        Map<String, String> seasons = new LinkedHashMap<>();
        Map<String, String> phases = new LinkedHashMap<>();
        for (String lang : strings.languages()) {
            for (String key : strings.keys()) {
                if (!key.startsWith(PREFIX) || !strings.has(lang, key)) continue;
                String[] path = key.substring(PREFIX.length()).split("\\.");
                List<String> list = phrases(strings.text(lang, key));
                if (path.length == 1) {
                    Role r = role(path[0]);
                    if (r != null) words.get(r).addAll(list);
                } else if (path.length == 2) {
                    Map<String, String> into = switch (path[0]) {
                        case "coast" -> coasts;
                        case "power" -> powers;
                        case "season" -> seasons;
                        case "phase" -> phases;
                        default -> null;
                    };
                    if (into != null) for (String w : list) into.putIfAbsent(w, path[1]);
                }
            }
            // What the kit prints on a sheet in this language is read back as it stands.
            for (String season : List.of("spring", "fall")) {
                if (strings.has(lang, "season." + season))
                    seasons.putIfAbsent(Normalize.key(strings.text(lang, "season." + season)), season);
            }
            Set<String> plain = literalWords(strings, lang, "order_sheet.header");
            for (String phase : List.of("retreat", "adjustment")) {
                for (String w : literalWords(strings, lang, "order_sheet.header_" + phase))
                    if (!plain.contains(w)) phases.putIfAbsent(w, phase);
            }
        }
        return new Notation(words, coasts, powers, seasons, phases);
    }

    private static Role role(String name) {
        for (Role r : Role.values()) if (r.name().equalsIgnoreCase(name)) return r;
        return null;
    }

    /** The matching keys of a comma-separated list of words and phrases. */
    static List<String> phrases(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.split(",")) {
            String k = Normalize.key(w);
            if (!k.isEmpty()) out.add(k);
        }
        return out;
    }

    /** The words a message pattern prints itself, outside its {placeholders}, as matching keys. */
    static Set<String> literalWords(Catalog strings, String lang, String key) {
        Set<String> out = new TreeSet<>();
        if (!strings.has(lang, key)) return out;
        StringBuilder text = new StringBuilder();
        int depth = 0;
        for (char c : strings.text(lang, key).toCharArray()) {
            if (c == '{') depth++;
            else if (c == '}') depth = Math.max(0, depth - 1);
            else text.append(depth == 0 ? c : ' ');
        }
        for (String w : Normalize.key(text.toString()).split(" ")) if (!w.isEmpty()) out.add(w);
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
        for (Role r : List.of(
                Role.HOLD,
                Role.SUPPORT,
                Role.CONVOY,
                Role.MOVE,
                Role.VIA_CONVOY,
                Role.DISBAND,
                Role.BUILD,
                Role.REMOVE)) {
            words.get(r).stream().filter(x -> x.length() > 2).forEach(all::add);
        }
        return Suggest.closest(key, all).map(List::of).orElse(List.of());
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

    /** {@code movement}/{@code retreat}/{@code adjustment}/{@link #WINTER} for a phase word key, or null. */
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
