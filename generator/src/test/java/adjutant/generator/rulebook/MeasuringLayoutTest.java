package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.Layout;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.pdf.PdfProbe;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The measuring layouts are only laid out, not drawn ({@link PdfMaker#layout}), and decide what the drawn PDF read
 * back decided, for every book on both home papers: the layout places every term use and every example title on
 * the page the drawn PDF's named destination points to, and finds the same examples late ({@link ExampleFloats})
 * as reading the drawn pages' text and ink did ({@link DrawnFloats}), each page before an example measured as
 * empty as its drawing within a line. The full layout, which draws the book, tells the same pages its PDF's named
 * destinations point to, so the index is checked without reading the PDF back.
 */
class MeasuringLayoutTest {
    private static final float MARGIN = (float) (20 * PdfProbe.PT_PER_MM);
    /** A line of body text (9.6 pt at 1.42) in a body of about 728 pt (A4) or 680 pt (Letter), with the drawing's 4 pt rows. */
    private static final float LINE = 0.025f;

    @ParameterizedTest
    @MethodSource("adjutant.generator.rulebook.RulebookTypographyTest#booksWithExamples")
    void theLayoutAloneDecidesWhatTheDrawnPdfDecided(String game, String lang, String paperName) {
        Paper paper = Paper.home(paperName).orElseThrow();
        KitRequest request = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(paper), null);
        Rulebooks.Book book = Rulebooks.Book.load(Games.home(), game);
        RulebookModel.Built built = book.model(lang, request.templates());
        Map<String, Object> model = built.model();
        String body = (String) model.get("body");
        List<String> titles = book.exampleTitles(lang, built.renderer().examples);
        model.put("page", Rulebooks.page(paper));
        model.put("body", StandIns.of(body));
        String xhtml = request.templates().render(Rulebooks.TEMPLATE, model);
        DocInfo info = new DocInfo(book.title(lang), lang, false);
        String where = game + "/" + lang + " " + paperName;
        Layout laid = request.pdf().layout(xhtml, info, Rulebooks.MEASURED);
        try (PdfProbe pdf = new PdfProbe(request.pdf().document(xhtml, info))) {
            Map<String, Integer> drawn = new TreeMap<>(NamedDestinations.pages(pdf.doc()));
            // what the measuring layouts read: the terms' and the example titles' anchors (an example's end anchor is
            // for the tests)
            drawn.keySet().removeIf(k -> !Rulebooks.MEASURED.matcher(k).matches());
            assertTrue(
                    drawn.keySet().stream().anyMatch(TermMarks.ANCHOR.asMatchPredicate()),
                    where + ": no term anchored");
            assertTrue(drawn.values().stream().distinct().count() > 5, "anchors on many pages");
            assertEquals(drawn, new TreeMap<>(laid.anchors()), where);
            assertEquals(drawn, new TreeMap<>(request.pdf().pages(xhtml, info, Rulebooks.MEASURED)), where);
            assertEquals(pdf.doc().getNumberOfPages(), laid.pages().size(), where + ": pages");

            Map<Integer, Integer> openers =
                    DrawnFloats.openers(pdf.doc(), titles, MARGIN, ExampleFloats.titlePages(titles.size(), drawn));
            for (int p : ExampleFloats.titlePages(titles.size(), drawn)) {
                if (p < 1) continue;
                int n = titles.indexOf(laid.pages().get(p).firstLine());
                assertEquals(openers.get(p), n < 0 ? null : n, where + ": the example opening page " + (p + 1));
            }
            for (int p : openers.keySet()) {
                float read = PageFill.empty(pdf.doc(), p - 1, MARGIN),
                        measured = laid.pages().get(p - 1).emptyBelow();
                assertEquals(
                        read,
                        measured,
                        LINE,
                        where + ": the room left on page " + p + " before " + titles.get(openers.get(p)));
            }
            Set<String> late = ExampleFloats.late(laid, body, titles);
            // The two measures agree within a line (above); a page left within a line of the threshold may go either
            // way.
            Set<String> read = new LinkedHashSet<>(DrawnFloats.late(pdf.doc(), body, titles, MARGIN, drawn)),
                    measured = new LinkedHashSet<>(late);
            List<String> ids = ExampleFloats.ids(body);
            for (int p : openers.keySet()) {
                if (Math.abs(laid.pages().get(p - 1).emptyBelow() - ExampleFloats.GAP) <= LINE
                        && openers.get(p) < ids.size()) {
                    read.remove(ids.get(openers.get(p)));
                    measured.remove(ids.get(openers.get(p)));
                }
            }
            assertEquals(read, measured, where + ": the examples moved");
            if (game.equals("diplomacy"))
                assertTrue(!late.isEmpty(), where + ": the Diplomacy book moves some example");
        }
    }

    @ParameterizedTest
    @MethodSource("adjutant.generator.rulebook.RulebookTypographyTest#booksWithExamples")
    void theFullLayoutTellsThePagesItsPdfNames(String game, String lang, String paperName) {
        Paper paper = Paper.home(paperName).orElseThrow();
        KitRequest request = KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(paper), null);
        Rulebooks.Book.Typeset book = Rulebooks.Book.load(Games.home(), game).typeset(lang, request);
        PdfMaker.Drawn drawn = request.pdf().document(book.xhtml(), book.info(), Rulebooks.MEASURED);
        String where = game + "/" + lang + " " + paperName;
        try (PdfProbe pdf = new PdfProbe(drawn.pdf())) {
            Map<String, Integer> named = new TreeMap<>(NamedDestinations.pages(pdf.doc()));
            named.keySet().removeIf(id -> !Rulebooks.MEASURED.matcher(id).matches());
            assertTrue(named.size() > 100, where + ": " + named.size() + " anchors");
            assertEquals(named, new TreeMap<>(drawn.anchors()), where);
        }
    }
}
