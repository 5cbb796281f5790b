package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.pdf.PdfProbe;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The index's second measuring layout is only laid out, not drawn: the pages it reads from the
 * layout ({@link PdfMaker#pages}) are those the named destinations of the drawn PDF point to, for
 * every term use and every example title of every book on both home papers.
 */
class MeasuringLayoutTest {
    @ParameterizedTest
    @MethodSource("adjutant.generator.rulebook.RulebookTypographyTest#books")
    void theLayoutAlonePlacesEveryAnchorOnThePageThePdfDoes(String game, String lang, String paperName) {
        Paper paper = Paper.home(paperName).orElseThrow();
        KitRequest request = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(paper), null);
        Rulebooks.Book book = Rulebooks.Book.load(Games.home(), game);
        Map<String, Object> model = book.model(lang, request.templates()).model();
        model.put("page", Rulebooks.page(paper));
        model.put("body", StandIns.of((String) model.get("body")));
        String xhtml = request.templates().render(Rulebooks.TEMPLATE, model);
        DocInfo info = new DocInfo(book.title(lang), lang, false);
        Map<String, Integer> drawn;
        try (PdfProbe pdf = new PdfProbe(request.pdf().document(xhtml, info))) {
            drawn = new TreeMap<>(IndexPages.anchorPages(pdf.doc()));
        }
        Map<String, Integer> laid = new TreeMap<>(request.pdf().pages(xhtml, info, Pattern.compile("t\\d+|example-title-\\d+")));
        assertTrue(drawn.keySet().stream().anyMatch(TermMarks.ANCHOR.asMatchPredicate()), game + "/" + lang + ": no term anchored");
        assertTrue(drawn.values().stream().distinct().count() > 5, "anchors on many pages");
        assertEquals(drawn, laid, game + "/" + lang + " " + paperName);
    }
}
