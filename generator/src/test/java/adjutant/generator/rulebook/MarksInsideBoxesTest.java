package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link BodyRenderer#marksInsideBoxes} seeks its matches only before the chapter marks; it gives
 * what the plain regex replacement over the whole body gave ({@link #plain}): on every book's body
 * as the renderer writes it, with its examples moved as the float check moves them, and on made-up
 * bodies of boxes, marks, headings and whitespace in every order.
 */
class MarksInsideBoxesTest {
    private static final Pattern MARK_AFTER_BOX = Pattern.compile(
            "(</div>)(\\s*</div>)?(\\s*<div class=\"chapter-mark\">.*?</div>)(?=\\s*<h2 )", Pattern.DOTALL);

    /** The method as it was first written: one regex run over the whole body, every outcome looked for backwards. */
    private static String plain(String xhtml) {
        String moved = MARK_AFTER_BOX
                .matcher(xhtml)
                .replaceAll(m ->
                        Matcher.quoteReplacement(m.group(3) + m.group(1) + (m.group(2) == null ? "" : m.group(2))));
        StringBuilder out = new StringBuilder(moved);
        for (int at = out.indexOf("<div class=\"chapter-mark\">");
                at >= 0;
                at = out.indexOf("<div class=\"chapter-mark\">", at + 1)) {
            int open = out.lastIndexOf("<div class=\"outcome\">", at), close = out.lastIndexOf("</div>", at);
            if (open >= 0 && close < open) {
                out.replace(open, open + "<div class=\"outcome\">".length(), "<div class=\"outcome marked\">");
                at += " marked".length();
            }
        }
        return out.toString();
    }

    /** A rendered body with its marks put back after the boxes, as the renderer writes it before it moves them. */
    private static String unmoved(String body) {
        return body.replace("<div class=\"outcome marked\">", "<div class=\"outcome\">")
                .replaceAll(
                        "(\\s*<div class=\"chapter-mark\"><span class=\"running\">[^<]*</span></div>)(</div>)(\\s*</div>)?(?=\\s*<h2 )",
                        "$2$3$1");
    }

    @ParameterizedTest
    @MethodSource("adjutant.generator.rulebook.BookPdfs#languagesWithExamples")
    void everyBookGivesWhatTheRegexGave(String game, String lang) {
        String body = BookPdfs.body(game, lang);
        Set<String> examples = new LinkedHashSet<>();
        for (Matcher m = Pattern.compile("<div class=\"example(?: short)?\" id=\"([^\"]+)\"")
                        .matcher(body);
                m.find(); ) examples.add(m.group(1));
        String written = unmoved(body);
        assertNotEquals(body, written, game + "/" + lang + ": the book has marks after boxes");
        for (String xhtml :
                List.of(written, body, ExampleFloats.defer(written, examples), ExampleFloats.defer(body, examples))) {
            assertEquals(plain(xhtml), BodyRenderer.marksInsideBoxes(xhtml), game + "/" + lang);
        }
        assertEquals(body, BodyRenderer.marksInsideBoxes(written), game + "/" + lang + ": the renderer's body");
    }

    /** The pieces of a made-up body, the ones a mark is moved past most often. */
    private static final List<String> PIECES = List.of(
            "</div>",
            "</div>",
            "</div>",
            "</div>",
            " ",
            "\n",
            "\t",
            "  \n",
            "<div class=\"chapter-mark\"><span class=\"running\">2\u2002Orders</span></div>",
            "<div class=\"chapter-mark\"><span class=\"running\">3\u2002Moves</span></div>",
            "<div class=\"chapter-mark\">",
            "<h2 id=\"x\" class=\"section\">",
            "<h2 id=\"z\">",
            "<h2>",
            "<h3 id=\"y\">",
            "<div class=\"outcome\">",
            "<div class=\"outcome\">",
            "<div class=\"outcome marked\">",
            "<div class=\"example\" id=\"e\">",
            "<div class=\"adjutant-note\">",
            "<p>Text</p>",
            "x",
            "<",
            "</div",
            "\u00a0");

    @Test
    void madeUpBodiesGiveWhatTheRegexGave() {
        Random random = new Random(20);
        List<String> faults = new ArrayList<>();
        int moved = 0;
        for (int n = 0; n < 20000; n++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 1 + random.nextInt(30); k > 0; k--) sb.append(PIECES.get(random.nextInt(PIECES.size())));
            String xhtml = sb.toString();
            String expected = plain(xhtml);
            if (!expected.equals(BodyRenderer.marksInsideBoxes(xhtml))) faults.add(xhtml);
            if (!expected.equals(xhtml)) moved++;
        }
        assertEquals(List.of(), faults.stream().limit(5).toList());
        assertTrue(moved > 2000, "marks moved in " + moved + " bodies");
    }
}
