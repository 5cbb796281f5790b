package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's lock holds across processes: two JVMs on one games folder each add 1 to a number in the
 * game's folder many times, reading it, pausing and writing it back under the lock; not one addition
 * is lost. Without the lock file (the lock of one process only) most of them would be.
 */
class GameLockTest {
    static final int ADDITIONS = 25;

    @TempDir
    Path games;

    @Test
    void twoProcessesOnOneGamesFolderTakeTurns() throws Exception {
        List<Process> processes = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            processes.add(new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-cp",
                            System.getProperty("java.class.path"),
                            GameLockTest.class.getName(),
                            games.toString())
                    .redirectErrorStream(true)
                    .start());
        }
        // both started (a JVM takes a while) before either adds: their additions overlap in time
        for (Process p : processes)
            assertEquals("ready", new BufferedReader(new InputStreamReader(p.getInputStream())).readLine());
        Files.writeString(games.resolve("go"), "");
        for (Process p : processes) {
            assertEquals(true, p.waitFor(120, TimeUnit.SECONDS), "a process did not finish");
            assertEquals(0, p.exitValue(), new String(p.getInputStream().readAllBytes()));
        }
        assertEquals(2 * ADDITIONS, Integer.parseInt(Files.readString(games.resolve("club/count"))));
    }

    /** One process: once the file go is there, adds 1 to club/count under the game's lock, ADDITIONS times. */
    public static void main(String[] args) throws InterruptedException {
        GameStore store = new GameStore(Path.of(args[0]), null);
        Path count = Path.of(args[0], "club", "count");
        System.out.println("ready");
        while (!Files.exists(Path.of(args[0], "go"))) Thread.sleep(1);
        for (int i = 0; i < ADDITIONS; i++) {
            store.locked("club", () -> {
                try {
                    int n = Files.exists(count) ? Integer.parseInt(Files.readString(count)) : 0;
                    Thread.sleep(5); // the other process would read the same number meanwhile
                    Files.createDirectories(count.getParent());
                    Files.writeString(count, Integer.toString(n + 1));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
    }
}
