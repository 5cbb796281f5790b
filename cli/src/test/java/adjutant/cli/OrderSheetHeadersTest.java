package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Season;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.Kits;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.validator.diplomacy.OrderSheet;
import adjutant.validator.diplomacy.OrderSheetReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The printed order sheets and the sheet reader agree: the text of each printed page, typed
 * out as it stands, is read as that power's sheets for the printed turn and phases. (Here
 * because the generator does not depend on the validator.) So do those of a language that is
 * only data, in a copy of the project.
 */
class OrderSheetHeadersTest {
    static final DiplomacyGame GAME = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
    static final DipMap MAP = GAME.map();

    @TempDir
    Path dir;

    @Test
    void springPositionSheetsReadBackInBothLanguages() throws IOException {
        Path pos = Games.home().resolve("examples/diplomacy/1901-spring-movement.yaml");
        for (String lang : List.of("en", "cs")) {
            List<List<OrderSheet>> pages = readPages(pos, lang);
            assertEquals(7, pages.size());
            int i = 0;
            for (Power p : MAP.powers()) expectYear(pages.get(i++), p.id(), 1901);
        }
    }

    @Test
    void aFallPositionPrintsThatYearAndTheNext() throws IOException {
        Path pos = dir.resolve("1902-fall.yaml");
        Files.writeString(pos, """
                season: fall
                year: 1902
                phase: movement
                units:
                  england: [F nth, A yor]
                  russia: [F stp/nc]
                centres:
                  england: [edi, lon, lvp, nwy]
                """, StandardCharsets.UTF_8);
        List<List<OrderSheet>> pages = readPages(pos, "cs");
        expectYear(pages.get(0), "england", 1902);
        expectYear(pages.get(1), "england", 1903);
        // the fall's part (the third sheet of the side) holds the units of the position
        List<String> englandOrders = pages.get(0).get(2).lines().stream()
                .map(OrderSheet.Line::text)
                .map(t -> t.replace('\u00a0', ' ').strip())
                .toList(); // Czech sheets bind a one-letter word to the next
        assertEquals(
                true, englandOrders.contains("A Yor") && englandOrders.contains("F Nth"), englandOrders.toString());
    }

    /**
     * Every year a game starts in or reaches prints sheets that read back in that year: the
     * two-player game's 1914, the optional 1870 and 1801 starts, the first and last years the
     * desk takes (a fall in 9998 prints the spring of 9999), and a three-digit year a position
     * file allows.
     */
    @Test
    void sheetsOfEveryYearAPositionMayHaveReadBack() throws IOException {
        String example = Files.readString(Games.home().resolve("examples/diplomacy/1901-spring-movement.yaml"));
        for (int year : new int[] {1000, 1801, 1870, 1914, 901}) {
            Path pos = dir.resolve(year + "-spring.yaml");
            Files.writeString(pos, example.replace("year: 1901", "year: " + year), StandardCharsets.UTF_8);
            List<List<OrderSheet>> pages = readPages(pos, year % 2 == 0 ? "en" : "cs");
            expectYear(pages.get(0), MAP.powers().iterator().next().id(), year); // a side per power for the game year
        }
        Path fall = dir.resolve("9998-fall.yaml");
        Files.writeString(
                fall,
                example.replace("season: spring\nyear: 1901", "season: fall\nyear: 9998"),
                StandardCharsets.UTF_8);
        List<List<OrderSheet>> pages = readPages(fall, "en");
        expectYear(pages.get(1), MAP.powers().iterator().next().id(), 9999); // the fall's year, then the next
    }

    /** Polish as a translator adds it, in data alone: the words of the sheets and two order words; the powers' names. */
    static void addPolish(Path home) throws IOException {
        Path data = home.resolve("data/diplomacy");
        Files.writeString(data.resolve("i18n/pl.yaml"), """
                season:
                  spring: Wiosna
                  fall: Jesień
                order_sheet:
                  header: "{power} {season} {year, number, ::group-off}"
                  header_retreat: "{power} {season} {year, number, ::group-off}, odwroty"
                  header_adjustment: "{power} {season} {year, number, ::group-off}, zmiany"
                notation:
                  hold: "stój, stoi"
                  move: "idzie do, do"
                """, StandardCharsets.UTF_8);
        Map<String, String> names = Map.of(
                "England",
                "Anglia",
                "France",
                "Francja",
                "Germany",
                "Niemcy",
                "Italy",
                "Włochy",
                "Austria-Hungary",
                "Austro-Węgry",
                "Russia",
                "Rosja",
                "Turkey",
                "Turcja");
        String powers = Files.readString(data.resolve("powers.yaml"));
        for (Map.Entry<String, String> n : names.entrySet()) {
            String before = powers;
            powers = powers.replace("en: " + n.getKey() + "}", "en: " + n.getKey() + ", pl: " + n.getValue() + "}");
            assertTrue(!powers.equals(before), n.getKey());
        }
        Files.writeString(data.resolve("powers.yaml"), powers, StandardCharsets.UTF_8);
    }

