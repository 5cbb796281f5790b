package adjutant.engine.data;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Values kept for the life of the process by their key (a warm server keeps them between
 * commands): the one way Adjutant caches. Bounded by entries or by weight, the least recently used
 * going first. Whoever gets a value is recorded as having read what computing it read
 * ({@link Inputs}), so an incremental build never misses an input a memo hides; a computation that
 * fails is not kept. Every memo is registered: {@link #clearAll} empties them all (tests, and the
 * kit-build bench's "every memo emptied" run). A map in access order under one lock rather than
 * Caffeine: Caffeine's start (about 40 ms of CPU) cost every short command that used a memo in a new
 * JVM some 5 % (docs/performance.md, "Before and after issue 36"); a memo holds a few values.
 */
public final class ProcessMemo<K, V> {
    private static final List<ProcessMemo<?, ?>> ALL = new CopyOnWriteArrayList<>();

    private final String name;
    private final long max;
    private final ToIntFunction<? super V> weigher;
    /** The least recently used first; values being made are in it too (their weight -1). */
    private final LinkedHashMap<K, Slot<V>> slots = new LinkedHashMap<>(16, 0.75f, true);
    /** Of the values made and kept. */
    private long weight;

    private record Kept<V>(V value, Inputs.Read read) {}

    /** A value being made or made: who asks meanwhile waits for the one making it. */
    private static final class Slot<V> {
        final CompletableFuture<Kept<V>> kept = new CompletableFuture<>();
        int weight = -1;
    }

    private ProcessMemo(String name, long max, ToIntFunction<? super V> weigher) {
        this.name = name;
        this.max = max;
        this.weigher = weigher;
        ALL.add(this);
    }

    /** A memo of at most {@code max} values. */
    public static <K, V> ProcessMemo<K, V> entries(String name, long max) {
        return new ProcessMemo<>(name, max, v -> 1);
    }

    /** A memo whose values weigh at most {@code max} together (e.g. bytes), each as {@code weight} says. */
    public static <K, V> ProcessMemo<K, V> weighed(String name, long max, ToIntFunction<? super V> weight) {
        return new ProcessMemo<>(name, max, weight);
    }

    /**
     * The value for {@code key}, made by {@code make} when not kept (once: others asking for the same
     * key meanwhile wait for it). {@code make} must not ask this same memo for the same key.
     */
    public V get(K key, Function<? super K, ? extends V> make) {
        Slot<V> slot;
        boolean mine;
        synchronized (this) {
            slot = slots.get(key);
            mine = slot == null;
            if (mine) slots.put(key, slot = new Slot<>());
        }
        Kept<V> kept = mine ? make(key, slot, make) : waitFor(slot);
        Inputs.replay(kept.read());
        return kept.value();
    }

    private Kept<V> make(K key, Slot<V> slot, Function<? super K, ? extends V> make) {
        Kept<V> kept;
        try {
            Inputs.Read read = new Inputs.Read();
            V v = Inputs.recording(read, () -> make.apply(key));
            kept = new Kept<>(v, read);
        } catch (RuntimeException | Error e) {
            synchronized (this) {
                slots.remove(key, slot);
            }
            slot.kept.completeExceptionally(e);
            throw e;
        }
        synchronized (this) {
            slot.weight = weigher.applyAsInt(kept.value());
            if (slots.get(key) == slot) { // (not emptied meanwhile)
                weight += slot.weight;
                evict();
            }
        }
        slot.kept.complete(kept);
        return kept;
    }

    /** What another thread made: its value, or its failure thrown here too. */
    private static <V> Kept<V> waitFor(Slot<V> slot) {
        try {
            return slot.kept.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw e;
        }
    }

    /** The least recently used values out until the rest are within the bound; guarded by this. */
    private void evict() {
        for (Iterator<Slot<V>> it = slots.values().iterator(); weight > max && it.hasNext(); ) {
            Slot<V> s = it.next();
            if (s.weight < 0) continue; // being made
            weight -= s.weight;
            it.remove();
        }
    }

    /** The value kept for {@code key}, or null (also while it is being made). */
    public V peek(K key) {
        Slot<V> slot;
        synchronized (this) {
            slot = slots.get(key);
        }
        if (slot == null || !slot.kept.isDone() || slot.kept.isCompletedExceptionally()) return null;
        Kept<V> kept = slot.kept.join();
        Inputs.replay(kept.read());
        return kept.value();
    }

    /** Keeps {@code value}, made elsewhere, for {@code key}; {@code read} is what making it read. */
    public synchronized void put(K key, V value, Inputs.Read read) {
        Slot<V> slot = new Slot<>();
        slot.kept.complete(new Kept<>(value, read));
        slot.weight = weigher.applyAsInt(value);
        Slot<V> old = slots.put(key, slot);
        if (old != null && old.weight >= 0) weight -= old.weight;
        weight += slot.weight;
        evict();
    }

    /** How many values are kept now. */
    public synchronized long size() {
        return slots.values().stream().filter(s -> s.weight >= 0).count();
    }

    /** The kept values' weight (or their number, for a memo bounded by entries). */
    public synchronized long weight() {
        return weight;
    }

    public synchronized void clear() {
        slots.clear();
        weight = 0;
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
