package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tool's fingerprint from its jar's directory: any entry changed, even to the same size, changes it; the same content keeps it. */
class ToolVersionTest {
    @TempDir
    Path dir;

    private Path jar(String name, Map<String, String> entries) throws IOException {
        Path p = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(p);
                ZipOutputStream z = new ZipOutputStream(out)) {
            for (var e : entries.entrySet()) {
                z.putNextEntry(new ZipEntry(e.getKey()));
                z.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
        return p;
    }

    @Test
    void everyEntryCounts() throws IOException {
        String base = ToolVersion.jar(jar("a.jar", Map.of("A.class", "one", "fonts/F.ttf", "font")));
        assertEquals(
                base,
                ToolVersion.jar(jar("b.jar", Map.of("A.class", "one", "fonts/F.ttf", "font"))),
                "the same content");
        assertNotEquals(
                base,
                ToolVersion.jar(jar("c.jar", Map.of("A.class", "two", "fonts/F.ttf", "font"))),
                "a class changed, same size");
        assertNotEquals(
                base, ToolVersion.jar(jar("d.jar", Map.of("A.class", "one", "fonts/F.ttf", "fonT"))), "a font changed");
        assertNotEquals(
                base,
                ToolVersion.jar(jar("e.jar", Map.of("A.class", "one", "fonts/G.ttf", "font"))),
                "an entry renamed");
        assertNotEquals(
                base,
                ToolVersion.jar(jar("f.jar", Map.of("A.class", "one", "fonts/F.ttf", "font", "B.class", ""))),
                "an entry added");
    }
}
