package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build interrupted while a component's files are moved into place (a kill between two
 * moves) never leaves a PDF without its previews, whichever move it stops after.
 */
class KitBuilderInterruptTest {
    @TempDir
    Path out;

    private static byte[] pdf(int pages) {
        try (PDDocument d = new PDDocument(); ByteArrayOutputStream b = new ByteArrayOutputStream()) {
            for (int i = 0; i < pages; i++) d.addPage(new PDPage());
            d.save(b);
            return b.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aPdfNeverStandsWithoutItsPreviews() throws IOException {
        KitRequest request = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null);
        KitBuilder builder = new KitBuilder(out, 1, true);
        Path dir = out.resolve("g/en");
        // a new component stopped after each of its three moves (two previews, then the PDF)
        for (int stop = 1; stop <= 3; stop++) {
            int[] moves = {0};
            int at = stop;
            String name = "new" + stop;
            assertThrows(IOException.class, () -> builder.make("g", new KitFile("en", name, () -> pdf(2)), request, s -> { },
                    p -> { if (++moves[0] == at) throw new IOException("killed"); }));
            if (Files.exists(dir.resolve(name + ".pdf"))) assertEquals(2, previews(dir, name), "previews of " + name);
            assertTrue(leftovers(dir).isEmpty(), leftovers(dir).toString());
        }
        // a rebuilt component, three pages before and one after, stopped after each move
        for (int stop = 1; stop <= 2; stop++) {
            String name = "old" + stop;
            builder.make("g", new KitFile("en", name, () -> pdf(3)), request, s -> { }, p -> { });
            int at = stop;
            int[] moves = {0};
            assertThrows(IOException.class, () -> builder.make("g", new KitFile("en", name, () -> pdf(1)), request, s -> { },
                    p -> { if (++moves[0] == at) throw new IOException("killed"); }));
            assertTrue(Files.exists(dir.resolve(name + ".pdf")));
            assertTrue(previews(dir, name) >= 1, "previews of " + name);
        }
        // uninterrupted, the rebuilt component has exactly its new previews
        builder.make("g", new KitFile("en", "old1", () -> pdf(1)), request, s -> { }, p -> { });
        assertEquals(1, previews(dir, "old1"));
    }

    private static long previews(Path dir, String name) throws IOException {
        try (Stream<Path> s = Files.list(dir.resolve("preview"))) {
            return s.filter(p -> p.getFileName().toString().matches(name + "-\\d+\\.png")).count();
        }
    }

    private static List<Path> leftovers(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".part")).toList();
        }
    }
}
