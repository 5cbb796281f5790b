package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.generator.layout.Paper;
import adjutant.generator.pdf.PageLines;
import adjutant.generator.pdf.PdfProbe;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every page of the six rulebooks on both home papers, from the first chapter to the index, read back from the PDF:
 * the running head names the chapter in force at the top of the page — the chapter (or back
 * matter title) whose heading opens the page, else the last one set on an earlier page.
 */
class RunningHeadTest {
    private static final float MARGIN = (float) (20 * PdfProbe.PT_PER_MM);
    /** Chapter headings are set at 15 pt, the back matter's titles at 18 pt; sections at most 11.5 pt. */
    private static final float CHAPTER_SIZE = 14f;

    @ParameterizedTest
    @MethodSource("adjutant.generator.rulebook.RulebookTypographyTest#books")
    void namesTheChapterInForceAtTheTopOfEveryPage(String game, String lang, String paper) {
        try (PdfProbe pdf =
                new PdfProbe(BookPdfs.pdf(game, lang, Paper.home(paper).orElseThrow()))) {
            List<List<PageLines.Line>> pages = PageLines.of(pdf.doc());
            List<String> faults = new ArrayList<>();
            String inForce = null;
            int checked = 0;
            for (int p = 0; p < pages.size(); p++) {
                float h = pdf.doc().getPage(p).getMediaBox().getHeight();
                List<PageLines.Line> body = pages.get(p).stream()
                        .filter(l -> l.top() > MARGIN - 2 && l.bottom() < h - MARGIN + 2)
                        .toList();
                List<String> heads = body.stream()
                        .filter(l -> l.size() >= CHAPTER_SIZE)
                        .map(l -> flat(l.text()))
                        .toList();
                if (inForce == null && !heads.stream().anyMatch(t -> t.startsWith("1 ")))
                    continue; // cover and contents
                String atTop = !body.isEmpty() && body.get(0).size() >= CHAPTER_SIZE
                        ? flat(body.get(0).text())
                        : null;
                String expected = atTop != null ? atTop : inForce;
                if (!heads.isEmpty()) inForce = heads.get(heads.size() - 1);
                String head = pages.get(p).stream()
                        .filter(l -> l.bottom() < MARGIN)
                        .map(l -> flat(l.text()))
                        .reduce("", (a, b) -> a + " " + b);
                checked++;
                if (!Pattern.compile("(^|\\s)" + Pattern.quote(expected))
                        .matcher(head)
                        .find()) {
                    faults.add("page " + (p + 1) + ": head \"" + head.strip() + "\", chapter in force \"" + expected
                            + "\"");
                }
            }
            // every page after the cover and contents is checked (a variant's supplement has only a few)
            assertTrue(checked > 2 && checked >= pages.size() - 4, "pages checked: " + checked + " of " + pages.size());
            assertEquals(List.of(), faults, game + "/" + lang + "/" + paper);
        }
    }

    private static String flat(String s) {
        return s.replaceAll("[\\s\\u00a0\\u2002]+", " ").strip();
    }
}
