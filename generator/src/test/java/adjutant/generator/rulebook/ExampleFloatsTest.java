package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.layout.Paper;
import adjutant.generator.pdf.PdfProbe;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The float check looks only at the pages that hold an example's title, found by the title's
 * named destination: on every book in both home papers reading those pages back finds the same
 * pages opening with an example as reading every page does, and each title's destination names
 * the page its text is printed on.
 */
class ExampleFloatsTest {
    private static final float MARGIN = (float) (20 * PdfProbe.PT_PER_MM);

    @ParameterizedTest
    @MethodSource("adjutant.generator.rulebook.RulebookTypographyTest#booksWithExamples")
    void titlePagesFindWhatReadingEveryPageFinds(String game, String lang, String paperName) throws IOException {
        Paper paper = Paper.home(paperName).orElseThrow();
        try (PdfProbe pdf = new PdfProbe(BookPdfs.pdf(game, lang, paper))) {
            Map<String, Integer> anchors = NamedDestinations.pages(pdf.doc());
            int examples = (int) anchors.keySet().stream()
                    .filter(k -> k.startsWith("example-title-"))
                    .count();
            assertTrue(examples > 0, game + "/" + lang + ": no example title has a named destination");
            List<String> titles = Rulebooks.Book.load(Games.home(), game).exampleTitles(lang, examples);
            Set<Integer> every = new TreeSet<>();
            for (int p = 0; p < pdf.doc().getNumberOfPages(); p++) every.add(p);
            Set<Integer> titled = ExampleFloats.titlePages(examples, anchors);
            assertTrue(titled.size() < every.size(), "some page holds no example's title");
            Map<Integer, Integer> byText = DrawnFloats.openers(pdf.doc(), titles, MARGIN, every);
            assertEquals(
                    byText,
                    DrawnFloats.openers(pdf.doc(), titles, MARGIN, titled),
                    game + "/" + lang + " " + paperName);
            for (int n = 1; n <= examples; n++) {
                int page = anchors.get(ExampleFloats.titleAnchor(n));
                PDFTextStripper s = new PDFTextStripper();
                s.setStartPage(page + 1);
                s.setEndPage(page + 1);
                String text = s.getText(pdf.doc()).replace('\u00a0', ' ');
                assertTrue(
                        text.contains(titles.get(n - 1)),
                        titles.get(n - 1) + " is not on page " + (page + 1) + " its destination names");
            }
            if (game.equals("diplomacy"))
                assertFalse(byText.isEmpty(), "the Diplomacy book has pages that open with an example");
        }
    }
}
