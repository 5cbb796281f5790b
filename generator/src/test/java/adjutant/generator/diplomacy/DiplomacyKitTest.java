package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.sheet.ScanLayout;
import adjutant.engine.geometry.Box;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Offset;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PdfProbe;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The whole Diplomacy kit in both languages, built once (A4, a back offset in use, the
 * opening position pre-printed) and read back with PDFBox.
 */
class DiplomacyKitTest {
    static final Offset SHIFT = new Offset(0.8, -0.6);
    static final PrintProfile PROFILE = PrintProfile.home(Paper.A4).withBackOffset(SHIFT);
    static final Map<String, byte[]> KIT = new LinkedHashMap<>();
    /** The files that are no PDF (board.svg), by language/file name. */
    static final Map<String, byte[]> OTHER = new LinkedHashMap<>();

    static DipMap map;

    @BeforeAll
    static void buildKit() {
        Path home = Games.home();
        map = Games.loadChecked(home, "diplomacy", DiplomacyGame.class).map();
        KitRequest request = KitRequest.of(
                home, List.of("cs", "en"), PROFILE, home.resolve("examples/diplomacy/1901-spring-movement.yaml"));
        List<KitFile> files = new DiplomacyKit().plan(request);
        files.parallelStream().forEach(f -> {
            byte[] pdf = f.make().get();
            synchronized (KIT) {
                if (f.pdf()) KIT.put(f.lang() + "/" + f.name(), pdf);
                else OTHER.put(f.lang() + "/" + f.fileName(), pdf);
            }
        });
    }

    @Test
    void theKitHasEveryComponentInBothLanguages() {
        for (String lang : List.of("cs", "en")) {
            for (String name : List.of(
                    "board",
                    "board-a3",
                    "board-a2",
                    "calibration",
                    "counters",
                    "order-sheets",
                    "map-pad",
                    "player-aid")) {
                assertTrue(KIT.containsKey(lang + "/" + name), lang + "/" + name + " in " + KIT.keySet());
            }
        }
    }

    /** The map pad leaves room to draw: at most two maps on an A4 page, each at least 150 mm wide. */
    @Test
    void theMapPadHasAtMostTwoMapsAPageWithRoomToDraw() {
        for (String lang : List.of("cs", "en")) {
            try (PdfProbe probe = new PdfProbe(KIT.get(lang + "/map-pad"))) {
                for (int page = 0; page < probe.pages(); page++) {
                    List<PdfProbe.Placed> maps = probe.placed(page);
                    assertTrue(
                            !maps.isEmpty() && maps.size() <= 2,
                            lang + " p. " + (page + 1) + ": " + maps.size() + " maps");
                    for (PdfProbe.Placed m : maps)
                        assertTrue(
                                m.clip().w() >= 150,
                                lang + ": a map " + m.clip().w() + " mm wide");
                }
            }
        }
    }

    @Test
    void everyFontOfEveryPdfIsAnEmbeddedSubset() {
        KIT.forEach((name, pdf) -> {
            try (PdfProbe probe = new PdfProbe(pdf)) {
                List<PdfProbe.FontUse> fonts = probe.fonts();
                assertFalse(fonts.isEmpty(), name + " has no text");
                for (PdfProbe.FontUse f : fonts) assertTrue(f.embedded() && f.subset(), name + ": " + f);
            }
        });
    }

    @Test
    void theBoardNamesAll75ProvincesByAbbreviation() {
        assertEquals(75, map.provinces().size());
        for (String file : List.of("en/board", "cs/board", "en/board-a3", "cs/board-a2")) {
            String text;
            try (PdfProbe probe = new PdfProbe(KIT.get(file))) {
                text = probe.text();
            }
            List<String> missing = new ArrayList<>();
            for (Province p : map.provinces()) {
                // a label of its own: not part of a longer word (text extraction may glue a label to the end of a
                // neighbouring name on the same baseline, "St. PetersburgSwe", so a lower-case letter may precede it)
                if (!Pattern.compile("(?<![\\p{Lu}\\p{Lt}])" + Pattern.quote(p.abbr()) + "(?!\\p{Ll})")
                        .matcher(text)
                        .find()) {
                    missing.add(p.abbr());
                }
            }
            assertEquals(List.of(), missing, file);
        }
    }

    @Test
    void czechDiacriticsSurviveTextExtraction() {
        String board = text("cs/board-a3"),
                aid = text("cs/player-aid"),
                sheets = text("cs/order-sheets").replace('\u00a0', ' ');
        for (String word : List.of("Řím", "Černé moře", "Porúří", "Vídeň")) assertTrue(board.contains(word), word);
        for (String word : List.of("Sled tahů", "ještě", "Řecko", "Čechy", "Španělsko"))
            assertTrue(aid.contains(word), word);
        for (String word : List.of("Anglie – Jaro 1901", "Hráč", "Jednotka", "Anglie – Podzim 1901, úpravy"))
            assertTrue(sheets.contains(word), word);
        for (String letter : List.of("ř", "ů", "ě", "Ř", "č", "š", "ž", "á", "í", "é")) {
            assertTrue((board + aid + sheets).contains(letter), letter);
        }
    }

