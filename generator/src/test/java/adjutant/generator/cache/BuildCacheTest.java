package adjutant.generator.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A cached value is read back only for the same key and the same tool; anything else is computed again. */
class BuildCacheTest {
    private static final BuildCache.Codec<String> TEXT = new BuildCache.Codec<>() {
        @Override
        public void write(String value, DataOutputStream out) throws IOException {
            out.writeUTF(value);
        }

        @Override
        public String read(DataInputStream in) throws IOException {
            return in.readUTF();
        }
    };

    @TempDir
    Path out;

    private final AtomicInteger made = new AtomicInteger();

    private String get(String tool, String key) throws IOException {
        return BuildCache.in(
                out,
                tool,
                () -> BuildCache.get("test", key, TEXT, () -> "value of " + key + " #" + made.incrementAndGet()));
    }

    @Test
    void aValueIsComputedOnceAndAgainOnlyWhenItsKeyOrTheToolChanges() throws IOException {
        assertEquals("value of a #1", get("tool-1", "a"));
        assertEquals("value of a #1", get("tool-1", "a"), "read back, not computed");
        assertEquals("value of b #2", get("tool-1", "b"), "another key");
        assertEquals(List.of(1), files().map(p -> 1).toList(), "the older value of the kind is removed");
        assertEquals("value of b #3", get("tool-2", "b"), "another build of the tool");
        assertEquals(3, made.get());
    }

    @Test
    void anUnreadableFileIsComputedAgainAndOutsideABuildNothingIsKept() throws IOException {
        get("tool", "a");
        Path file = files().findFirst().orElseThrow();
        Files.write(file, new byte[] {0, 9});
        assertEquals("value of a #2", get("tool", "a"));
        assertEquals("value of a #2", get("tool", "a"));
        assertEquals("outside", BuildCache.get("test", "a", TEXT, () -> "outside"), "no build, no cache");
    }

    @Test
    void aDamagedLengthAllocatesNothingAndTheValueIsComputedAgain() throws IOException {
        BuildCache.Codec<byte[]> bytes = BuildCache.BYTES;
        BuildCache.in(out, "tool", () -> BuildCache.get("test", "a", bytes, () -> new byte[] {1, 2, 3}));
        Path file = files().findFirst().orElseThrow();
        Files.write(file, new byte[] {0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, 1, 2, 3});
        byte[] again = BuildCache.in(out, "tool", () -> BuildCache.get("test", "a", bytes, () -> new byte[] {4}));
        assertEquals(List.of((byte) 4), List.of(again[0]), "computed again, not read");
        assertEquals(1, again.length);
    }

    private Stream<Path> files() throws IOException {
        return Files.list(out.resolve(BuildCache.FOLDER))
                .filter(p -> p.toString().endsWith(".bin"));
    }
}
