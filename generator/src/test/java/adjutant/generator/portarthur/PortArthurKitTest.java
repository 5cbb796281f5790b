package adjutant.generator.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.geometry.Box;
import adjutant.engine.portarthur.FireOdds;
import adjutant.engine.portarthur.OddsRow;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.SeaArea;
import adjutant.engine.portarthur.SeaMap;
import adjutant.engine.portarthur.Ship;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.Kits;
import adjutant.generator.layout.Offset;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PdfProbe;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** The Port Arthur kit as printed: read back from the PDFs with PDFBox. */
class PortArthurKitTest {
    static final Path HOME = Games.home();
    static final PortArthurGame GAME = Games.loadChecked(HOME, "port-arthur", PortArthurGame.class);
    static final Offset OFFSET = new Offset(1.2, -0.6);
    private static final Map<String, byte[]> MADE = new ConcurrentHashMap<>();

    /** One file of the kit on A4 with a back offset, made once for all tests. */
    static byte[] file(String lang, String name) {
        return MADE.computeIfAbsent(lang + "/" + name, k -> {
            KitRequest r = KitRequest.of(
                    HOME, List.of(lang), PrintProfile.home(Paper.A4).withBackOffset(OFFSET), null);
            KitFile f = new PortArthurKit()
                    .plan(r).stream()
                            .filter(x -> x.name().equals(name))
                            .findFirst()
                            .orElseThrow();
            return f.make().get();
        });
    }

    static String flat(String text) {
        return text.replaceAll("[\\s\u00a0]+", " "); // Czech non-breaking spaces read as spaces
    }

    static void assertFontsEmbedded(PdfProbe probe) {
        assertFalse(probe.fonts().isEmpty());
        for (PdfProbe.FontUse f : probe.fonts()) {
            assertTrue(f.embedded() && f.subset() && f.name().contains("NotoSans"), f.toString());
        }
    }

    @Test
    void theKitIsRegistered() {
        assertTrue(Kits.games().contains("port-arthur"), Kits.games().toString());
    }

    @Test
    void countersNameEveryShipInBothLanguages() {
        assertEquals(50, GAME.ships().size());
        for (String lang : List.of("cs", "en")) {
            try (PdfProbe probe = new PdfProbe(file(lang, "counters"))) {
                assertFontsEmbedded(probe);
                String text = flat(probe.text());
                for (Ship s : GAME.ships())
                    assertTrue(text.contains(s.name(lang)), lang + ": " + s.name(lang) + " missing");
            }
        }
        try (PdfProbe probe = new PdfProbe(file("cs", "counters"))) {
            String text = flat(probe.text());
            for (String czech : List.of("Šikišima", "Cesarevič", "Admiral Ušakov", "Poškozená", "Armáda")) {
                assertTrue(text.contains(czech), czech + " not extractable");
            }
        }
    }

    @Test
    void backsLieMirroredUnderFrontsWithinATenthOfAMillimetre() {
        try (PdfProbe probe = new PdfProbe(file("en", "counters"))) {
            assertEquals(2, probe.pages(), "50 ships, 4 markers and 6 armies fit one duplex sheet");
            double pageW = probe.box(0, "media").w();
            Map<String, Box> fronts = new HashMap<>();
            for (PdfProbe.Placed p : probe.placed(0))
                if (p.id().contains("-front-")) fronts.put(p.id().replace("-front-", "-"), p.canvas());
            int checked = 0;
            for (PdfProbe.Placed p : probe.placed(1)) {
                if (!p.id().contains("-back-")) continue;
                Box f = fronts.get(p.id().replace("-back-", "-"));
                assertNotNull(f, "no front for " + p.id());
                Box b = p.canvas();
                assertEquals(pageW - f.x() - f.w() + OFFSET.x(), b.x(), 0.1, p.id());
                assertEquals(f.y() + OFFSET.y(), b.y(), 0.1, p.id());
                assertEquals(f.w(), b.w(), 0.01);
                checked++;
            }
            assertEquals(50, checked);
        }
    }

    @Test
    void theBoardShowsTheSeaPortsAndTracksInCzech() {
        try (PdfProbe probe = new PdfProbe(file("cs", "board-a3"))) {
            assertFontsEmbedded(probe);
            assertEquals(1, probe.pages());
            Box page = probe.box(0, "media");
            assertEquals(420, page.w(), 0.5);
            assertEquals(297, page.h(), 0.5);
            String text = flat(probe.text());
            for (SeaArea a : GAME.map().areas()) assertTrue(text.contains(a.name("cs")), a.name("cs"));
            for (String s : List.of(
                    "Kotviště",
                    "Loděnice",
                    "Výsadek",
                    "Body nadvlády",
                    "Mandžusko",
                    "Kóta 203",
                    "Remíza",
                    "BN: Japonsko 1 – Rusko 3",
                    "Klíčová oblast")) {
                assertTrue(text.contains(s), s + " missing from: " + text);
            }
        }
        try (PdfProbe tiles = new PdfProbe(file("cs", "board"))) {
            assertTrue(tiles.pages() >= 3, "an assembly page and at least two tiles on A4");
            assertTrue(tiles.box(0, "media").w() < 300);
        }
    }

