package adjutant.engine.data;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * What a piece of work read, recorded by the loaders themselves while it runs on this thread:
 * files (data, rules, templates), folder listings, class-path resources (fonts) and single strings
 * of a game's catalogue. An incremental build keys each output by what its work read, so nothing
 * is listed by hand and an input nobody records cannot be forgotten by a list. Recording costs
 * nothing when no work is being recorded.
 */
public final class Inputs {
    private static final ThreadLocal<Read> CURRENT = new ThreadLocal<>();

    private Inputs() {}

    /** What was read: kept sorted, so a record writes the same way every time. */
    public static final class Read {
        private final Set<Path> files = new TreeSet<>();
        private final Set<Path> listings = new TreeSet<>();
        private final Set<String> resources = new TreeSet<>();
        /** Per game data folder, the strings read, as {@code lang + '\t' + key}. */
        private final Map<Path, Set<String>> strings = new TreeMap<>();

        public synchronized Set<Path> files() {
            return Set.copyOf(files);
        }

        public synchronized Set<Path> listings() {
            return Set.copyOf(listings);
        }

        public synchronized Set<String> resources() {
            return Set.copyOf(resources);
        }

        public synchronized Map<Path, Set<String>> strings() {
            Map<Path, Set<String>> copy = new TreeMap<>();
            strings.forEach((k, v) -> copy.put(k, new TreeSet<>(v)));
            return copy;
        }

        public synchronized void addAll(Read other) {
            if (other == this) return;
            Read o = other.copy();
            files.addAll(o.files);
            listings.addAll(o.listings);
            resources.addAll(o.resources);
            o.strings.forEach(
                    (k, v) -> strings.computeIfAbsent(k, x -> new TreeSet<>()).addAll(v));
        }

        public synchronized Read copy() {
            Read r = new Read();
            r.files.addAll(files);
            r.listings.addAll(listings);
            r.resources.addAll(resources);
            strings.forEach((k, v) -> r.strings.put(k, new TreeSet<>(v)));
            return r;
        }
    }

    /** Runs {@code work} recording what it reads into {@code into} (and not into any record around it). */
    public static <T> T recording(Read into, Supplier<T> work) {
        Read before = CURRENT.get();
        CURRENT.set(into);
        try {
            return work.get();
        } finally {
            restore(before);
        }
    }

    /**
     * Runs {@code work} without recording: for a loader that records at a finer grain itself (the
     * string catalogue records each string read, not its whole file).
     */
    public static <T> T untracked(Supplier<T> work) {
        Read before = CURRENT.get();
        CURRENT.remove();
        try {
            return work.get();
        } finally {
            restore(before);
        }
    }

    private static void restore(Read before) {
        if (before == null) CURRENT.remove();
        else CURRENT.set(before);
    }

    /** A file was read (or looked for: a missing file is an input too). */
    public static void file(Path file) {
        Read r = CURRENT.get();
        if (r != null)
            synchronized (r) {
                r.files.add(file.toAbsolutePath().normalize());
            }
    }

    /** The names in a folder were listed. */
    public static void listing(Path dir) {
        Read r = CURRENT.get();
        if (r != null)
            synchronized (r) {
                r.listings.add(dir.toAbsolutePath().normalize());
            }
    }

    /** A class-path resource was used, e.g. {@code /fonts/NotoSans-Regular.ttf}. */
    public static void resource(String name) {
        Read r = CURRENT.get();
        if (r != null)
            synchronized (r) {
                r.resources.add(name);
            }
    }

    /** One string of the catalogue in {@code gameDir}'s {@code i18n/} was read in {@code lang}. */
    public static void string(Path gameDir, String lang, String key) {
        Read r = CURRENT.get();
        if (r != null)
            synchronized (r) {
                r.strings
                        .computeIfAbsent(gameDir.toAbsolutePath().normalize(), k -> new TreeSet<>())
                        .add(lang + '\t' + key);
            }
    }

    /** What {@code read} holds was read by this thread's work too (a memo's value it was handed). */
    public static void replay(Read read) {
        Read now = CURRENT.get();
        if (now != null) now.addAll(read);
    }

    /**
     * A value computed once and shared (a process-wide cache): whoever gets it is recorded as having
     * read what computing it read, so a cache never hides an input from the second user.
     */
    public static final class Memo<T> {
        private T value;
        private Read read;

        public synchronized T get(Supplier<T> make) {
            if (read == null) {
                Read r = new Read();
                value = recording(r, make);
                read = r;
            }
            replay(read);
            return value;
        }
    }
}
