package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.Glossary;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.PageLines;
import adjutant.generator.pdf.PdfProbe;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The index of the six rulebooks read back from their PDFs and held to the glossary data: every
 * entry is a glossary term, every term the rules use has an entry, and each entry lists the page of the
 * term's defining use first (the section the glossary points to), then the pages where the text marks the
 * term, in order, each once, at most {@link IndexPages#MAX_PAGES} (anchors' pages read from the PDF's named
 * destinations).
 */
class RulebookIndexTest {
    private static final float MARGIN = (float) (20 * PdfProbe.PT_PER_MM);
    private static final Pattern NUMBERS = Pattern.compile("^(.*?)\\s*((?:\\d+\\s*,\\s*)*\\d+)\\s*,?$");

    @ParameterizedTest
    @CsvSource({"diplomacy,en", "diplomacy,cs", "port-arthur,en", "port-arthur,cs", "hunt,en", "hunt,cs"})
    void theIndexListsTheDefiningPageAndTheSignificantUsesOfEveryTermUsed(String game, String lang) {
        Glossary glossary = glossary(game);
        RulebookModel.Built m = model(game, lang);
        String indexTitle = ((Map<?, ?>) m.model().get("s")).get("index").toString();
        try (PdfProbe pdf = new PdfProbe(BookPdfs.pdf(game, lang))) {
            Map<String, List<Integer>> printed = printedIndex(pdf, indexTitle);
            Map<String, Integer> anchors = NamedDestinations.pages(pdf.doc());

            Map<String, String> termOf = new TreeMap<>();
            for (Glossary.Term t : glossary.terms()) termOf.put(t.form(lang), t.id());
            for (String entry : printed.keySet())
                assertTrue(
                        termOf.containsKey(entry),
                        game + "/" + lang + ": index entry '" + entry + "' is no glossary term");

            // The pages each term is used on, from the anchors the text carries; the defining use's page and the marked
            // uses' pages.
            Map<String, Set<Integer>> used = new TreeMap<>(), marked = new TreeMap<>();
            for (TermUse u : m.renderer().terms.uses) {
                Integer page = anchors.get(u.anchor());
                assertTrue(page != null && page > 1, game + "/" + lang + ": use " + u + " has no page in the PDF");
                used.computeIfAbsent(u.term(), k -> new TreeSet<>()).add(page + 1);
                if (u.marked())
                    marked.computeIfAbsent(u.term(), k -> new TreeSet<>()).add(page + 1);
            }
            Map<String, Integer> defining = new TreeMap<>();
            for (Object i : (List<?>) m.model().get("index")) {
                for (Object r : (List<?>) ((Map<?, ?>) i).get("refs")) {
                    if (Boolean.TRUE.equals(((Map<?, ?>) r).get("defining")))
                        defining.put(
                                ((Map<?, ?>) i).get("id").toString(),
                                anchors.get(((Map<?, ?>) r).get("anchor").toString()) + 1);
                }
            }
            List<String> faults = new ArrayList<>();
            for (Glossary.Term t : glossary.terms()) {
                List<Integer> shown = printed.getOrDefault(t.form(lang), List.of());
                if (!used.containsKey(t.id())) {
                    if (!shown.isEmpty()) faults.add(t.form(lang) + ": not used, index says " + shown);
                    continue;
                }
                if (shown.isEmpty() || !shown.get(0).equals(defining.get(t.id())))
                    faults.add(t.form(lang) + ": defined on page " + defining.get(t.id()) + ", index starts " + shown);
                if (shown.size() > IndexPages.MAX_PAGES || new TreeSet<>(shown).size() != shown.size())
                    faults.add(t.form(lang) + ": index lists " + shown);
                List<Integer> rest = shown.isEmpty() ? List.of() : shown.subList(1, shown.size());
                if (!marked.getOrDefault(t.id(), Set.of()).containsAll(rest)
                        || !new ArrayList<>(new TreeSet<>(rest)).equals(rest)) {
                    faults.add(t.form(lang) + ": after the defining page, pages of marked uses in order "
                            + marked.get(t.id()) + ", index says " + shown);
                }
            }
            assertEquals(List.of(), faults, game + "/" + lang);
        }
    }

    /**
     * Every glossary term whose form (or a listed variant) the rules' pages print as a word is used,
     * so indexed: the rulebook's term finding must see it, Czech inflected forms included.
     */
    @ParameterizedTest
    @CsvSource({"diplomacy,en", "diplomacy,cs", "port-arthur,en", "port-arthur,cs", "hunt,en", "hunt,cs"})
    void everyGlossaryTermInTheRulesIsFound(String game, String lang) {
        Glossary glossary = glossary(game);
        RulebookModel.Built m = model(game, lang);
        Set<String> indexed = ((List<?>) m.model().get("index"))
                .stream().map(i -> ((Map<?, ?>) i).get("id").toString()).collect(Collectors.toSet());
        String body = m.model()
                .get("body")
                .toString()
                .replaceAll("<svg.*?</svg>", " ")
                .replaceAll("<[^>]+>", " ")
                .replace('\u00a0', ' ');
        List<String> missing = new ArrayList<>();
        for (Glossary.Term t : glossary.terms()) {
            for (String form : t.accepted(lang)) {
                if (form.strip().length() < 3) continue;
                Matcher f = Pattern.compile(
                                "(?<![\\p{L}\\p{N}])"
                                        + Pattern.quote(form.strip()).replace(" ", "\\E\\s+\\Q") + "(?![\\p{L}\\p{N}])",
                                form.equals(form.toUpperCase(Locale.ROOT))
                                        ? 0
                                        : Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE)
                        .matcher(body);
                if (f.find() && !indexed.contains(t.id()))
                    missing.add(t.id() + " ('" + form + "' in '"
                            + body.substring(Math.max(0, f.start() - 40), Math.min(body.length(), f.end() + 40))
                                    .strip() + "')");
            }
        }
        assertEquals(List.of(), missing, game + "/" + lang);
    }

    private static Glossary glossary(String game) {
        return GameText.load(Games.home(), game, new Problems()).glossary();
    }

    private static RulebookModel.Built model(String game, String lang) {
        return Rulebooks.Book.load(Games.home(), game)
                .model(
                        lang,
                        KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null)
                                .templates());
    }

    /** The index's entries as printed: each term with its page numbers (an entry may wrap onto more lines). */
    private static Map<String, List<Integer>> printedIndex(PdfProbe pdf, String title) {
        Map<String, List<Integer>> out = new TreeMap<>();
        List<List<PageLines.Line>> pages = PageLines.of(pdf.doc());
        String entry = null;
        boolean started = false;
        for (int p = 2; p < pages.size(); p++) {
            float h = pdf.doc().getPage(p).getMediaBox().getHeight();
            for (PageLines.Line l : pages.get(p)) {
                if (l.top() < MARGIN - 2 || l.bottom() > h - MARGIN + 2) continue; // the running head, the page number
                String line = l.text().replace('\u00a0', ' ').strip();
                if (l.size() > 14 && line.equals(title)) {
                    started = true;
                    continue;
                }
                Matcher n = NUMBERS.matcher(line);
                if (!started || !n.matches()) continue; // the introduction
                if (!n.group(1).isEmpty()) entry = n.group(1).strip();
                else if (entry == null) continue;
                for (String num : n.group(2).split(","))
                    out.computeIfAbsent(entry, k -> new ArrayList<>()).add(Integer.parseInt(num.strip()));
            }
        }
        assertTrue(started, "no index found");
        return out;
    }
}
