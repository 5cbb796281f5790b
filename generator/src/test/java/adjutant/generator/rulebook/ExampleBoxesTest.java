package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Diplomacy book's example boxes, read back from the finished PDFs (A4, both languages): every
 * example begins and ends on one page (its title, figure, orders and the caption that says what
 * they do: the named destinations of its title and of its last line are on the same page), and no
 * figure narrower than the text leaves the rest of its shaded box empty: its orders stand beside it.
 */
class ExampleBoxesTest {
    private static final Pattern FIGURE = Pattern.compile("(?s)<div class=\"figure\">(.*?)<div class=\"outcome");
    private static final Pattern WIDTH = Pattern.compile("<svg\\b[^>]*?\\swidth=\"([\\d.]+)mm\"");

    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    void everyExampleIsOnOnePage(String lang) throws IOException {
        Map<String, Integer> at;
        try (PDDocument doc = Loader.loadPDF(BookPdfs.pdf("diplomacy", lang))) {
            at = NamedDestinations.pages(doc);
        }
        List<String> split = new ArrayList<>();
        int n = 0;
        while (at.containsKey(ExampleFloats.titleAnchor(n + 1))) {
            n++;
            Integer start = at.get(ExampleFloats.titleAnchor(n)), end = at.get(BodyRenderer.endAnchor(n));
            assertTrue(end != null, lang + ": example " + n + " has its end read back");
            if (!start.equals(end)) split.add("example " + n + ": pages " + (start + 1) + "–" + (end + 1));
        }
        assertTrue(n > 30, lang + ": examples read back: " + n);
        assertEquals(List.of(), split, lang + ": examples split across pages");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    void aNarrowFigureHasItsOrdersBesideIt(String lang) {
        String body = BookPdfs.body("diplomacy", lang);
        int figures = 0;
        List<String> bare = new ArrayList<>();
        for (Matcher m = FIGURE.matcher(body); m.find(); ) {
            Matcher w = WIDTH.matcher(m.group(1));
            if (!w.find()) continue;
            figures++;
            boolean beside = m.group(1).contains("class=\"orders beside\"");
            if (Double.parseDouble(w.group(1)) <= 120 != beside)
                bare.add(m.group(1).replaceFirst("(?s)^.*?example-title-(\\d+).*$", "example $1") + " " + w.group(1)
                        + " mm");
        }
        assertTrue(figures > 30, lang + ": figures " + figures);
        assertEquals(
                List.of(),
                bare,
                lang + ": figures with an empty band beside them, or orders crammed beside a wide one");
    }
}
