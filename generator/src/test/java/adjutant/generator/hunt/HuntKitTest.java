package adjutant.generator.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.geometry.Box;
import adjutant.engine.hunt.Hex;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.SearchOdds;
import adjutant.engine.hunt.Side;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PdfProbe;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Hunt kit as printed: read back from the PDFs it makes. */
class HuntKitTest {
    static final double BLEED = 3;
    static Path home;
    static HuntGame game;
    static final Map<String, byte[]> files = new HashMap<>();

    @BeforeAll
    static void build() {
        home = Games.home();
        game = Games.loadChecked(home, "hunt", HuntGame.class);
        make(PrintProfile.home(Paper.A4), "", "cards", "board-a3", "counters", "player-aid", "secret-log");
        make(PrintProfile.home(Paper.LETTER), "letter-", "cards");
        make(PrintProfile.printShop(), "shop-", "cards");
    }

    private static void make(PrintProfile p, String prefix, String... names) {
        Set<String> wanted = Set.of(names);
        List<KitFile> plan = new HuntKit().plan(KitRequest.of(home, List.of("cs", "en"), p, null));
        for (KitFile f : plan) {
            if (wanted.contains(f.name()))
                files.put(prefix + f.name() + "-" + f.lang(), f.make().get());
        }
    }

    @Test
    void everyFileEmbedsSubsetsOfNotoSansOnly() {
        for (Map.Entry<String, byte[]> e : files.entrySet()) {
            try (PdfProbe probe = new PdfProbe(e.getValue())) {
                List<PdfProbe.FontUse> fonts = probe.fonts();
                assertFalse(fonts.isEmpty(), e.getKey());
                for (PdfProbe.FontUse f : fonts) {
                    assertTrue(f.embedded() && f.subset() && f.name().contains("NotoSans"), e.getKey() + ": " + f);
                }
            }
        }
    }

    @Test
    void thirtySixCardsAtPokerSizeNineToAPage() {
        for (String key : List.of("cards-en", "cards-cs", "letter-cards-en")) {
            try (PdfProbe probe = new PdfProbe(files.get(key))) {
                assertEquals(8, probe.pages(), key + ": four sheets of nine, each with its backs");
                Set<String> fronts = new HashSet<>();
                for (int page = 0; page < probe.pages(); page += 2) {
                    List<PdfProbe.Placed> placed = probe.placed(page);
                    assertEquals(9, placed.size(), key + " page " + (page + 1));
                    for (PdfProbe.Placed p : placed) {
                        assertTrue(p.id().startsWith("card-") && !p.id().startsWith("card-back"), p.id());
                        fronts.add(p.id());
                        assertEquals(63 + 2 * BLEED, p.canvas().w(), 0.01, p.id());
                        assertEquals(88 + 2 * BLEED, p.canvas().h(), 0.01, p.id());
                        Box trim = p.canvas().grow(-BLEED);
                        assertTrue(p.clip().contains(trim, 0.01), p.id() + ": the card is cut inside its trim");
                    }
                }
                assertEquals(36, fronts.size(), key + ": 36 different cards");
                assertEquals(
                        18,
                        fronts.stream()
                                .filter(id -> id.startsWith("card-german-"))
                                .count());
            }
        }
    }

    @Test
    void backsSitMirroredBehindTheirFronts() {
        try (PdfProbe probe = new PdfProbe(files.get("cards-en"))) {
            double pageWidth = probe.box(0, "media").w();
            for (int page = 0; page < probe.pages(); page += 2) {
                List<PdfProbe.Placed> fronts = probe.placed(page), backs = probe.placed(page + 1);
                assertEquals(fronts.size(), backs.size());
                for (PdfProbe.Placed f : fronts) {
                    Box expected = f.canvas().mirrorX(pageWidth);
                    PdfProbe.Placed b = backs.stream()
                            .filter(x -> near(x.canvas(), expected, 0.1))
                            .findFirst()
                            .orElse(null);
                    assertNotNull(b, "no back within 0.1 mm behind " + f.id());
                    String deck = f.id().startsWith("card-german-") ? "german" : "british";
                    assertEquals("card-back-" + deck + "-en", b.id(), "the back of " + f.id());
                }
            }
        }
    }

