package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.layout.Paper;
import adjutant.generator.pdf.PageLines;
import adjutant.generator.pdf.PdfProbe;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The six rulebooks on both home papers read back line by line from their PDFs, as a typesetter
 * would check them: every page the paper's size, nothing written or drawn past the side margins,
 * no table split leaving one body row alone on either page,
 * no Czech line ends with a one-letter preposition or conjunction, no line ends with
 * "(" or starts with ")", ",", ".", ";" or ":", no heading is the last line of a page, no shaded
 * box is left empty, and no page of the rules has more than 40 % of it empty (the tallest
 * stretch without ink, at the foot or anywhere) unless a chapter begins on the next one, or an
 * example's figure that {@link ExampleFloats} cannot move (it directly follows another example
 * or opens a section).
 */
class RulebookTypographyTest {
    private static final float MARGIN = (float) (20 * PdfProbe.PT_PER_MM);
    /** The side margins ({@code rulebook.xhtml.ftl}'s {@code @page}). */
    private static final float SIDE = (float) (17 * PdfProbe.PT_PER_MM);

    private static final Pattern ONE_LETTER_END = Pattern.compile("(^|[\\s(„])[vkszouaiVKSZOUAI]$");
    /** Punctuation that belongs to the word before it, never at a line start. */
    private static final Pattern LINE_START_PUNCTUATION = Pattern.compile("^[,.;:)]");
    /** Shading without ink taller than two lines of text is a box left empty. */
    private static final float BAND = (float) (9 * PdfProbe.PT_PER_MM);

    private static final Pattern EXAMPLE_TITLE = Pattern.compile("(Example|Příklad)[\\s\\u00a0]+\\d+");
    private static final Pattern HEADING = Pattern.compile("^\\d+(\\.\\d+)*\\s+\\S.*");
    /** Body text is 9.6 pt; headings are set larger (10 to 15 pt), the back matter's titles at 18 pt. */
    private static final float BODY_SIZE = 9.3f, HEADING_SIZE = 9.9f, CHAPTER_SIZE = 14f, BACK_TITLE_SIZE = 17f;

