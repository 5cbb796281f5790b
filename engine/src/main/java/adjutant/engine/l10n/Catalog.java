package adjutant.engine.l10n;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Inputs;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Every visible string of a game, by dotted key and language, from
 * {@code data/<game>/i18n/<lang>.yaml}. Nested maps flatten to dotted keys
 * ({@code board: {title: …}} → {@code board.title}). A string missing in a language
 * falls back to English, then to the key itself, so a new language works from day one.
 */
public final class Catalog {
    public static final String FALLBACK = "en";

    private final Map<String, Map<String, String>> byLang;
    /** The game's data folder when loaded from it: reads are recorded against it ({@link Inputs}); null for a catalogue made in memory. */
    private final Path dir;

    private final List<Path> sources;
    /** Where each string is written, by language and key; empty for a catalogue not read from files. */
    private final Map<String, Map<String, Node>> places;

    public Catalog(Map<String, Map<String, String>> byLang) {
        this(byLang, null, List.of(), Map.of());
    }

    private Catalog(
            Map<String, Map<String, String>> byLang,
            Path dir,
            List<Path> sources,
            Map<String, Map<String, Node>> places) {
        Map<String, Map<String, String>> copy = new LinkedHashMap<>();
        byLang.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
        this.byLang = Map.copyOf(copy);
        this.dir = dir;
        this.sources = List.copyOf(sources);
        Map<String, Map<String, Node>> at = new LinkedHashMap<>();
        places.forEach((k, v) -> at.put(k, Map.copyOf(v)));
        this.places = Map.copyOf(at);
    }

    /** Where the string {@code key} of {@code lang} is written (its value in {@code i18n/<lang>.yaml}), or null. */
    public Node place(String lang, String key) {
        return places.getOrDefault(lang, Map.of()).get(key);
    }

    public Set<String> languages() {
        if (dir != null) Inputs.listing(dir.resolve("i18n"));
        return new TreeSet<>(byLang.keySet());
    }

    public Set<String> keys() {
        wholeRead();
        return allKeys();
    }

    private Set<String> allKeys() {
        Set<String> all = new TreeSet<>();
        byLang.values().forEach(m -> all.addAll(m.keySet()));
        return all;
    }

    /** Work that looks at every string depends on the whole files. */
    private void wholeRead() {
        sources.forEach(Inputs::file);
        if (dir != null) Inputs.listing(dir.resolve("i18n"));
    }

    public int size(String lang) {
        wholeRead();
        return byLang.getOrDefault(lang, Map.of()).size();
    }

    public boolean has(String lang, String key) {
        if (dir != null) Inputs.string(dir, lang, key);
        return byLang.getOrDefault(lang, Map.of()).containsKey(key);
    }

    /** The string in {@code lang}, else English, else the key (never null). */
    public String text(String lang, String key) {
        if (dir != null) Inputs.string(dir, lang, key);
        return resolve(lang, key);
    }

    private String resolve(String lang, String key) {
        String s = byLang.getOrDefault(lang, Map.of()).get(key);
        if (s == null) s = byLang.getOrDefault(FALLBACK, Map.of()).get(key);
        return s == null ? key : s;
    }

    /**
     * Everything a read of {@code key} in {@code lang} can depend on, as one string: equal for two
     * catalogues exactly when every method here answers alike for it. Not recorded (the build cache
     * compares with it).
     */
    public String fingerprint(String lang, String key) {
        boolean any = byLang.values().stream().anyMatch(m -> m.containsKey(key));
        return (byLang.getOrDefault(lang, Map.of()).containsKey(key) ? "1" : "0")
                + (byLang.getOrDefault(FALLBACK, Map.of()).containsKey(key) ? "1" : "0")
                + (any ? "1" : "0")
                + resolve(lang, key);
    }

