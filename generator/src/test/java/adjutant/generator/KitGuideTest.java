package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problems;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.pdf.PdfProbe;
import adjutant.generator.svg.Templates;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The print guide names every file the kit writes, says truly which go double-sided, and reads in each language. */
class KitGuideTest {
    static final Path HOME = Games.home();
    static final Path SCAN_POSITION = HOME.resolve("examples/diplomacy/1901-spring-movement.yaml");

    @Test
    void everyFileOfEveryKitIsDescribedAndItsSidesAreTheFilesOwn() {
        for (KitMaker m : Kits.all()) {
            KitGuide.Guide guide = KitGuide.read(new GameFiles(HOME, m.game(), new Problems()));
            assertTrue(guide != null, m.game() + " has no data/" + m.game() + "/kit.yaml");
            CheckingPdfMaker checking = new CheckingPdfMaker();
            KitRequest r = new KitRequest(
                    HOME,
                    List.of("en"),
                    PrintProfile.home(Paper.A4),
                    null,
                    Templates.from(HOME.resolve("templates")),
                    checking);
            Set<String> written = new LinkedHashSet<>();
            List<KitRequest> requests = new ArrayList<>(List.of(r));
            // the scannable sheets are written only for a position (build diplomacy --position … --scannable)
            if (m.game().equals("diplomacy")) {
                requests.add(new KitRequest(
                                HOME,
                                List.of("en"),
                                PrintProfile.home(Paper.A4),
                                SCAN_POSITION,
                                r.templates(),
                                checking)
                        .scannableOnly());
            }
            for (KitRequest request : requests)
                for (KitFile f : new KitBuilder(HOME, 1, false).plan(m, request, msg -> {})) {
                    byte[] made = f.make().get();
                    written.add(f.name());
                    if (f.name().equals(KitGuide.FILE)) {
                        try (PdfProbe probe = new PdfProbe(made)) {
                            assertEquals(1, probe.pages(), m.game() + ": the guide on one page");
                        }
                        continue;
                    }
                    KitGuide.Entry e = guide.byFile().get(f.name());
                    assertTrue(e != null, m.game() + ": " + f.name() + " is not in kit.yaml");
                    assertEquals(
                            checking.last.duplex(),
                            e.sides().equals("duplex"),
                            m.game() + "/" + f.name() + ": sides " + e.sides() + ", but the PDF asks for duplex "
                                    + checking.last.duplex());
                }
            Set<String> described = new LinkedHashSet<>(guide.byFile().keySet());
            described.removeAll(written);
            assertTrue(
                    described.isEmpty(), m.game() + ": kit.yaml describes files the kit does not write: " + described);
            assertTrue(written.contains(KitGuide.FILE), m.game() + ": " + written);
            assertTrue(!guide.needs().isEmpty(), m.game() + " lists what else a table needs");
            for (Map<String, String> n : guide.needs())
                assertTrue(n.keySet().containsAll(List.of("cs", "en")), m.game() + ": " + n);
        }
    }

    /** Every file the guide lists says whether it needs a colour printer, and the guide says to print one board only. */
    @Test
    void theGuideSaysWhatNeedsColourAndToPrintOneBoard() {
        for (String lang : List.of("en", "cs")) {
            KitRequest r = KitRequest.of(HOME, List.of(lang), PrintProfile.home(Paper.A4), null);
            KitFile guide = new KitBuilder(HOME, 1, false)
                    .plan(Kits.of("port-arthur").orElseThrow(), r, msg -> {}).stream()
                            .filter(f -> f.name().equals(KitGuide.FILE))
                            .findFirst()
                            .orElseThrow();
            try (PdfProbe probe = new PdfProbe(guide.make().get())) {
                String text = probe.text().replaceAll("[\\s\u00a0]+", " ");
                for (String s : lang.equals("en")
                        ? List.of("colour printer needed", "black and white will do", "print only one")
                        : List.of("nutná barevná tiskárna", "stačí černobíle", "vytiskněte jen jeden")) {
                    assertTrue(text.contains(s), lang + ": " + s + " missing from: " + text);
                }
            }
        }
    }

