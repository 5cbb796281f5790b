package adjutant.generator.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Box;
import adjutant.generator.layout.Drawing;
import adjutant.generator.layout.Grid;
import adjutant.generator.layout.Imposer;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.Offset;
import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.Placement;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.svg.Templates;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;
import org.junit.jupiter.api.Test;

class PdfBoxMakerTest {
    private static final PdfMaker MAKER = PdfMaker.vector();

    static Templates templates() {
        try {
            return Templates.from(
                    Path.of(PdfBoxMakerTest.class.getResource("/templates").toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Item> counters(int n, double bleed) {
        Templates t = templates();
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Drawing front = new Drawing(
                    "c" + i + "-front",
                    t.render(
                            "sample/counter.svg.ftl",
                            Map.of(
                                    "size",
                                    16,
                                    "bleed",
                                    bleed,
                                    "colour",
                                    "#cde",
                                    "label",
                                    "Ř" + i,
                                    "side",
                                    "přední ůě")),
                    16,
                    16,
                    bleed);
            Drawing back = new Drawing(
                    "c" + i + "-back",
                    t.render(
                            "sample/counter.svg.ftl",
                            Map.of("size", 16, "bleed", bleed, "colour", "#edc", "label", "B" + i, "side", "zadní")),
                    16,
                    16,
                    bleed);
            items.add(new Item(front, back));
        }
        return items;
    }

    @Test
    void embedsSubsetFontsAndKeepsCzechText() {
        byte[] pdf = MAKER.sheets(
                Imposer.sheets(PrintProfile.home(Paper.A4), counters(3, 3)), new DocInfo("test", "cs", true));
        try (PdfProbe probe = new PdfProbe(pdf)) {
            List<PdfProbe.FontUse> fonts = probe.fonts();
            assertFalse(fonts.isEmpty());
            for (PdfProbe.FontUse f : fonts) {
                assertTrue(f.embedded() && f.subset(), f.toString());
                assertTrue(f.name().contains("NotoSans"), f.toString());
            }
            String text = probe.text();
            assertTrue(text.contains("Ř1"), text);
            assertTrue(text.contains("přední ůě"), text);
            PDViewerPreferences prefs = probe.doc().getDocumentCatalog().getViewerPreferences();
            assertEquals("None", prefs.getPrintScaling());
            assertEquals("DuplexFlipLongEdge", prefs.getDuplex());
        }
    }

    /** What Noto Sans lacks (the minus sign, arrows, shapes) is drawn in the embedded DejaVu Sans, as text, in drawings and documents. */
    @Test
    void charactersNotoLacksComeOutInTheFallbackFontNotAsBoxes() {
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60mm\" height=\"20mm\" viewBox=\"0 0 60 20\">"
                + "<text x=\"2\" y=\"10\" font-family=\"Noto Sans\" font-size=\"4\">Skála \u22126 \u2192 \u25b2 +6</text></svg>";
        byte[] sheet = MAKER.sheets(
                List.of(new PagePlan(
                        Paper.A4,
                        List.of(new Placement(new Drawing("fallback", svg, 60, 20, 0), 10, 10, 1, null)),
                        List.of())),
                new DocInfo("test", "cs", false));
        byte[] doc = MAKER.document(
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><style>body { font-family: 'Noto Sans', 'DejaVu Sans'; }"
                        + "</style></head><body><p>Skála \u22126 \u2192 \u25b2 +6</p></body></html>",
                new DocInfo("test", "cs", false));
        for (byte[] pdf : List.of(sheet, doc)) {
            try (PdfProbe probe = new PdfProbe(pdf)) {
                assertTrue(probe.text().contains("Skála \u22126 \u2192 \u25b2 +6"), probe.text());
                assertTrue(
                        probe.fonts().stream().anyMatch(f -> f.name().contains("DejaVuSans") && f.embedded()),
                        probe.fonts().toString());
                assertTrue(
                        probe.fonts().stream().anyMatch(f -> f.name().contains("NotoSans")),
                        probe.fonts().toString());
            }
        }
    }

    @Test
    void backsSitMirroredUnderTheirFronts() {
        Offset shift = new Offset(1.2, -0.7);
        PrintProfile p = PrintProfile.home(Paper.LETTER).withBackOffset(shift);
        List<Item> items = counters(30, 3);
        List<PagePlan> plans = Imposer.sheets(p, items);
        byte[] pdf = MAKER.sheets(plans, new DocInfo("test", "cs", true));
        Grid grid = Imposer.gridFor(p, items);
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertEquals(2, probe.pages());
            List<PdfProbe.Placed> fronts = probe.placed(0), backs = probe.placed(1);
            assertEquals(30, fronts.size());
            assertEquals(30, backs.size());
            for (int i = 0; i < 30; i++) {
                PdfProbe.Placed f = fronts.get(i), b = backs.get(i);
                assertEquals("c" + i + "-front", f.id());
                assertEquals("c" + i + "-back", b.id());
                // Expected from the imposition geometry alone: the cell, mirrored over the sheet's width, shifted.
                Box cell = grid.cells().get(i);
                assertClose(cell.grow(3), f.canvas(), 0.1);
                Box expectedBack =
                        new Box(grid.paper().width() - cell.right() + shift.x(), cell.y() + shift.y(), 16, 16);
                assertClose(expectedBack.grow(3), b.canvas(), 0.1);
                // And as a reader of the PDF sees it: the back's centre, mirrored, falls on the front's centre.
                double mirroredX = grid.paper().width() - b.canvas().centerX() + shift.x();
                assertEquals(f.canvas().centerX(), mirroredX, 0.1);
                assertEquals(f.canvas().centerY(), b.canvas().centerY() - shift.y(), 0.1);
            }
        }
    }

    @Test
    void printShopPagesCarryTrimAndBleedBoxes() {
        List<PagePlan> plans = Imposer.sheets(PrintProfile.printShop(), counters(2, 3));
        byte[] pdf = MAKER.sheets(plans, new DocInfo("shop", "en", false));
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertEquals(4, probe.pages());
            for (int i = 0; i < 4; i++) {
                assertClose(new Box(0, 0, 22, 22), probe.box(i, "media"), 0.01);
                assertClose(new Box(0, 0, 22, 22), probe.box(i, "bleed"), 0.01);
                assertClose(new Box(3, 3, 16, 16), probe.box(i, "trim"), 0.01);
            }
            assertNull(probe.doc().getDocumentCatalog().getViewerPreferences().getDuplex());
        }
        try (PdfProbe home = new PdfProbe(MAKER.sheets(
                Imposer.sheets(PrintProfile.home(Paper.A4), counters(2, 3)), new DocInfo("home", "en", true)))) {
            assertNull(home.box(0, "trim"));
        }
    }

    @Test
    void documentsUseTheEmbeddedFont() {
        String xhtml = """
                <html xmlns="http://www.w3.org/1999/xhtml"><head><style>
                @page { size: A4; margin: 15mm } body { font-family: 'Noto Sans'; }
                </style></head><body><h1>Pravidla</h1><p>Přesun, podpora, konvoj: řeka, ůl, děti.</p>
                <svg xmlns="http://www.w3.org/2000/svg" width="30mm" height="10mm" viewBox="0 0 30 10">
                <rect width="30" height="10" fill="#39c"/></svg></body></html>""";
        byte[] pdf = MAKER.document(xhtml, new DocInfo("aid", "cs", false));
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertTrue(probe.text().contains("řeka, ůl, děti"), probe.text());
            assertFalse(probe.fonts().isEmpty());
            for (PdfProbe.FontUse f : probe.fonts()) assertTrue(f.embedded() && f.subset(), f.toString());
            assertEquals("cs", probe.doc().getDocumentCatalog().getLanguage());
            assertEquals(
                    "None",
                    probe.doc().getDocumentCatalog().getViewerPreferences().getPrintScaling());
        }
    }