    @Test
    void printShopGetsOneCardPerPageWithTrimAndBleedBoxes() {
        try (PdfProbe probe = new PdfProbe(files.get("shop-cards-en"))) {
            assertEquals(72, probe.pages(), "36 fronts and their 36 backs");
            for (int page = 0; page < probe.pages(); page++) {
                Box trim = probe.box(page, "trim"), bleed = probe.box(page, "bleed"), media = probe.box(page, "media");
                assertEquals(63, trim.w(), 0.01);
                assertEquals(88, trim.h(), 0.01);
                assertEquals(BLEED, trim.x(), 0.01);
                assertEquals(BLEED, trim.y(), 0.01);
                assertEquals(69, bleed.w(), 0.01);
                assertEquals(94, bleed.h(), 0.01);
                assertTrue(near(bleed, media, 0.01));
            }
        }
    }

    @Test
    void czechDiacriticsComeBackAsText() {
        try (PdfProbe cards = new PdfProbe(files.get("cards-cs"));
                PdfProbe aid = new PdfProbe(files.get("player-aid-cs"));
                PdfProbe log = new PdfProbe(files.get("secret-log-cs"));
                PdfProbe board = new PdfProbe(files.get("board-a3-cs"))) {
            // Czech is typeset with non-breaking spaces (after one-letter words, before a dash): read as spaces here
            String text = cards.text().replace('\u00a0', ' '),
                    aidText = aid.text().replace('\u00a0', ' ');
            for (String s : List.of("Pěkné počasí", "Každá míle", "Nespolehlivá", "Zpravodajství", "Pátrací událost")) {
                assertTrue(text.contains(s), s);
            }
            assertTrue(aidText.contains("Přehled pro hráče – Němci"), aidText);
            assertTrue(aidText.contains("Šance na úspěch"));
            assertTrue(log.text().replace('\u00a0', ' ').contains("Tajný záznam"));
            assertTrue(board.text().replace('\u00a0', ' ').contains("Kapské Město"));
        }
    }

    /**
     * Graf Spee can enter four hexes in a turn (Pocket Battleship: up to 3, then 1 more): every turn's row
     * of the secret log has a numbered cell for each, 1 to 4, in both languages.
     */
    @Test
    void secretLogHasACellForEveryHexGrafSpeeCanEnterInATurn() {
        for (String lang : List.of("en", "cs")) {
            try (PdfProbe log = new PdfProbe(files.get("secret-log-" + lang))) {
                long rows = Arrays.stream(log.text().split("\n"))
                        .filter(l -> l.matches(".*(^|\\s)1 2 3 4(\\s|$).*"))
                        .count();
                assertTrue(rows >= 20, lang + ": " + rows + " rows with four hex cells\n" + log.text(0));
            }
        }
    }

    /** The map is designed but for the hexes the rules fix: the printed board says so in a note marked as Adjutant's. */
    @Test
    void theBoardSaysItsMapIsAdjutantsDesign() {
        for (String[] l : new String[][] {{"en", "Adjutant’s note"}, {"cs", "Poznámka Adjutanta"}}) {
            try (PdfProbe board = new PdfProbe(files.get("board-a3-" + l[0]))) {
                assertTrue(board.text().replaceAll("\\s+", " ").contains(l[1]), l[0] + ": " + board.text());
            }
        }
    }

    @Test
    void everyHexNumberIsPrintedOnTheBoard() {
        for (String lang : List.of("en", "cs")) {
            try (PdfProbe board = new PdfProbe(files.get("board-a3-" + lang))) {
                Set<String> words = new HashSet<>(List.of(board.text().split("\\s+")));
                for (Hex h : game.map().hexes().values())
                    assertTrue(words.contains(h.label()), lang + ": hex " + h.label());
            }
        }
    }

