package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.layout.Typesetting;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.PageLines;
import adjutant.generator.pdf.PdfMaker;
import adjutant.generator.rulebook.Rulebooks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every line of every Czech PDF of every game's kit (cards, counters, tokens, aids, order sheets,
 * kit guides, calibration, boards, rulebooks), read back from the finished file as a reader sees
 * it: none ends with a one-letter preposition or conjunction (k, s, v, z, o, u, a, i), none begins
 * with a space, none holds an em dash (Czech sets the spaced en dash).
 */
class CzechKitTypographyTest {
    /**
     * A line of running text that ends with a one-letter word: lower case, or upper case after a sentence's end
     * (a unit's letter on a counter, a table's column of kinds or "Nikolaj I" are not prepositions).
     */
    static boolean endsWithOneLetterWord(String line) {
        String[] words = line.strip().split("[ \t]+");
        if (words.length < 2) return false;
        String last = words[words.length - 1], before = words[words.length - 2];
        return last.matches("\\(?[vkszouai]") || last.matches("[VKSZOUAI]") && before.matches(".*[.!?:]");
    }

    private static final Pattern LEADING_SPACE = Pattern.compile("^[ \u00a0\u2007\u202f]");

    /** Every kit under data/ (a folder with a kit.yaml), variants too (a variant's kit is its family's with its own texts). */
    static List<String> games() throws IOException {
        try (Stream<Path> dirs = Files.list(Games.home().resolve("data"))) {
            return dirs.filter(d -> Files.exists(d.resolve("kit.yaml")))
                    .map(d -> d.getFileName().toString())
                    .sorted()
                    .toList();
        }
    }

    /** What is wrong with one line as a Czech reader sees it, or null. */
    static String fault(String line) {
        if (endsWithOneLetterWord(line)) return "ends with a one-letter word";
        if (LEADING_SPACE.matcher(line).find() && !line.replace('\u00a0', ' ').isBlank()) return "begins with a space";
        if (line.contains("\u2014")) return "holds an em dash";
        return null;
    }

    @ParameterizedTest
    @MethodSource("games")
    void czechLinesAreTypesetAsCzech(String game) throws IOException {
        KitRequest r = KitRequest.of(Games.home(), List.of("cs"), PrintProfile.home(Paper.A4), null);
        List<String> bad = new ArrayList<>();
        int files = 0;
        List<KitFile> plan =
                new ArrayList<>(Kits.of(Games.home(), game).orElseThrow().plan(r));
        plan.addAll(Rulebooks.plan(game, r));
        for (KitFile f : plan) {
            if (!f.ext().equals("pdf")) continue;
            files++;
            try (PDDocument doc = Loader.loadPDF(f.make().get())) {
                List<List<PageLines.Line>> pages = PageLines.of(doc);
                for (int p = 0; p < pages.size(); p++) {
                    for (PageLines.Line l : pages.get(p)) {
                        String fault = fault(l.text());
                        if (fault != null)
                            bad.add(game + "/cs/" + f.name() + ".pdf p. " + (p + 1) + ": «" + l.text() + "» " + fault);
                    }
                }
            }
        }
        assertTrue(files > 3, game + ": " + files + " PDF files");
        assertTrue(bad.isEmpty(), bad.size() + " lines:\n" + String.join("\n", bad));
    }

    /**
     * The issue's case, laid out at every width from 40 to 70 mm so that some line breaks at the
     * link's edge: a glossary link after a one-letter word or a non-breaking space. Typeset, no line
     * ends with the word or begins with the space; untypeset (the space inside the link), some line
     * begins with it and the check sees it, so the check of the kits above can fail.
     */
    @Test
    void aLinkAfterAOneLetterWordOrABoundSpaceBreaksNoLineWrongly() throws IOException {
        String words = "slovo ".repeat(9);
        List<String> typeset = List.of(
                words + "je v <a href=\"#t\">armáda armáda</a> konec.",
                words + "je 14 <span class=\"term\">armád armáda</span> konec.",
                words + "je s\u00a0<a href=\"#t\">armádou armáda</a> konec.");
        String raw = words + "je <span class=\"term\">\u00a0armáda armáda</span> konec.";
        List<String> bad = new ArrayList<>();
        boolean seen = false;
        for (int width = 40; width <= 70; width += 2) {
            for (String body : typeset) {
                for (String line : lines(Typesetting.markup(paragraph(body, width), "cs"))) {
                    if (fault(line) != null) bad.add(width + " mm: «" + line + "» " + fault(line));
                }
            }
            for (String line : lines(paragraph(raw, width))) seen |= "begins with a space".equals(fault(line));
        }
        assertTrue(bad.isEmpty(), String.join("\n", bad));
        assertTrue(seen, "no line began with the space inside the element: the check could not fail");
    }

    private static String paragraph(String body, int widthMm) {
        return "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><style>@page { size: 105mm 148mm; margin: 10mm }"
                + " body { font-family: 'Noto Sans'; font-size: 10pt } p { width: " + widthMm + "mm }</style></head>"
                + "<body><p>" + body + "</p></body></html>";
    }

    private static List<String> lines(String xhtml) throws IOException {
        try (PDDocument doc = Loader.loadPDF(PdfMaker.vector().document(xhtml, new DocInfo("t", "cs", false)))) {
            return PageLines.of(doc).get(0).stream().map(PageLines.Line::text).toList();
        }
    }
}