    /**
     * The fonts are parsed once and shared by every document: documents made at once on several
     * threads each embed their own subset, with their own text, as when each parsed its own font.
     */
    @Test
    void documentsMadeAtOnceEachEmbedTheirOwnSubsets() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<byte[]>> made = new ArrayList<>();
            String[] words = {"řeka", "ůl", "děti", "Žluťoučký", "kůň", "úpěl", "ďábelské", "ódy"};
            for (int i = 0; i < 16; i++) {
                String word = words[i % words.length] + " " + i + (i % 3 == 0 ? " \u2192" : "");
                boolean bold = i % 2 == 0, sheet = i % 4 < 2;
                made.add(pool.submit(() -> oneWord(word, bold, sheet)));
            }
            for (int i = 0; i < made.size(); i++) {
                byte[] pdf = made.get(i).get();
                try (PdfProbe probe = new PdfProbe(pdf)) {
                    String word = words[i % words.length] + " " + i;
                    assertTrue(probe.text().contains(word), i + ": " + probe.text());
                    for (PdfProbe.FontUse f : probe.fonts()) assertTrue(f.embedded() && f.subset(), f.toString());
                    // a subset of the few glyphs used, not the whole font (Noto Sans is 300 kB and more)
                    assertTrue(pdf.length < 60_000, i + ": " + pdf.length + " bytes");
                    assertEquals(
                            i % 3 == 0,
                            probe.fonts().stream().anyMatch(f -> f.name().contains("DejaVuSans")),
                            probe.fonts().toString());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** A document of one word, in bold or not, as a sheet of one drawing or as an XHTML document. */
    private static byte[] oneWord(String word, boolean bold, boolean sheet) {
        if (sheet) {
            String svg =
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60mm\" height=\"20mm\" viewBox=\"0 0 60 20\">"
                            + "<text x=\"2\" y=\"10\" font-size=\"4\"" + (bold ? " font-weight=\"bold\"" : "") + ">"
                            + word + "</text></svg>";
            return MAKER.sheets(
                    List.of(new PagePlan(
                            Paper.A4,
                            List.of(new Placement(new Drawing("w", svg, 60, 20, 0), 10, 10, 1, null)),
                            List.of())),
                    new DocInfo("w", "cs", false));
        }
        return MAKER.document(
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><style>body { font-family: 'Noto Sans', 'DejaVu Sans'; }"
                        + "</style></head><body><p>" + (bold ? "<b>" + word + "</b>" : word) + "</p></body></html>",
                new DocInfo("w", "cs", false));
    }

    @Test
    void previewsArePngs() {
        byte[] pdf =
                MAKER.sheets(Imposer.sheets(PrintProfile.home(Paper.A4), counters(1, 3)), new DocInfo("p", "en", true));
        List<byte[]> png = MAKER.previews(pdf, 30);
        assertEquals(2, png.size());
        assertNotNull(png.get(0));
        assertEquals((byte) 0x89, png.get(0)[0]);
        assertEquals('P', png.get(0)[1]);
    }

    static void assertClose(Box expected, Box actual, double tol) {
        String msg = "expected " + expected + " got " + actual;
        assertEquals(expected.x(), actual.x(), tol, msg);
        assertEquals(expected.y(), actual.y(), tol, msg);
        assertEquals(expected.w(), actual.w(), tol, msg);
        assertEquals(expected.h(), actual.h(), tol, msg);
    }
}