    @Test
    void playerAidPrintsTheEnginesSearchOdds() {
        try (PdfProbe aid = new PdfProbe(files.get("player-aid-en"))) {
            String german = aid.text(0), british = aid.text(1);
            Texts t = new Texts(game.strings(), "en");
            for (SearchOdds.Row r : SearchOdds.table(game.rules())) {
                String cell = PlayerAid.odds(r.success(), t);
                assertTrue((r.side() == Side.GERMAN ? german : british).contains(cell), r + " as " + cell);
            }
            // seaplane, no card modifier: 3, 4, 5 and 6 beat 4 after +2
            assertTrue(german.contains("4/6 · 67%"));
        }
    }

    @Test
    void countersHoldEveryToken() {
        try (PdfProbe probe = new PdfProbe(files.get("counters-en"))) {
            List<String> ids = new ArrayList<>();
            for (int p = 0; p < probe.pages(); p++) probe.placed(p).forEach(x -> ids.add(x.id()));
            assertEquals(9, ids.stream().filter(i -> i.startsWith("merchant-")).count());
            for (String f : List.of("G", "H", "K")) {
                assertEquals(
                        1,
                        ids.stream()
                                .filter(i -> i.equals("force-" + f + "-standard-en"))
                                .count());
                assertEquals(
                        1,
                        ids.stream()
                                .filter(i -> i.equals("force-" + f + "-historical-en"))
                                .count(),
                        "the back of force " + f);
            }
            assertTrue(ids.contains("ship-graf-spee-en") && ids.contains("ship-altmark-en"));
            assertEquals(
                    3 + 2 + 6, ids.stream().filter(i -> i.startsWith("disc-")).count());
            // One sheet: every token and disc on the front page, the forces' historical faces on its back.
            assertEquals(2, probe.pages(), "tokens and discs share one sheet");
            assertEquals(3 + 2 + 9 + 11, probe.placed(0).size());
            assertEquals(3, probe.placed(1).size());
        }
    }

    /** The log asks for the hex after every move: each turn's row has a cell for each hex she can enter in a turn, lit on every row. */
    @Test
    void theSecretLogHasACellPerHexEnteredOnEveryRow() {
        Texts t = new Texts(game.strings(), "en");
        String xhtml = SecretLog.xhtml(
                game,
                t,
                "The Hunt",
                KitRequest.of(home, List.of("en"), PrintProfile.home(Paper.A4), null)
                        .templates(),
                PrintProfile.home(Paper.A4));
        int cellsPerRow = game.rules().german().mostHexesATurn();
        assertEquals(4, cellsPerRow, "Pocket Battleship: up to 3 hexes, then 1 more");
        Matcher rows = Pattern.compile("<tr><td class=\"turn\">(\\d+)</td>(.*?)</tr>", Pattern.DOTALL)
                .matcher(xhtml);
        int n = 0;
        while (rows.find()) {
            n++;
            int cells = rows.group(2).split("<td class=\"hex", -1).length - 1;
            assertEquals(cellsPerRow, cells, "turn " + rows.group(1));
        }
        assertEquals(SecretLog.PAGES * SecretLog.rows(PrintProfile.home(Paper.A4)) - 1, n, "every numbered row");
        // The zebra striping of even rows must not wash out the hex cells: their own rule for even rows.
        assertTrue(xhtml.contains("tr:nth-child(even) td.hex {"), "striped hex cells keep their colour");
        assertTrue(t.get("kit.log.intro").contains("after every move"));
        assertTrue(
                xhtml.contains("(a move is 1 to " + cellsPerRow + " hexes)"),
                "the note counts the cells from the data");
    }

    static boolean near(Box a, Box b, double tol) {
        return Math.abs(a.x() - b.x()) <= tol
                && Math.abs(a.y() - b.y()) <= tol
                && Math.abs(a.w() - b.w()) <= tol
                && Math.abs(a.h() - b.h()) <= tol;
    }
}
