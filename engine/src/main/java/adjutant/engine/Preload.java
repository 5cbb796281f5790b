package adjutant.engine;

import adjutant.engine.data.Problems;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;

/**
 * A game loaded on a second thread while the command line is still being read: a short command
 * (a DATC run, one sheet checked) spends about as long setting up its options as reading the
 * game's data, and the two need not wait for each other. {@link Games#loadChecked} takes the
 * loaded game when it was asked for with the same folder and id, once; otherwise it loads as
 * before. Only commands that record no inputs may preload ({@link adjutant.engine.data.Inputs}
 * follows one thread), so the kit build never does.
 */
public final class Preload {
    record Loaded(Game game, Problems problems) {}

    private record Key(Path home, String id) {
        Key {
            home = home.toAbsolutePath().normalize();
        }
    }

    private static final Map<Key, CompletableFuture<Loaded>> STARTED = new ConcurrentHashMap<>();

    private Preload() {}

    /** Starts loading game {@code id} of {@code home} on a daemon thread, then runs {@code warm} there (e.g. the first message). */
    public static void start(Path home, String id, Runnable warm) {
        CompletableFuture<Loaded> f = new CompletableFuture<>();
        STARTED.put(new Key(home, id), f);
        Thread t = new Thread(() -> {
            try {
                Problems p = new Problems();
                f.complete(new Loaded(Games.load(home, id, p), p));
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
            try {
                warm.run();
            } catch (RuntimeException e) {
                // only a warm-up: whatever it meets, the command meets again and reports
            }
        }, "adjutant-preload");
        t.setDaemon(true);
        t.start();
    }

    /** The game loaded ahead for this folder and id, or null when none was started; a failure there is thrown here, as loading would. */
    static Loaded take(Path home, String id) {
        CompletableFuture<Loaded> f = STARTED.remove(new Key(home, id));
        if (f == null) return null;
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while loading " + id, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Forgets what was loaded ahead and not taken (a command that stopped at a usage error), so no later command meets stale data. */
    public static void clear() {
        STARTED.clear();
    }
}
