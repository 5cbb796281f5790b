package adjutant.generator;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Inputs;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.Catalog;
import adjutant.generator.cache.BuildCache;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The content of every kind of input a build records ({@link Inputs}) as a SHA-256, each computed
 * once per build. A file changed after the build began (a save while it ran) gets a fingerprint
 * that matches nothing, so what was made from it is made again next time and never served stale.
 */
final class Fingerprints {
    static final String ABSENT = "absent";
    /** File times come from a coarser clock than the build's start: a file saved this shortly before is not trusted either. */
    static final long CLOCK_MARGIN_MS = 50;

    private final long startedMillis;
    private final Map<String, String> done = new ConcurrentHashMap<>();
    private final Map<Path, Catalog> catalogs = new ConcurrentHashMap<>();

    /** {@code startedMillis}: when the build began (files modified from then on are not trusted). */
    Fingerprints(long startedMillis) {
        this.startedMillis = startedMillis;
    }

    String file(Path p) {
        return done.computeIfAbsent("f:" + p, k -> {
            if (!Files.exists(p)) return ABSENT;
            if (changedSinceStart(p)) return untrusted();
            if (Files.isDirectory(p)) return "folder";
            try {
                return sha(Files.readAllBytes(p));
            } catch (IOException e) {
                return untrusted();
            }
        });
    }

    String listing(Path dir) {
        return done.computeIfAbsent("l:" + dir, k -> {
            if (!Files.isDirectory(dir)) return ABSENT;
            try (Stream<Path> s = Files.list(dir)) {
                return sha(String.join(
                                "\n",
                                s.map(p -> p.getFileName().toString()).sorted().toList())
                        .getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                return untrusted();
            }
        });
    }

    String resource(String name) {
        return done.computeIfAbsent("r:" + name, k -> {
            try (InputStream in = Fingerprints.class.getResourceAsStream(name)) {
                return in == null ? ABSENT : sha(in.readAllBytes());
            } catch (IOException e) {
                return untrusted();
            }
        });
    }

    /** The strings {@code keys} ({@code lang + '\t' + key}) of the catalogue in {@code gameDir}, as one fingerprint. */
    String strings(Path gameDir, Set<String> keys) {
        Catalog c = catalogs.computeIfAbsent(
                gameDir,
                d -> Inputs.untracked(() -> Catalog.load(
                        new GameFiles(d.getParent().getParent(), d.getFileName().toString(), new Problems()),
                        List.of())));
        try (Stream<Path> s =
                Files.isDirectory(gameDir.resolve("i18n")) ? Files.list(gameDir.resolve("i18n")) : Stream.empty()) {
            if (s.anyMatch(this::changedSinceStart)) return untrusted();
        } catch (IOException e) {
            return untrusted();
        }
        StringBuilder all = new StringBuilder();
        for (String k : keys) {
            int tab = k.indexOf('\t');
            all.append(k)
                    .append('\u0000')
                    .append(c.fingerprint(k.substring(0, tab), k.substring(tab + 1)))
                    .append('\u0000');
        }
        return sha(all.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The fingerprint of everything {@code read} holds, as the manifest keeps it. */
    BuildManifest.Sources of(Inputs.Read read) {
        Map<String, String> files = new TreeMap<>();
        read.files().forEach(p -> files.put(p.toString(), file(p)));
        Map<String, String> listings = new TreeMap<>();
        read.listings().forEach(p -> listings.put(p.toString(), listing(p)));
        Map<String, String> resources = new TreeMap<>();
        read.resources().forEach(r -> resources.put(r, resource(r)));
        Map<String, BuildManifest.Strings> strings = new TreeMap<>();
        read.strings()
                .forEach((dir, keys) ->
                        strings.put(dir.toString(), new BuildManifest.Strings(List.copyOf(keys), strings(dir, keys))));
        return new BuildManifest.Sources(files, listings, resources, strings);
    }

    /** Whether every input recorded in {@code s} is as it was. */
    boolean unchanged(BuildManifest.Sources s) {
        for (var e : s.files().entrySet()) if (!file(Path.of(e.getKey())).equals(e.getValue())) return false;
        for (var e : s.listings().entrySet()) if (!listing(Path.of(e.getKey())).equals(e.getValue())) return false;
        for (var e : s.resources().entrySet()) if (!resource(e.getKey()).equals(e.getValue())) return false;
        for (var e : s.strings().entrySet()) {
            if (!strings(Path.of(e.getKey()), new TreeSet<>(e.getValue().keys()))
                    .equals(e.getValue().hash())) return false;
        }
        return true;
    }

    private boolean changedSinceStart(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis() >= startedMillis - CLOCK_MARGIN_MS;
        } catch (IOException e) {
            return true;
        }
    }

    /** Matches no other fingerprint, ever. */
    private static String untrusted() {
        return "changed-during-build-" + UUID.randomUUID();
    }

    static String sha(byte[] data) {
        return BuildCache.key(data);
    }

    static String sha(String text) {
        return sha(text.getBytes(StandardCharsets.UTF_8));
    }
}
