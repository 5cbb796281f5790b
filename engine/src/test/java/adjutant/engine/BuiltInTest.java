package adjutant.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BuiltInTest {
    @Test
    void aJarsDataIsUnpackedOnceIntoAFolderOfItsOwnAndANewJarGetsANewOne(@TempDir Path tmp) throws IOException {
        Path jar = tmp.resolve("adjutant.jar");
        jar(jar, "one");
        Path cache = tmp.resolve("cache");

        Path first = BuiltIn.unpacked(jar, cache);

        assertEquals("one", Files.readString(first.resolve("data/hunt/game.yaml")));
        assertTrue(Files.isDirectory(first.resolve("templates")));
        assertFalse(Files.exists(first.resolve("other.txt")), "only the built-in folder is unpacked");
        Files.writeString(first.resolve("data/hunt/game.yaml"), "kept");
        assertEquals(first, BuiltIn.unpacked(jar, cache), "the same jar reuses its folder");
        assertEquals("kept", Files.readString(first.resolve("data/hunt/game.yaml")), "and does not unpack it again");

        jar(jar, "two");
        Files.setLastModifiedTime(
                jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 5000));
        Path second = BuiltIn.unpacked(jar, cache);
        assertFalse(second.equals(first), "a rebuilt jar has a folder of its own");
        assertEquals("two", Files.readString(second.resolve("data/hunt/game.yaml")));
        try (var s = Files.list(cache)) {
            assertEquals(2, s.count(), "no half-unpacked folder is left behind");
        }
    }

    @Test
    void aWorkspaceIsTheNearestFolderUpwardWithDataAndTemplates(@TempDir Path tmp) throws IOException {
        Files.createDirectories(tmp.resolve("ws/data"));
        Files.createDirectories(tmp.resolve("ws/templates"));
        Files.createDirectories(tmp.resolve("ws/a/b/data")); // data/ alone is no workspace
        assertEquals(tmp.resolve("ws"), Games.workspace(tmp.resolve("ws/a/b")));
        assertEquals(null, Games.workspace(tmp));
    }

    private static void jar(Path jar, String content) throws IOException {
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(jar))) {
            for (String name : new String[] {
                BuiltIn.PREFIX + "data/hunt/game.yaml", BuiltIn.PREFIX + "templates/t.ftl", "other.txt"
            }) {
                z.putNextEntry(new ZipEntry(name));
                z.write(content.getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
        }
    }
}
