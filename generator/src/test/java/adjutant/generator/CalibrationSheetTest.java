package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every game's calibration sheet, in both languages, says what a player holding only the PDFs can
 * do with the readings: the printer dialog's back-side offset, or cutting to the fronts.
 */
class CalibrationSheetTest {
    @ParameterizedTest
    @CsvSource({
        "diplomacy, en, printer dialog, crop marks", "diplomacy, cs, dialogu tiskárny, ořezových značek",
        "port-arthur, en, printer dialog, crop marks", "port-arthur, cs, dialogu tiskárny, ořezových značek",
        "hunt, en, printer dialog, crop marks", "hunt, cs, dialogu tiskárny, ořezových značek"
    })
    void theSheetSaysWhatToDoWithOnlyThePdfs(String game, String lang, String dialog, String cut) throws IOException {
        KitRequest r = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null);
        KitFile f = Kits.of(game).orElseThrow().plan(r).stream()
                .filter(k -> k.name().equals("calibration"))
                .findFirst()
                .orElseThrow();
        try (PDDocument doc = Loader.loadPDF(f.make().get())) {
            String text = new PDFTextStripper().getText(doc).replaceAll("[\\s\u00a0]+", " ");
            assertTrue(text.contains(dialog) && text.contains(cut), game + " " + lang + ": " + text);
        }
    }
}
