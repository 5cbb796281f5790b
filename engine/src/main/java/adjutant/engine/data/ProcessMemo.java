package adjutant.engine.data;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Values kept for the life of the process by their key (a warm server keeps them between
 * commands): the one way Adjutant caches. Bounded by entries or by weight, the least recently used
 * going first (Caffeine). Whoever gets a value is recorded as having read what computing it read
 * ({@link Inputs}), so an incremental build never misses an input a memo hides; a computation that
 * fails is not kept. Every memo is registered: {@link #clearAll} empties them all (tests, and the
 * kit-build bench's "every memo emptied" run).
 */
public final class ProcessMemo<K, V> {
    private static final List<ProcessMemo<?, ?>> ALL = new CopyOnWriteArrayList<>();

    private final String name;
    private final Cache<K, Kept<V>> cache;

    private record Kept<V>(V value, Inputs.Read read) {}

    private ProcessMemo(String name, Cache<K, Kept<V>> cache) {
        this.name = name;
        this.cache = cache;
        ALL.add(this);
    }

    /** A memo of at most {@code max} values. */
    public static <K, V> ProcessMemo<K, V> entries(String name, long max) {
        return new ProcessMemo<>(name, Caffeine.newBuilder().maximumSize(max).build());
    }

    /** A memo whose values weigh at most {@code max} together (e.g. bytes), each as {@code weight} says. */
    public static <K, V> ProcessMemo<K, V> weighed(String name, long max, ToIntFunction<? super V> weight) {
        Cache<K, Kept<V>> cache = Caffeine.newBuilder()
                .maximumWeight(max)
                .weigher((K k, Kept<V> v) -> weight.applyAsInt(v.value()))
                .build();
        return new ProcessMemo<>(name, cache);
    }

    /**
     * The value for {@code key}, made by {@code make} when not kept (once: others asking for the same
     * key meanwhile wait for it). {@code make} must not ask this same memo for another key.
     */
    public V get(K key, Function<? super K, ? extends V> make) {
        Kept<V> kept = cache.get(key, k -> {
            Inputs.Read read = new Inputs.Read();
            V v = Inputs.recording(read, () -> make.apply(k));
            return new Kept<>(v, read);
        });
        Inputs.replay(kept.read());
        return kept.value();
    }

    /** The value kept for {@code key}, or null. */
    public V peek(K key) {
        Kept<V> kept = cache.getIfPresent(key);
        if (kept == null) return null;
        Inputs.replay(kept.read());
        return kept.value();
    }

    /** Keeps {@code value}, made elsewhere, for {@code key}; {@code read} is what making it read. */
    public void put(K key, V value, Inputs.Read read) {
        cache.put(key, new Kept<>(value, read));
    }

    /** How many values are kept now (after pending evictions). */
    public long size() {
        cache.cleanUp();
        return cache.estimatedSize();
    }

    /** The kept values' weight (or their number, for a memo bounded by entries). */
    public long weight() {
        cache.cleanUp();
        return cache.policy()
                .eviction()
                .map(e -> e.weightedSize().orElse(cache.estimatedSize()))
                .orElse(cache.estimatedSize());
    }

    public void clear() {
        cache.invalidateAll();
        cache.cleanUp();
    }

    /** Empties every memo of the process. */
    public static void clearAll() {
        for (ProcessMemo<?, ?> m : ALL) m.clear();
    }

    @Override
    public String toString() {
        return "memo " + name;
    }
}
