package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PdfProbe;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rulebooks of the three games in Czech and English, read back from the PDFs. */
class RulebookTest {
    private static final Path HOME = Games.home();
    private static final Pattern XREF = Pattern.compile("→ ?§ ?(\\d+(?:\\.\\d+)*)");

    private static byte[] pdf(String game, String lang) {
        return BookPdfs.pdf(game, lang);
    }

    private static RulebookModel.Built model(String game, String lang) {
        KitRequest r = KitRequest.of(HOME, List.of(lang), PrintProfile.home(Paper.A4), null);
        return Rulebooks.Book.load(HOME, game).model(lang, r.templates());
    }

    private static String flat(String s) {
        return s.replaceAll("[\\s\\u00a0]+", " ");
    }

    /** {@code --paper letter} reaches the rulebook: every page, the cover too, is US Letter. */
    @org.junit.jupiter.api.Test
    void aLetterBuildPrintsTheRulebookOnLetter() {
        List<KitFile> files = Rulebooks.plan(
                "port-arthur", KitRequest.of(HOME, List.of("en"), PrintProfile.home(Paper.LETTER), null));
        try (PdfProbe pdf = new PdfProbe(files.get(0).make().get())) {
            for (int i = 0; i < pdf.pages(); i++) {
                var box = pdf.doc().getPage(i).getMediaBox();
                assertEquals(612, Math.round(box.getWidth()), "page " + (i + 1));
                assertEquals(792, Math.round(box.getHeight()), "page " + (i + 1));
            }
            assertTrue(pdf.text(0).contains("Port Arthur"), "the cover is there: " + pdf.text(0));
        }
    }