    @Test
    void theHuntGuideReadsInCzechOnOnePage() {
        KitRequest r = KitRequest.of(HOME, List.of("cs"), PrintProfile.home(Paper.LETTER), null);
        KitMaker hunt = Kits.of("hunt").orElseThrow();
        KitFile guide = new KitBuilder(HOME, 1, false)
                .plan(hunt, r, msg -> {}).stream()
                        .filter(f -> f.name().equals(KitGuide.FILE))
                        .findFirst()
                        .orElseThrow();
        try (PdfProbe probe = new PdfProbe(guide.make().get())) {
            assertEquals(1, probe.pages());
            String text = probe.text().replaceAll("[\\s\u00a0]+", " "); // Czech sets a non-breaking space in "220 g/m²"
            for (String s : List.of(
                    "Co vytisknout",
                    "calibration.pdf",
                    "counters.pdf",
                    "secret-log.pdf",
                    "rulebook.pdf",
                    "oboustranně, převrátit podél delší strany",
                    "160–220 g/m²",
                    "šestistěnná kostka",
                    "sáček")) {
                assertTrue(text.contains(s), s + " missing from: " + text);
            }
            assertTrue(text.indexOf("calibration.pdf") < text.indexOf("cards.pdf"), "calibration first");
            assertEquals(612, Math.round(probe.doc().getPage(0).getMediaBox().getWidth()), "Letter, as asked");
        }
    }

    /**
     * The guide's page counts are those of the finished files: a kit built into a folder, each
     * file's row read back from the printed guide and compared with the PDF written beside it;
     * again after the guide alone is made anew (the other files kept, their counts from the build's record).
     */
    @Test
    void theGuideCountsThePagesOfTheFinishedFiles(@TempDir Path out) throws Exception {
        KitRequest r = KitRequest.of(HOME, List.of("en"), PrintProfile.home(Paper.A4), null);
        KitMaker pa = Kits.of("port-arthur").orElseThrow();
        new KitBuilder(out, 2, false, false).build(pa, r, Progress.SILENT);
        Path dir = out.resolve("port-arthur/en");
        assertPagesAgree(dir);
        Files.delete(dir.resolve(KitGuide.FILE + ".pdf"));
        List<WrittenFile> again = new KitBuilder(out, 2, false, false).build(pa, r, Progress.SILENT);
        assertEquals(1, again.stream().filter(WrittenFile::made).count(), "only the guide made again");
        assertPagesAgree(dir);
    }

    private static void assertPagesAgree(Path dir) throws Exception {
        String text;
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve(KitGuide.FILE + ".pdf")))) {
            text = probe.text().replace('\u00a0', ' ');
        }
        int rows = 0, total = 0;
        try (var files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".pdf")
                            && !p.getFileName().toString().startsWith(KitGuide.FILE))
                    .sorted()
                    .toList()) {
                int pages;
                try (PdfProbe probe = new PdfProbe(Files.readAllBytes(f))) {
                    pages = probe.pages();
                }
                Matcher m = Pattern.compile(Pattern.quote(f.getFileName().toString()) + "\\s+(\\d+)\\b")
                        .matcher(text);
                assertTrue(m.find(), f.getFileName() + " has no row with its pages in: " + text);
                assertEquals(pages, Integer.parseInt(m.group(1)), f.getFileName() + ": pages in the guide");
                rows++;
                total += pages;
            }
        }
        assertTrue(rows >= 5, rows + " files");
        assertTrue(text.contains(total + " pages in all"), total + " pages in all, in: " + text);
    }

    @Test
    void aFileWithoutAnEntryStopsTheBuild(@TempDir Path home) throws Exception {
        Path dir = Files.createDirectories(home.resolve("data/hunt"));
        Files.writeString(dir.resolve("game.yaml"), "id: hunt\nname: {en: The Hunt}\n");
        Files.writeString(
                dir.resolve("kit.yaml"),
                "stock:\n  paper: {weight: 80 g/m², name: {en: paper}}\nfiles:\n"
                        + "  - {file: board, stock: paper, sides: single}\nneeds: []\n");
        KitRequest r = new KitRequest(
                home,
                List.of("en"),
                PrintProfile.home(Paper.A4),
                null,
                Templates.from(HOME.resolve("templates")),
                PdfMaker.vector());
        List<KitFile> planned = new ArrayList<>(
                List.of(new KitFile("en", "board", () -> new byte[0]), new KitFile("en", "cards", () -> new byte[0])));
        BadInputException e = assertThrows(BadInputException.class, () -> KitGuide.plan("hunt", r, planned));
        assertTrue(
                e.problems().toString().contains("data/hunt/kit.yaml: no entry for the kit file 'cards.pdf'"),
                e.problems().toString());
    }
}
