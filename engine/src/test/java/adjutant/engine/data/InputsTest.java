package adjutant.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.l10n.Catalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The loaders record what they read, on the thread doing the work, and a shared value replays what making it read. */
class InputsTest {
    @TempDir
    Path home;

    private GameFiles files() throws IOException {
        Path d = home.resolve("data/g");
        Files.createDirectories(d.resolve("i18n"));
        Files.writeString(d.resolve("a.yaml"), "x: 1\n");
        Files.writeString(d.resolve("i18n/en.yaml"), "one: One\ntwo: Two\n");
        Files.writeString(d.resolve("i18n/cs.yaml"), "one: Jedna\n");
        return new GameFiles(home, "g", new Problems());
    }

    @Test
    void aCatalogueRecordsEachStringReadNotItsFiles() throws IOException {
        GameFiles f = files();
        Inputs.Read r = new Inputs.Read();
        Catalog c = Inputs.recording(r, () -> Catalog.load(f, List.of()));
        assertEquals(Set.of(), r.files(), "loading the catalogue records nothing yet");
        Inputs.recording(r, () -> c.text("cs", "one") + c.all("cs").get("two"));
        Path dir = f.dir().toAbsolutePath().normalize();
        assertEquals(Map.of(dir, Set.of("cs\tone", "cs\ttwo")), r.strings());
        Inputs.recording(r, () -> c.all("en").entrySet().size());
        assertEquals(
                Set.of(dir.resolve("i18n/cs.yaml"), dir.resolve("i18n/en.yaml")),
                r.files(),
                "looking at every string reads the files whole");
        assertTrue(
                !c.fingerprint("cs", "two").equals(c.fingerprint("en", "two")),
                "a fallback differs from a translation");
    }

    @Test
    void aSharedValueReplaysWhatMakingItRead() throws IOException {
        GameFiles f = files();
        Inputs.Memo<MapNode> memo = new Inputs.Memo<>();
        Inputs.Read first = new Inputs.Read(), second = new Inputs.Read(), none = new Inputs.Read();
        Inputs.recording(first, () -> memo.get(() -> f.readMap("a.yaml")));
        Inputs.recording(
                second,
                () -> memo.get(() -> {
                    throw new AssertionError("made once");
                }));
        Path a = f.path("a.yaml").toAbsolutePath().normalize();
        assertEquals(Set.of(a), first.files());
        assertEquals(Set.of(a), second.files(), "the second user reads it too");
        Inputs.recording(none, () -> Inputs.untracked(() -> f.readMap("a.yaml")));
        assertEquals(Set.of(), none.files());
    }
}