    @ParameterizedTest
    @CsvSource({"diplomacy,en", "diplomacy,cs", "port-arthur,en", "port-arthur,cs", "hunt,en", "hunt,cs"})
    void buildsWithEmbeddedFontsContentsAndWorkingCrossReferences(String game, String lang) {
        RulebookModel.Built m = model(game, lang);
        try (PdfProbe pdf = new PdfProbe(pdf(game, lang))) {
            assertTrue(pdf.pages() > 8, "pages: " + pdf.pages());
            assertFalse(pdf.fonts().isEmpty());
            for (PdfProbe.FontUse f : pdf.fonts())
                assertTrue(f.embedded() && f.subset(), "font not an embedded subset: " + f);

            // Contents on page 2, each entry a link to the page holding its title, printed with that page's number.
            String contents = m.model().get("s") instanceof Map<?, ?> s
                    ? s.get("contents").toString()
                    : "";
            assertTrue(pdf.text(1).startsWith(contents) || pdf.text(1).contains(contents + "\n"), pdf.text(1));
            Section first = m.body().sections.values().iterator().next();
            List<PdfLinks> links = PdfLinks.of(pdf.doc());
            List<PdfLinks> toc = links.stream()
                    .filter(l -> l.page() >= 1 && l.page() < 5 && l.text().matches("\\d+"))
                    .toList();
            assertTrue(
                    toc.size()
                            >= m.body().sections.values().stream()
                                    .filter(s -> s.level() <= 3)
                                    .count(),
                    "page numbers in contents: " + toc.size());
            for (PdfLinks l : toc) assertEquals(l.target() + 1, Integer.parseInt(l.text()), "contents entry " + l);
            PdfLinks toFirst = links.stream()
                    .filter(l -> l.text().replace('\u00a0', ' ').equals(first.title()))
                    .findFirst()
                    .orElseThrow();
            assertTrue(flat(pdf.text(toFirst.target())).contains(first.number() + " " + first.title()));

            // The index at the back: each page number a link to the page that uses the term.
            int indexPage = links.stream()
                    .filter(l -> l.page() < 5
                            && l.text()
                                    .replace('\u00a0', ' ')
                                    .equals(m.model().get("s") instanceof Map<?, ?> s ? s.get("index") : ""))
                    .findFirst()
                    .orElseThrow()
                    .target();
            List<PdfLinks> index =
                    links.stream().filter(l -> l.page() >= indexPage).toList();
            long refs = ((List<?>) m.model().get("index"))
                    .stream()
                            .mapToLong(i -> ((List<?>) ((Map<?, ?>) i).get("refs")).size())
                            .sum();
            // One link per page a term is used on: the section references less those on a page already listed.
            assertTrue(index.size() > 10 && index.size() <= refs, "index links: " + index.size() + " of " + refs);
            for (int p = indexPage; p < pdf.pages(); p++) {
                for (String line : pdf.text(p).split("\n")) {
                    Matcher entry =
                            Pattern.compile(".*?[^\\d,] ((?:\\d+, )*\\d+)").matcher(line.strip());
                    if (!entry.matches()) continue;
                    // the defining page first, then the others in order, each once
                    String[] nums = entry.group(1).split(", ");
                    int last = 0, defining = Integer.parseInt(nums[0]);
                    for (int k = 1; k < nums.length; k++) {
                        int n = Integer.parseInt(nums[k]);
                        assertTrue(
                                n > last && n != defining,
                                "index pages not one per page, in order after the defining one: " + line);
                        last = n;
                    }
                }
            }
            for (PdfLinks l : index) {
                // The link's box may take in the comma beside it.
                Matcher n = Pattern.compile(",? ?(\\d+),?").matcher(l.text());
                assertTrue(n.matches(), "index entry prints no page number: " + l);
                assertTrue(l.target() > 1 && l.target() < indexPage, "index link goes outside the rules: " + l);
                assertEquals(l.target() + 1, Integer.parseInt(n.group(1)), "index entry " + l);
            }

            // Every cross reference: a link whose target page holds the section's number and title.
            List<PdfLinks> xrefs =
                    links.stream().filter(l -> l.text().contains("→")).toList();
            assertEquals(
                    m.renderer().xrefs.size(),
                    xrefs.size(),
                    "cross references in the PDF: "
                            + links.stream()
                                    .filter(l -> l.page() > 5)
                                    .limit(30)
                                    .map(PdfLinks::text)
                                    .toList());
            assertTrue(xrefs.size() > 20);
            for (PdfLinks l : xrefs) {
                Matcher x = XREF.matcher(flat(l.text()));
                assertTrue(x.find(), l.text());
                Section s = m.body().sections.values().stream()
                        .filter(c -> c.number().equals(x.group(1)))
                        .findFirst()
                        .orElseThrow();
                assertTrue(l.target() >= 0, "link goes nowhere: " + l);
                assertTrue(
                        flat(pdf.text(l.target())).contains(s.number() + " " + flat(s.title())),
                        "page " + (l.target() + 1) + " lacks '" + s.title() + "' for " + l);
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"diplomacy", "port-arthur", "hunt"})
    void czechDiacriticsExtractAndBackMatterIsTranslated(String game) {
        try (PdfProbe pdf = new PdfProbe(pdf(game, "cs"))) {
            String text = pdf.text();
            for (String w : List.of("Obsah", "Slovníček pojmů", "Rejstřík", "Příklad 1", "strana"))
                assertTrue(text.contains(w), w);
            assertTrue(text.chars().filter(c -> "říšžčěůýáéí".indexOf(c) >= 0).count() > 2000);
        }
    }

    /** A Markdown table, in the text or in an example's outcome, is printed as a table, never as its pipes and dashes. */
    @ParameterizedTest
    @CsvSource({"diplomacy,en", "diplomacy,cs", "port-arthur,en", "port-arthur,cs", "hunt,en", "hunt,cs"})
    void markdownTablesAreSetAsTables(String game, String lang) {
        String body = model(game, lang).model().get("body").toString().replaceAll("(?s)<pre>.*?</pre>", "");
        Matcher pipes = Pattern.compile("\\|\\s*:?-{3,}:?\\s*\\|").matcher(body);
        assertFalse(
                pipes.find(),
                game + "/" + lang + ": a table left as text: "
                        + (pipes.hitEnd() ? "" : body.substring(Math.max(0, pipes.start() - 200), pipes.end())));
        if (game.equals("diplomacy")) {
            String draft = body.substring(body.indexOf("id=\"dip.ex.power-draft\""));
            assertTrue(
                    draft.substring(0, draft.indexOf("</table>") + 1).contains("<table"),
                    "example 1's preference lists are a table");
        }
    }

    /** Inline notation shades only itself: the sentence's brackets and punctuation glued to it stay outside its chip. */
    @ParameterizedTest
    @CsvSource({"diplomacy,en", "diplomacy,cs", "port-arthur,en", "port-arthur,cs", "hunt,en", "hunt,cs"})
    void inlineNotationSwallowsNoPunctuation(String game, String lang) {
        String body = model(game, lang).model().get("body").toString();
        Matcher chip = Pattern.compile("<span class=\"chip\">([^<]*)</span>").matcher(body);
        List<String> swallowed = new ArrayList<>();
        int chips = 0;
        while (chip.find()) {
            chips++;
            if (chip.group(1).matches("(?s)^[(\\[„“].*|.*[)\\]“”,;:!?]$|.*[^.]\\.$")) swallowed.add(chip.group(1));
        }
        if (game.equals("diplomacy")) {
            assertTrue(chips > 50, game + "/" + lang + ": chips " + chips);
            assertTrue(
                    body.contains("(<span class=\"chip\">F Con – Bul/ec</span>"),
                    "the bracket before an order stays outside its chip");
        }
        assertEquals(List.of(), swallowed, game + "/" + lang);
    }

    @ParameterizedTest
    @CsvSource({"diplomacy,37", "port-arthur,5", "hunt,5"})
    void examplesHaveFiguresDrawnFromTheEngine(String game, int atLeast) {
        String body = model(game, "en").model().get("body").toString();
        // A figure is its title and the drawing (with its orders beside it, in a row of two cells), kept in one block.
        int figures = body.split(
                                "<div class=\"figure\"><p class=\"example-title\"[^>]*>[^<]*</p>\\s*(?:<div class=\"fig-row\"><div class=\"fig-cell\"[^>]*>)?<svg",
                                -1)
                        .length
                - 1;
        assertTrue(figures >= atLeast, game + ": " + figures + " figures");
    }

    @org.junit.jupiter.api.Test
    void diplomacyRulebookStaysSmall() {
        byte[] b = pdf("diplomacy", "en");
        assertNotNull(b);
        assertTrue(b.length <= 3_000_000, "diplomacy rulebook is " + b.length + " bytes");
    }
}