    @Test
    void aLanguageAddedByDataAloneReadsItsOwnPrintedSheetsBack() throws IOException {
        Path home = dir.resolve("project");
        Trees.copy(Games.home().resolve("data/diplomacy"), home.resolve("data/diplomacy"));
        Trees.copy(Games.home().resolve("templates"), home.resolve("templates"));
        addPolish(home);
        DiplomacyGame polish = Games.loadChecked(home, "diplomacy", DiplomacyGame.class);
        Path pos = Games.home().resolve("examples/diplomacy/1901-spring-movement.yaml");
        List<List<OrderSheet>> pages = readPages(home, polish, pos, "pl");
        assertEquals(7, pages.size());
        int i = 0;
        for (Power p : MAP.powers()) {
            expectYear(pages.get(i++), p.id(), 1901);
        }

        Path sheet = dir.resolve("niemcy.txt");
        Files.writeString(
                sheet, "Niemcy Wiosna 1901\nA Ber stój\nA Mun idzie do Ruh\nF Kie - Den\n", StandardCharsets.UTF_8);
        CliRun v = CliRun.of(
                "validate",
                "diplomacy",
                "--position",
                pos.toString(),
                "--orders",
                sheet.toString(),
                "--lang",
                "pl",
                "--home",
                home.toString());
        assertEquals(0, v.code(), v.out() + v.err());
        assertTrue(v.out().contains("A Ber stój") && v.out().contains("A Mun idzie do Ruh"), v.out());
    }

    /** A power's side for a game year: its spring orders and retreats, its fall orders, retreats and adjustments, in that order. */
    private static void expectYear(List<OrderSheet> sheets, String power, int year) {
        assertEquals(5, sheets.size(), power + " " + year + ": " + sheets);
        expect(sheets.subList(0, 2), power, Season.SPRING, year, List.of(Phase.MOVEMENT, Phase.RETREAT));
        expect(
                sheets.subList(2, 5),
                power,
                Season.FALL,
                year,
                List.of(Phase.MOVEMENT, Phase.RETREAT, Phase.ADJUSTMENT));
    }

    private static void expect(List<OrderSheet> sheets, String power, Season season, int year, List<Phase> phases) {
        assertEquals(phases, sheets.stream().map(OrderSheet::phase).toList(), power + " " + season);
        for (OrderSheet s : sheets) {
            assertEquals(power, s.power());
            assertEquals(season, s.season());
            assertEquals(year, s.year());
        }
    }

    /** Each page of the order sheets built with {@code position}, as the sheets the reader finds in its text. */
    private List<List<OrderSheet>> readPages(Path position, String lang) throws IOException {
        return readPages(Games.home(), GAME, position, lang);
    }

    private List<List<OrderSheet>> readPages(Path home, DiplomacyGame game, Path position, String lang)
            throws IOException {
        KitRequest request = KitRequest.of(home, List.of(lang), PrintProfile.home(Paper.A4), position);
        KitFile file = Kits.of("diplomacy").orElseThrow().plan(request).stream()
                .filter(f -> f.name().equals("order-sheets"))
                .findFirst()
                .orElseThrow();
        OrderSheetReader reader = new OrderSheetReader(game);
        List<List<OrderSheet>> out = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(file.make().get())) {
            for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                PDFTextStripper s = new PDFTextStripper();
                s.setStartPage(page);
                s.setEndPage(page);
                Path typed = dir.resolve(lang + "-" + page + ".txt");
                Files.writeString(typed, s.getText(doc), StandardCharsets.UTF_8);
                out.add(reader.read(List.of(typed)));
            }
        }
        return out;
    }
}