    /**
     * All strings of one language with fallbacks filled in, e.g. for a template: a view whose
     * lookups are recorded one by one, so a template depends only on the strings it shows.
     */
    public Map<String, String> all(String lang) {
        Set<String> keys = allKeys();
        return new AbstractMap<>() {
            @Override
            public String get(Object key) {
                if (!(key instanceof String k) || !keys.contains(k)) {
                    if (key instanceof String k && dir != null) Inputs.string(dir, lang, k);
                    return null;
                }
                return text(lang, k);
            }

            @Override
            public boolean containsKey(Object key) {
                if (key instanceof String k && dir != null) Inputs.string(dir, lang, k);
                return key instanceof String k && keys.contains(k);
            }

            @Override
            public Set<Map.Entry<String, String>> entrySet() {
                wholeRead();
                Map<String, String> out = new LinkedHashMap<>();
                for (String k : keys) out.put(k, resolve(lang, k));
                return out.entrySet();
            }
        };
    }

    /**
     * Loads every {@code i18n/*.yaml} file; a key present in any language but missing in
     * one of {@code required} is reported at the place it is defined.
     */
    public static Catalog load(GameFiles files, List<String> required) {
        Path dir = files.path("i18n");
        Map<String, Map<String, String>> byLang = new LinkedHashMap<>();
        Map<String, Node> firstPlace = new LinkedHashMap<>();
        Map<String, Map<String, Node>> places = new LinkedHashMap<>();
        if (!Files.isDirectory(dir)) {
            files.problems()
                    .inFile(files.shown("i18n/"), "missing folder of translations (one <lang>.yaml per language)");
            return new Catalog(byLang);
        }
        List<Path> yamls;
        try (Stream<Path> s = Files.list(dir)) {
            yamls = s.filter(p -> p.getFileName().toString().endsWith(".yaml"))
                    .filter(p -> isLanguageName(p.getFileName().toString().replaceFirst("\\.yaml$", "")))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            files.problems().inFile(files.shown("i18n/"), "cannot list: " + e.getMessage());
            return new Catalog(byLang);
        }
        for (Path p : yamls) {
            String lang = p.getFileName().toString().replaceFirst("\\.yaml$", "");
            // each string read is recorded instead of the file (see text and has)
            MapNode root = Inputs.untracked(() -> files.readMap("i18n/" + lang + ".yaml"));
            Map<String, String> strings = new LinkedHashMap<>();
            Map<String, Node> keys = new LinkedHashMap<>();
            Map<String, Node> at = new LinkedHashMap<>();
            flatten("", root, strings, keys, at);
            keys.forEach(firstPlace::putIfAbsent);
            byLang.put(lang, strings);
            places.put(lang, at);
        }
        for (String lang : required) {
            if (!byLang.containsKey(lang)) {
                files.problems()
                        .inFile(
                                files.shown("i18n/" + lang + ".yaml"),
                                "missing: language '" + lang + "' is required by game.yaml");
                continue;
            }
            for (Map.Entry<String, Node> e : firstPlace.entrySet()) {
                if (!byLang.get(lang).containsKey(e.getKey())) {
                    files.problems()
                            .untranslated(new Problems.Missing(
                                    files.shown("i18n/" + lang + ".yaml"),
                                    lang,
                                    "strings",
                                    e.getKey(),
                                    Problem.at(
                                            e.getValue(),
                                            "string '" + e.getKey() + "' has no '" + lang + "' translation in i18n/"
                                                    + lang + ".yaml")));
                }
            }
        }
        return new Catalog(byLang, files.dir(), yamls, places);
    }

    /**
     * Whether a file name (without extension) names a language: {@code cs}, {@code de}, {@code pt-BR}, the
     * pseudo-locale {@code qps}. Files such as {@code cs.sources.yaml} (the l10n tools' records) are not languages.
     */
    public static boolean isLanguageName(String name) {
        return name.matches("[a-z]{2,3}(-[A-Za-z0-9]{2,8})*");
    }

    /** Flattens nested maps to dotted keys, noting where each key and each value is written. */
    private static void flatten(
            String prefix, MapNode m, Map<String, String> out, Map<String, Node> keys, Map<String, Node> values) {
        for (MapNode.Entry e : m.entries().values()) {
            String key = prefix + e.key().text();
            if (e.value() instanceof MapNode sub) {
                flatten(key + ".", sub, out, keys, values);
            } else if (e.value() instanceof ScalarNode s && !s.isNull()) {
                out.put(key, s.text());
                keys.putIfAbsent(key, e.key());
                values.putIfAbsent(key, s);
            } else {
                e.value()
                        .problem("string '" + key + "' must be text or a map of strings, found "
                                + e.value().kind());
            }
        }
    }
}
