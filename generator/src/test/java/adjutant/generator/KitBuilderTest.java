package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PdfMaker;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every page of every file gets its preview; long documents at a lower resolution. */
class KitBuilderTest {
    /** A kit of two files: a short one and one longer than {@link KitBuilder#LONG_DOCUMENT} pages. */
    record TwoFiles(String game) implements KitMaker {
        @Override
        public List<KitFile> plan(KitRequest request) {
            return List.of(
                    new KitFile("en", "short", () -> pages(request.pdf(), 3)),
                    new KitFile("en", "long", () -> pages(request.pdf(), KitBuilder.LONG_DOCUMENT + 6)));
        }

        static byte[] pages(PdfMaker pdf, int n) {
            Drawing d = new Drawing(
                    "p",
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20mm\" height=\"20mm\" viewBox=\"0 0 20 20\">"
                            + "<rect width=\"20\" height=\"20\"/></svg>",
                    20,
                    20,
                    0);
            List<PagePlan> plans = new ArrayList<>();
            for (int i = 0; i < n; i++)
                plans.add(new PagePlan(Paper.A4, List.of(new Placement(d, 10, 10, 1, null)), List.of()));
            return pdf.sheets(plans, new DocInfo("test", "en", false));
        }
    }

    @Test
    void everyPageHasItsPreview(@TempDir Path out) throws Exception {
        KitRequest r = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null);
        List<WrittenFile> written =
                new KitBuilder(out, 2, true, false).build(new TwoFiles("no-such-game"), r, Progress.SILENT);
        assertEquals(2, written.size());
        for (WrittenFile w : written) {
            assertEquals(w.pages(), w.previews().size(), w.file() + ": a preview of every page");
            for (Path png : w.previews()) assertTrue(Files.size(png) > 0, png.toString());
        }
        WrittenFile longOne = written.stream()
                .filter(w -> w.file().endsWith("long.pdf"))
                .findFirst()
                .orElseThrow();
        assertEquals(KitBuilder.LONG_DOCUMENT + 6, longOne.previews().size());
        BufferedImage first = ImageIO.read(written.get(0).previews().get(0).toFile());
        BufferedImage last = ImageIO.read(
                longOne.previews().get(longOne.previews().size() - 1).toFile());
        assertEquals(
                Math.round(210 / 25.4 * KitBuilder.PREVIEW_DPI),
                first.getWidth(),
                1,
                "a short file at full preview resolution");
        assertEquals(
                Math.round(210 / 25.4 * KitBuilder.LONG_PREVIEW_DPI), last.getWidth(), 1, "a long one at the lower");
    }

    /** An SVG beside a PDF of the same name is written byte for byte, with no pages and no previews. */
    @Test
    void aFileThatIsNoPdfIsWrittenAsMadeBesideThePdf(@TempDir Path out) throws Exception {
        KitRequest r = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null);
        byte[] svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".getBytes(StandardCharsets.UTF_8);
        KitMaker both = new KitMaker() {
            public String game() {
                return "g";
            }

            public List<KitFile> plan(KitRequest request) {
                return List.of(
                        new KitFile("en", "board", () -> TwoFiles.pages(request.pdf(), 2)),
                        KitFile.svg("en", "board", () -> svg));
            }
        };
        List<WrittenFile> written = new KitBuilder(out, 2, true, false).build(both, r, Progress.SILENT);
        WrittenFile drawing = written.get(1);
        assertEquals(out.resolve("g/en/board.svg"), drawing.file());
        assertEquals(0, drawing.pages());
        assertEquals(List.of(), drawing.previews());
        assertTrue(Arrays.equals(svg, Files.readAllBytes(drawing.file())));
        assertEquals(2, written.get(0).previews().size(), "the PDF keeps its own previews");
        try (var previews = Files.list(out.resolve("g/en/preview"))) {
            assertEquals(2, previews.count(), "no preview of the SVG");
        }
    }

    /**
     * A build that fails at its second file keeps the record of the first: the next build makes
     * only the second (the manifest is saved at most once a second while files are made, and
     * once more on the way out, whatever ends the build).
     */
    @Test
    void aFailedBuildKeepsTheRecordOfWhatItMade(@TempDir Path out) throws Exception {
        KitRequest r = KitRequest.of(Games.home(), List.of("en"), PrintProfile.home(Paper.A4), null);
        AtomicBoolean fail = new AtomicBoolean(true);
        KitMaker kit = new KitMaker() {
            public String game() {
                return "g";
            }

            public List<KitFile> plan(KitRequest request) {
                return List.of(
                        new KitFile("en", "first", () -> TwoFiles.pages(request.pdf(), 1)),
                        new KitFile("en", "second", () -> {
                            if (fail.get()) throw new IllegalStateException("made to fail");
                            return TwoFiles.pages(request.pdf(), 1);
                        }));
            }
        };
        // one thread: the first file is made before the second fails
        RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(
                RuntimeException.class, () -> new KitBuilder(out, 1, false, false).build(kit, r, Progress.SILENT));
        assertTrue(String.valueOf(e.getMessage()).contains("made to fail") || e.getCause() != null, e.toString());
        fail.set(false);
        List<WrittenFile> again = new KitBuilder(out, 1, false, false).build(kit, r, Progress.SILENT);
        assertEquals(
                List.of(false, true),
                again.stream().map(WrittenFile::made).toList(),
                "only the second file made again");
    }
}
