package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The printed order sheets and the sheet reader agree: the text of each printed page, typed
 * out as it stands, is read as that power's sheets for the printed turn and phases. (Here
 * because the generator does not depend on the validator.)
 */
class OrderSheetHeadersTest {
    static final DipMap MAP = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class).map();

    @TempDir
    Path dir;

    @Test
    void springPositionSheetsReadBackInBothLanguages() throws IOException {
        Path pos = Games.home().resolve("examples/diplomacy/1901-spring-movement.yaml");
        for (String lang : List.of("en", "cs")) {
            List<List<OrderSheet>> pages = readPages(pos, lang);
            assertEquals(14, pages.size());
            int i = 0;
            for (Power p : MAP.powers()) {
                expect(pages.get(i++), p.id(), Season.SPRING, 1901, List.of(Phase.MOVEMENT, Phase.RETREAT));
                expect(pages.get(i++), p.id(), Season.FALL, 1901, List.of(Phase.MOVEMENT, Phase.RETREAT, Phase.ADJUSTMENT));
            }
        }
    }

    @Test
    void aFallPositionPrintsThatFallAndTheNextSpring() throws IOException {
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
        expect(pages.get(0), "england", Season.FALL, 1902, List.of(Phase.MOVEMENT, Phase.RETREAT, Phase.ADJUSTMENT));
        expect(pages.get(1), "england", Season.SPRING, 1903, List.of(Phase.MOVEMENT, Phase.RETREAT));
        List<String> englandOrders = pages.get(0).get(0).lines().stream().map(OrderSheet.Line::text).map(String::strip).toList();
        assertEquals(true, englandOrders.contains("A Yor") && englandOrders.contains("F Nth"), englandOrders.toString());
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
        KitRequest request = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), position);
        KitFile file = Kits.of("diplomacy").orElseThrow().plan(request).stream().filter(f -> f.name().equals("order-sheets"))
                .findFirst().orElseThrow();
        OrderSheetReader reader = new OrderSheetReader(MAP);
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
