package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build stopped at any point of writing a component (a kill between two files, or after the
 * previews but before the PDF) leaves, once the next build has recovered, either the whole old set
 * (PDF and every preview, byte for byte) or the whole new one; never a mix, never temporary files.
 */
class KitBuilderInterruptTest {
    @TempDir
    Path out;

    private static byte[] pdf(int pages) {
        try (PDDocument d = new PDDocument();
                ByteArrayOutputStream b = new ByteArrayOutputStream()) {
            for (int i = 0; i < pages; i++)
                d.addPage(new PDPage(
                        i % 2 == 0
                                ? org.apache.pdfbox.pdmodel.common.PDRectangle.A4
                                : org.apache.pdfbox.pdmodel.common.PDRectangle.A5));
            d.save(b);
            return b.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every file of the component {@code name} (the PDF and its previews) with its content. */
    private Map<String, byte[]> set(String name) throws IOException {
        Map<String, byte[]> m = new TreeMap<>();
        Path dir = out.resolve("g/en");
        if (Files.exists(dir.resolve(name + ".pdf")))
            m.put(name + ".pdf", Files.readAllBytes(dir.resolve(name + ".pdf")));
        if (Files.isDirectory(dir.resolve("preview"))) {
            try (Stream<Path> s = Files.list(dir.resolve("preview"))) {
                for (Path p : s.filter(p -> p.getFileName().toString().matches(name + "-\\d+\\.png"))
                        .toList()) {
                    m.put(p.getFileName().toString(), Files.readAllBytes(p));
                }
            }
        }
        return m;
    }

    @Test
    void aComponentIsWhollyOldOrWhollyNewWhereverItStops() throws IOException {
        KitRequest request = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null);
        KitBuilder builder = new KitBuilder(out, 1, true);
        byte[] oldPdf = pdf(3), newPdf = pdf(1);
        // the steps of replacing three pages by one: two files written, the journal, two files moved
        List<String> steps = new ArrayList<>();
        builder.make("g", new KitFile("en", "probe", () -> oldPdf), request, s -> {}, OutputFiles.Checkpoint.NONE);
        builder.make("g", new KitFile("en", "probe", () -> newPdf), request, s -> {}, (step, f) -> steps.add(step));
        assertEquals(List.of("written", "written", "committed", "moved", "moved"), steps);
        Map<String, byte[]> newSet = set("probe");
        for (int stop = 1; stop <= steps.size(); stop++) {
            String name = "c" + stop;
            builder.make("g", new KitFile("en", name, () -> oldPdf), request, s -> {}, OutputFiles.Checkpoint.NONE);
            Map<String, byte[]> before = set(name);
            assertEquals(4, before.size(), "three previews and the PDF");
            int at = stop;
            int[] n = {0};
            assertThrows(
                    IOException.class,
                    () -> builder.make("g", new KitFile("en", name, () -> newPdf), request, s -> {}, (step, f) -> {
                        if (++n[0] == at) throw new IOException("killed at " + step);
                    }));
            OutputFiles.recover(out);
            Map<String, byte[]> after = set(name);
            boolean committed = stop >= 3;
            Map<String, byte[]> expected = committed ? renamed(newSet, "probe", name) : before;
            assertEquals(expected.keySet(), after.keySet(), "stopped at step " + stop);
            for (String k : expected.keySet())
                assertArrayEquals(expected.get(k), after.get(k), k + ", stopped at step " + stop);
            assertTrue(leftovers().isEmpty(), leftovers().toString());
        }
        // a new component stopped before its journal: nothing of it appears
        assertThrows(
                IOException.class,
                () -> builder.make("g", new KitFile("en", "fresh", () -> newPdf), request, s -> {}, (step, f) -> {
                    if (step.equals("written") && f.toString().endsWith(".pdf")) throw new IOException("killed");
                }));
        OutputFiles.recover(out);
        assertTrue(set("fresh").isEmpty());
        assertFalse(Files.exists(out.resolve("g/en/fresh.pdf")));
        assertTrue(leftovers().isEmpty(), leftovers().toString());
    }

    private static Map<String, byte[]> renamed(Map<String, byte[]> set, String from, String to) {
        Map<String, byte[]> m = new TreeMap<>();
        set.forEach((k, v) -> m.put(to + k.substring(from.length()), v));
        return m;
    }

    private List<Path> leftovers() throws IOException {
        try (Stream<Path> s = Files.walk(out)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".part")
                            || p.getFileName().toString().endsWith(OutputFiles.JOURNAL))
                    .toList();
        }
    }
}