    /** Every game's rulebook in every language it is written in, on each home paper. */
    /** The books with examples (a variant's supplement names only what differs, with none): the tests of figures and floats take these. */
    static Stream<Arguments> booksWithExamples() throws IOException {
        return books().filter(a -> {
            try {
                return Files.readString(Games.home()
                                .resolve("data")
                                .resolve((String) a.get()[0])
                                .resolve("rules/en.md"))
                        .contains("```example ");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    static Stream<Arguments> books() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> games = Files.list(Games.home().resolve("data"))) {
            for (Path game : games.sorted().toList()) {
                if (!Files.isDirectory(game.resolve("rules"))) continue;
                try (Stream<Path> langs = Files.list(game.resolve("rules"))) {
                    for (Path md : langs.filter(f -> f.toString().endsWith(".md"))
                            .sorted()
                            .toList()) {
                        String lang = md.getFileName().toString().replaceFirst("\\.md$", "");
                        for (Paper paper : Paper.HOME)
                            out.add(Arguments.of(game.getFileName().toString(), lang, paper.name()));
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("books")
    void setLikeABook(String game, String lang, String paperName) {
        Paper paper = Paper.home(paperName).orElseThrow();
        try (PdfProbe pdf = new PdfProbe(BookPdfs.pdf(game, lang, paper))) {
            List<List<PageLines.Line>> pages = PageLines.of(pdf.doc());
            List<String> faults = new ArrayList<>();
            for (int p = 0; p < pages.size(); p++) {
                PDRectangle box = pdf.doc().getPage(p).getMediaBox();
                if (Math.abs(box.getWidth() - pt(paper.width())) > 1
                        || Math.abs(box.getHeight() - pt(paper.height())) > 1) {
                    faults.add("page " + (p + 1) + " is " + Math.round(box.getWidth() / PdfProbe.PT_PER_MM) + " × "
                            + Math.round(box.getHeight() / PdfProbe.PT_PER_MM) + " mm, not " + paper.name());
                }
            }
            int first = -1, back = pages.size();
            for (int p = 0; p < pages.size(); p++) {
                List<PageLines.Line> body = body(pdf, p, pages.get(p));
                if (first < 0
                        && body.stream()
                                .anyMatch(l ->
                                        l.size() >= CHAPTER_SIZE && l.text().startsWith("1 "))) first = p;
                if (first >= 0 && p > first && body.stream().anyMatch(l -> l.size() >= BACK_TITLE_SIZE)) {
                    back = p;
                    break;
                }
            }
            assertTrue(first > 0, "no first chapter found");
            int tables = 0;
            for (int p = first; p < back; p++) {
                List<PageLines.Line> body = body(pdf, p, pages.get(p));
                if (body.isEmpty()) {
                    faults.add("page " + (p + 1) + " is empty");
                    continue;
                }
                for (PageLines.Line l : body) {
                    String t = l.text().strip();
                    // Only prose: a table row's last cell may well be a letter (a power's initial).
                    if (lang.equals("cs")
                            && l.size() > BODY_SIZE
                            && ONE_LETTER_END.matcher(t).find())
                        faults.add("page " + (p + 1) + ": line ends with a one-letter word: " + t);
                    if (t.endsWith("(")) faults.add("page " + (p + 1) + ": line ends with '(': " + t);
                    if (LINE_START_PUNCTUATION.matcher(t).find())
                        faults.add("page " + (p + 1) + ": line starts with '" + t.charAt(0) + "': " + t);
                }
                // Figures are drawn, not written: what is drawn lowest on the page is found in a small rendering.
                PageFill fill = PageFill.of(pdf.doc(), p, MARGIN);
                float drawn = fill.bottom();
                float width = pdf.doc().getPage(p).getMediaBox().getWidth();
                for (PageLines.Line l : body) {
                    if (l.left() < SIDE - 2 || l.right() > width - SIDE + 2)
                        faults.add("page " + (p + 1) + ": text runs into the margin: " + l.text());
                }
                // The small drawing places ink to within a few points.
                if (fill.right() > fill.left() && (fill.left() < SIDE - 6 || fill.right() > width - SIDE + 6)) {
                    faults.add("page " + (p + 1) + ": drawn from " + Math.round(fill.left() / PdfProbe.PT_PER_MM)
                            + " to " + Math.round(fill.right() / PdfProbe.PT_PER_MM) + " mm, past the margins");
                }
                tables += TablePieces.of(pdf.doc(), p).size();
                if (p + 1 < back) tableSplit(pdf, p, body, body(pdf, p + 1, pages.get(p + 1)), faults);
                PageLines.Line last = body.get(body.size() - 1);
                if (last.size() >= HEADING_SIZE
                        && HEADING.matcher(last.text().strip()).matches()
                        && last.bottom() > drawn - 6) {
                    faults.add("page " + (p + 1) + ": heading at the foot: " + last.text());
                }
                // An example box left empty where its figure went on to the next page is a fault wherever it is.
                if (fill.emptyBand() > BAND)
                    faults.add("page " + (p + 1) + ": an empty shaded band of "
                            + Math.round(fill.emptyBand() / PdfProbe.PT_PER_MM) + " mm");
                float empty = fill.largestGap();
                boolean chapterEnd = p + 1 >= back || startsChapter(body(pdf, p + 1, pages.get(p + 1)));
                // ExampleFloats moves a figure that does not fit past the text after it; one that directly follows
                // another example has no text to move past, and is left where it is.
                boolean figureNext = p + 1 < back && startsExample(body(pdf, p + 1, pages.get(p + 1)));
                if (empty > 0.4f && !chapterEnd && !figureNext)
                    faults.add("page " + (p + 1) + ": " + Math.round(empty * 100) + " % empty");
            }
            // Every book has tables: the check of their splits must have seen them.
            assertTrue(tables > 0, "no table found");
            assertEquals(List.of(), faults, game + "/" + lang + "/" + paper.name());
        }
    }

    /**
     * A table that runs from this page on to the next (the last thing on this page, the first on the
     * next, the same width) keeps at least two of its body rows on each.
     */
    private static void tableSplit(
            PdfProbe pdf, int p, List<PageLines.Line> here, List<PageLines.Line> next, List<String> faults) {
        List<TablePieces.Piece> a = TablePieces.of(pdf.doc(), p), b = TablePieces.of(pdf.doc(), p + 1);
        if (a.isEmpty() || b.isEmpty()) return;
        TablePieces.Piece end = a.get(a.size() - 1), start = b.get(0);
        boolean sameTable = Math.abs(end.left() - start.left()) < 1.5f
                && Math.abs(end.right() - start.right()) < 1.5f
                && here.stream().noneMatch(l -> l.top() > end.bottom())
                && next.stream().noneMatch(l -> l.bottom() < start.top());
        if (sameTable && (end.bodyRows() < 2 || start.bodyRows() < 2)) {
            faults.add("pages " + (p + 1) + "–" + (p + 2) + ": a table split " + end.bodyRows() + " + "
                    + start.bodyRows() + " rows");
        }
    }

    private static float pt(double mm) {
        return (float) (mm * PdfProbe.PT_PER_MM);
    }

    /** The page begins with an example's figure, or with a heading kept with the figure right under it. */
    private static boolean startsExample(List<PageLines.Line> body) {
        if (body.isEmpty()) return false;
        if (EXAMPLE_TITLE.matcher(body.get(0).text().strip()).matches()) return true;
        return body.size() > 1
                && body.get(0).size() >= HEADING_SIZE
                && HEADING.matcher(body.get(0).text().strip()).matches()
                && EXAMPLE_TITLE.matcher(body.get(1).text().strip()).matches();
    }

    private static boolean startsChapter(List<PageLines.Line> body) {
        return !body.isEmpty() && body.get(0).size() >= CHAPTER_SIZE;
    }

    /** The lines inside the page's margins: no running header, no page number. */
    private static List<PageLines.Line> body(PdfProbe pdf, int page, List<PageLines.Line> lines) {
        float h = pdf.doc().getPage(page).getMediaBox().getHeight();
        return lines.stream()
                .filter(l -> l.top() > MARGIN - 2 && l.bottom() < h - MARGIN + 2)
                .toList();
    }
}