    @Test
    void eachCounterBackSitsMirroredUnderItsFront() {
        byte[] pdf = KIT.get("en/counters");
        double width = PROFILE.paper().width();
        int pairs = 0;
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertEquals(0, probe.pages() % 2, "fronts and backs come in pairs of pages");
            for (int page = 0; page < probe.pages(); page += 2) {
                List<PdfProbe.Placed> fronts = probe.placed(page), backs = probe.placed(page + 1);
                assertEquals(fronts.size(), backs.size(), "page " + page);
                for (int i = 0; i < fronts.size(); i++) {
                    PdfProbe.Placed f = fronts.get(i), b = backs.get(i);
                    // the same piece: an army front has an army back, a marker its marker
                    assertEquals(f.id().replace("-front", ""), b.id().replace("-back", ""));
                    // turned over the long edge, the back's canvas lands on the front's (less the printer's shift)
                    Box turned = b.canvas().shift(-SHIFT.x(), -SHIFT.y()).mirrorX(width);
                    assertEquals(f.canvas().x(), turned.x(), 0.1, f.id() + " #" + i);
                    assertEquals(f.canvas().y(), turned.y(), 0.1, f.id() + " #" + i);
                    assertEquals(f.canvas().w(), turned.w(), 0.1);
                    assertEquals(f.canvas().h(), turned.h(), 0.1);
                    pairs++;
                }
            }
        }
        assertEquals(7 * (2 * CounterFiles.PER_TYPE + CounterFiles.MARKERS), pairs);
    }

    @Test
    void boardTilesOverlapAsDeclared() {
        byte[] pdf = KIT.get("cs/board");
        List<Box> sources = new ArrayList<>();
        double bleed = PROFILE.bleed();
        try (PdfProbe probe = new PdfProbe(pdf)) {
            for (int page = 1; page < probe.pages(); page++) { // page 0 is the assembly index
                PdfProbe.Placed board = probe.placed(page).stream()
                        .filter(p -> p.id().startsWith("board-"))
                        .findFirst()
                        .orElseThrow();
                // what part of the board the page shows: the clip window, in board millimetres
                Box c = board.clip();
                sources.add(new Box(
                        c.x() - board.canvas().x() - bleed,
                        c.y() - board.canvas().y() - bleed,
                        c.w(),
                        c.h()));
            }
        }
        assertTrue(sources.size() >= 4, "the board is tiled: " + sources.size());
        List<List<Box>> rows = new ArrayList<>();
        for (Box b : sources) {
            if (rows.isEmpty() || Math.abs(rows.get(rows.size() - 1).get(0).y() - b.y()) > 0.1)
                rows.add(new ArrayList<>());
            rows.get(rows.size() - 1).add(b);
        }
        assertTrue(rows.size() >= 2 && rows.get(0).size() >= 2, "rows and columns: " + sources);
        int joins = 0;
        for (int r = 0; r < rows.size(); r++) {
            List<Box> row = rows.get(r);
            row.sort(Comparator.comparingDouble(Box::x));
            for (int c = 1; c < row.size(); c++) {
                assertEquals(
                        PROFILE.overlap(), row.get(c - 1).right() - row.get(c).x(), 0.1, "row " + r + " column " + c);
                joins++;
            }
            if (r > 0) {
                for (int c = 0; c < row.size(); c++) {
                    Box above = rows.get(r - 1).get(c);
                    assertEquals(above.x(), row.get(c).x(), 0.1);
                    assertEquals(PROFILE.overlap(), above.bottom() - row.get(c).y(), 0.1, "row " + r + " column " + c);
                    joins++;
                }
            }
        }
        assertTrue(joins >= 4);
    }

    @Test
    void orderSheetsPrePrintTheHeaderAndTheUnitsOfThePosition() {
        try (PdfProbe probe = new PdfProbe(KIT.get("en/order-sheets"))) {
            assertEquals(map.powers().size(), probe.pages(), "one side per power for the game year");
            String england = probe.text(0),
                    russia = probe.text(List.copyOf(map.powers()).indexOf(map.power("russia")));
            // the text begins with the first part's header (what the sheet reader needs first); the band's title comes
            // after
            assertEquals(
                    "England Spring 1901",
                    england.lines().findFirst().orElseThrow().strip(),
                    england);
            assertTrue(england.contains("England · 1901"), england);
            for (String h : List.of(
                    "England Spring 1901",
                    "England Spring 1901 retreats",
                    "England Fall 1901",
                    "England Fall 1901 retreats",
                    "England Fall 1901 adjustments")) {
                assertTrue(england.contains(h), h + " in " + england);
            }
            String liverpool = "A " + map.province("lvp").abbr(); // the abbreviation as the map data spells it
            for (String u : List.of(liverpool, "F Edi", "F Lon")) assertTrue(england.contains(u), u);
            assertEquals(
                    1,
                    withoutBuildExample(england).split(liverpool, -1).length - 1,
                    "the fall units are not known yet");
            // the example builds and removes at one of England's home centres
            Matcher build = Pattern.compile("\\(B (A \\w+), B F \\w+\\), remove a unit \\(Remove (A \\w+)\\)")
                    .matcher(england.replaceAll("\\s+", " "));
            assertTrue(
                    build.find()
                            && build.group(1).equals(build.group(2))
                            && List.of(liverpool, "A Lon", "A Edi").contains(build.group(1)),
                    england);
            assertTrue(
                    russia.contains("Russia Spring 1901")
                            && russia.contains("F StP/sc")
                            && russia.contains("4 supply centres, 4 units"),
                    russia);
        }
        try (PdfProbe probe = new PdfProbe(KIT.get("cs/order-sheets"))) {
            // printed as typeset for Czech: the en dash, a non-breaking space before it
            String text = probe.text(0).replace('\u00a0', ' ');
            assertTrue(text.contains("Anglie – Jaro 1901") && text.contains("Anglie – Podzim 1901, úpravy"), text);
        }
    }

    @Test
    void blankOrderSheetsLeaveTheYearToWriteIn() {
        KitTexts t = new KitTexts(
                "diplomacy",
                Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                        .strings(),
                "cs");
        String xhtml = OrderSheets.xhtml(
                map,
                null,
                t,
                KitRequest.of(Games.home(), List.of(), PROFILE, null).templates(),
                Paper.A4);
        assertTrue(
                xhtml.replace('\u00a0', ' ')
                        .contains("<span class=\"before\">Anglie – Jaro </span><span class=\"year blank\""),
                xhtml);
        assertFalse(xhtml.contains("9999"));
        assertFalse(withoutBuildExample(xhtml).contains("A Lvp"));
    }

    /** The text without the build and removal example of the adjustment hint, which names the power's own centres. */
    static String withoutBuildExample(String text) {
        return text.replaceAll("\\s+", " ")
                .replaceAll("\\(B A \\w+, B F [\\w/]+\\)", "")
                .replaceAll("\\((Remove|Odstranit) A \\w+\\)", "");
    }

    /** Each power's build example names its own home centres: an inland one for the army where it has one, a coastal one for the fleet. */
    @Test
    void buildExamplesUseThePowersOwnHomeCentres() {
        for (Power pw : map.powers()) {
            Map<String, Object> ex = OrderSheets.buildExample(map, pw);
            String army = ((String) ex.get("army")).substring(2),
                    fleet = ((String) ex.get("fleet")).substring(2).replaceAll("/.*", "");
            Province a = map.provinces().stream()
                    .filter(p -> p.abbr().equals(army))
                    .findFirst()
                    .orElseThrow();
            Province f = map.provinces().stream()
                    .filter(p -> p.abbr().equals(fleet))
                    .findFirst()
                    .orElseThrow();
            assertEquals(pw.id(), a.home(), pw.id() + ": " + ex);
            assertEquals(pw.id(), f.home(), pw.id() + ": " + ex);
            assertEquals(Terrain.COAST, f.terrain(), pw.id() + ": " + ex);
            assertTrue(
                    ex.get("army").toString().startsWith("A ")
                            && ex.get("fleet").toString().startsWith("F "),
                    ex.toString());
            if (map.provinces().stream().anyMatch(p -> pw.id().equals(p.home()) && p.terrain() == Terrain.LAND)) {
                assertEquals(Terrain.LAND, a.terrain(), pw.id() + " has an inland centre: " + ex);
            }
        }
        assertEquals(Map.of("army", "A Mos", "fleet", "F StP/nc"), OrderSheets.buildExample(map, map.power("russia")));
    }

    /** In a game for fewer players a player's powers print together, in seat order, and a neutral power gets no sheet. */
    @Test
    void aPlayersSheetsPrintTogetherAndNeutralPowersGetNone() {
        KitTexts t = new KitTexts(
                "diplomacy",
                Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                        .strings(),
                "en");
        var templates = KitRequest.of(Games.home(), List.of(), PROFILE, null).templates();
        var two = map.variant().setup("two").orElseThrow();
        Position p = Position.start(map, two.seating(), two.startYear());
        assertEquals(
                List.of("england", "france", "russia", "austria", "germany", "turkey"),
                OrderSheets.played(map, p).stream().map(Power::id).toList());
        String xhtml = OrderSheets.xhtml(map, p, t, templates, Paper.A4);
        List<Integer> at = Stream.of("England", "France", "Russia", "Austria-Hungary", "Germany", "Turkey")
                .map(n -> xhtml.indexOf(">" + n + " Spring "))
                .toList();
        assertTrue(
                at.stream().allMatch(i -> i >= 0)
                        && at.equals(at.stream().sorted().toList()),
                at.toString());
        assertFalse(xhtml.contains(">Italy Spring "), "no sheet for neutral Italy");
        assertEquals(
                List.of("england", "france", "russia", "austria", "germany", "turkey"),
                ScanLayout.on(map, p, "a4").pages().stream()
                        .map(x -> x.code().power())
                        .distinct()
                        .toList(),
                "scannable pages: none for Italy");
    }

    @Test
    void retreatAndAdjustmentPositionsPrePrintWhatIsOwed() {
        KitTexts t = new KitTexts(
                "diplomacy",
                Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                        .strings(),
                "en");
        var templates = KitRequest.of(Games.home(), List.of(), PROFILE, null).templates();
        Unit par = new Unit(UnitType.ARMY, "france", Location.of("par"));
        Position retreat = new Position(
                Season.FALL,
                1901,
                Phase.RETREAT,
                List.of(new Unit(UnitType.ARMY, "germany", Location.of("par"))),
                Map.of("par", "france"),
                List.of(new Position.Dislodged(par, "bur", List.of(Location.of("gas"), Location.of("pic")))));
        String xhtml = OrderSheets.xhtml(map, retreat, t, templates, Paper.A4);
        assertTrue(
                xhtml.contains("<td class=\"unit\">A Par</td><td class=\"hint\"><span>may go to: Gas, Pic</span>"),
                xhtml);
        Position winter = new Position(
                Season.FALL,
                1901,
                Phase.ADJUSTMENT,
                List.of(par),
                Map.of("par", "france", "bre", "france", "spa", "france"),
                List.of());
        xhtml = OrderSheets.xhtml(map, winter, t, templates, Paper.A4);
        assertTrue(xhtml.contains("France may build 2 units"), xhtml);
        assertTrue(xhtml.contains("No builds or removals are owed."), "a power with as many units as centres");
    }

    @Test
    void provinceTableFollowsEachLanguagesCollation() {
        record Name(String name) {}
        List<Name> names = List.of(
                new Name("Irské moře"),
                new Name("Chorvatsko"),
                new Name("Holandsko"),
                new Name("Cařihrad"),
                new Name("Halič"),
                new Name("Čechy"));
        assertEquals(
                List.of("Cařihrad", "Čechy", "Halič", "Holandsko", "Chorvatsko", "Irské moře"),
                ProvinceTable.sorted(names, Name::name, "cs").stream()
                        .map(Name::name)
                        .toList(),
                "Czech: ch after h");
        assertEquals(
                List.of("Cařihrad", "Čechy", "Chorvatsko", "Halič", "Holandsko", "Irské moře"),
                ProvinceTable.sorted(names, Name::name, "en").stream()
                        .map(Name::name)
                        .toList(),
                "English: ch within c");

        List<String> cs = ProvinceTable.rows(map, "cs").stream()
                .map(ProvinceTable.Row::name)
                .toList();
        assertEquals(75, cs.size());
        assertTrue(
                cs.indexOf("Clyde") < cs.indexOf("Čechy") && cs.indexOf("Černé moře") < cs.indexOf("Dánsko"),
                cs.toString());
        assertTrue(
                cs.indexOf("Rumunsko") < cs.indexOf("Řecko") && cs.indexOf("Řím") < cs.indexOf("Sevastopol"),
                cs.toString());
        assertTrue(cs.indexOf("Sýrie") < cs.indexOf("Španělsko"), cs.toString());
        // the printed table reads in the same order, column by column
        String page;
        try (PdfProbe probe = new PdfProbe(KIT.get("cs/player-aid"))) {
            page = probe.text(probe.pages() - 1).replace('\u00a0', ' ');
        }
        int at = -1;
        for (String name : cs) {
            int next = page.indexOf(name + " ", at + 1);
            assertTrue(next > at, name + " after the previous name in the printed table");
            at = next;
        }
    }

    @Test
    void everyPdfIsSmallEnoughToMail() {
        KIT.forEach((name, pdf) -> assertTrue(pdf.length <= 3_000_000, name + ": " + pdf.length + " bytes"));
    }

    private static String text(String file) {
        try (PdfProbe probe = new PdfProbe(KIT.get(file))) {
            return probe.text();
        }
    }
}