    @Test
    void theDrawingAgreesWithTheMapAndSaysWhenItDoesNot() {
        assertEquals(List.of(), BoardLayout.check(GAME.map()));
        List<SeaArea> areas = new ArrayList<>();
        for (SeaArea a : GAME.map().areas()) {
            List<String> adj = new ArrayList<>(a.adjacent());
            if (a.id().equals("yellow-sea")) adj.add("tsushima-strait");
            if (a.id().equals("tsushima-strait")) adj.add("yellow-sea");
            areas.add(new SeaArea(
                    a.id(),
                    a.names(),
                    a.dominanceJapan(),
                    a.dominanceRussia(),
                    adj,
                    a.russiaReturnsTo(),
                    a.provenance()));
        }
        List<String> problems = BoardLayout.check(
                new SeaMap(areas, GAME.map().ports(), GAME.map().landingBoxes()));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("tsushima-strait and yellow-sea"), problems.get(0));
    }

    @Test
    void theOddsTableIsTheEnginesToTheLastDigit() {
        try (PdfProbe probe = new PdfProbe(file("en", "player-aid"))) {
            assertFontsEmbedded(probe);
            assertEquals(4, probe.pages(), "two aids, each a double-sided sheet");
            String page = probe.text(2);
            for (int fp : new int[] {1, 12, 19, 28, 40}) {
                String[] cells = row(page, fp);
                List<OddsRow> rows = FireOdds.table(fp, 1, 6);
                assertEquals(1 + 3 * 6 + 1, cells.length, String.join(" ", cells));
                for (OddsRow r : rows) {
                    int i = 1 + 3 * (r.dice() - 1);
                    assertEquals(
                            PlayerAid.decimal("en", r.expectedRegular()),
                            cells[i],
                            "fp " + fp + ", " + r.dice() + " dice");
                    assertEquals(PlayerAid.decimal("en", r.expectedCritical()), cells[i + 1]);
                    assertEquals(PlayerAid.percent("en", r.criticalChance().value(), 0), cells[i + 2]);
                }
                assertEquals(String.valueOf(FireOdds.bestDice(rows)), cells[cells.length - 1]);
            }
            // Firepower 28: six dice promise 5.95 regular and 1.91 critical hits, a critical 95 % of the time.
            String[] r28 = row(page, 28);
            assertEquals("5.95", r28[16]);
            assertEquals("1.91", r28[17]);
            assertEquals("95%", r28[18]);
            assertEquals("6", r28[19]);
            String battle = flat(probe.text(1));
            assertTrue(battle.contains("SFP 28, dice 1 1 2 4 4 5 (sum 17): 6 regular and 2 critical hits."), battle);
            assertTrue(battle.contains("SFP 19, dice 4 4 5 5 5 6 (sum 29): 3 regular and 0 critical hits."), battle);
            String front = flat(probe.text(0));
            long combined = GAME.ships().stream()
                    .filter(x -> x.fleet().equals("combined-fleet") && !x.optional())
                    .count();
            assertTrue(
                    front.contains("Combined Fleet: " + combined + " ships in the anchorage of Japan, intact side up."),
                    front);
            assertTrue(front.contains("6 armies beside the board"), front);
            String back = flat(probe.text(3));
            assertEquals(0, images(probe.doc().getPage(3).getResources()), "the plot is vectors, not a picture");
            assertTrue(back.contains("4/6"), back);
        }
    }

    @Test
    void theCzechAidKeepsItsDiacriticsAndDecimalCommas() {
        try (PdfProbe probe = new PdfProbe(file("cs", "player-aid"))) {
            assertFontsEmbedded(probe);
            String text = flat(probe.text());
            for (String s : List.of(
                    "Přesné pravděpodobnosti",
                    "Nejvyšší rychlost eskadry",
                    "kritické zásahy",
                    "Očekávané zásahy",
                    "PSE 28, kostky 1 1 2 4 4 5 (součet 17): běžné zásahy 6, kritické zásahy 2.")) {
                assertTrue(text.contains(s), s + " missing");
            }
            String[] r28 = row(probe.text(2), 28);
            assertEquals("5,95", r28[16]);
        }
    }

    /** Raster images used by a page, forms inside forms included. */
    static int images(org.apache.pdfbox.pdmodel.PDResources res) {
        if (res == null) return 0;
        int n = 0;
        try {
            for (var name : res.getXObjectNames()) {
                var x = res.getXObject(name);
                if (x instanceof org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject) n++;
                if (x instanceof org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject f) n += images(f.getResources());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return n;
    }

    /** The cells of the odds table's row for one firepower, as the text extractor reads them. */
    static String[] row(String page, int firepower) {
        for (String line : page.split("\\R")) {
            String[] cells = line.trim()
                    .replace('\u00a0', ' ')
                    .replaceAll("(\\d) %", "$1%")
                    .split("\\s+");
            if (cells.length > 10 && cells[0].equals(String.valueOf(firepower)) && cells[1].matches("\\d[.,]\\d\\d"))
                return cells;
        }
        throw new AssertionError("no row for firepower " + firepower + " in:\n" + page);
    }
}
