package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build cache's keys are the same in every process. A key made from a collection whose order
 * is the JVM's (Map.copyOf, Set.of: salted per process) names another file in the next process,
 * and the value is worked out again for seconds: this once made a direct build after one changed
 * string twice as slow in every other run. Three processes build the same kit: the first fills the
 * cache, the next two (each with its own salt) must find every value under the key it already has,
 * so the cache's files keep their names. A key that flips with the salt is caught by each
 * later process with odds of one half or better.
 */
class CacheKeysAcrossProcessesTest {
    @TempDir
    Path tmp;

    @Test
    void everyProcessFindsTheValuesTheFirstStored() throws Exception {
        Path out = tmp.resolve("out");
        String[] build = {
            "build", "diplomacy", "--lang", "en", "--no-rulebook", "--no-preview", "--force", "--out", out.toString()
        };
        ServedFolderTest.Run first = ServedFolderTest.direct(tmp, build);
        assertEquals(ExitCodes.OK, first.code(), first.err());
        List<String> stored = cacheFiles(out);
        assertFalse(stored.isEmpty(), "the board's shapes and label places are kept in " + out);
        for (int process = 2; process <= 3; process++) {
            ServedFolderTest.Run again = ServedFolderTest.direct(tmp, build);
            assertEquals(ExitCodes.OK, again.code(), again.err());
            assertEquals(stored, cacheFiles(out), "process " + process + " stored values under new keys");
        }
    }

    private static List<String> cacheFiles(Path out) throws Exception {
        try (Stream<Path> s = Files.walk(out.resolve(".adjutant-cache"))) {
            return s.filter(Files::isRegularFile)
                    .map(p -> out.relativize(p).toString())
                    .sorted()
                    .toList();
        }
    }
}
