package adjutant.generator.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.Glossary;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34: a book in a language other than Czech and English (here a test German, terms added to a
 * copy of The Hunt's glossary as a TBX import would add them) prints that language's terms in its
 * glossary and index; the terms it lacks print as the English headword, with a note saying so, and no
 * Czech form appears — checked in the model for every term and in the PDF as printed.
 */
class BookGlossaryLanguageTest {
    private static final String GAME = "hunt";
    private static final String LANG = "de";

    @TempDir
    Path home;

    @Test
    void aGermanBookPrintsGermanTermsAndEnglishForTheRestNeverCzech() throws IOException {
        copy(Games.home().resolve("data").resolve(GAME), home.resolve("data").resolve(GAME));
        copy(Games.home().resolve("templates"), home.resolve("templates"));
        // a language begun by 'l10n init': its strings file, two words translated, the rules still English
        Files.writeString(
                home.resolve("data").resolve(GAME).resolve("i18n").resolve(LANG + ".yaml"),
                "rulebook:\n  glossary: Glossar\n  index: Register\n");
        Glossary english = GameText.load(Games.home(), GAME, new Problems()).glossary();
        // German for half the terms, those the index lists first: the index then certainly has German entries
        List<String> used =
                index(model()).stream().map(i -> i.get("id").toString()).toList();
        Map<String, String> german = new LinkedHashMap<>();
        for (String id : used.subList(0, used.size() / 2)) german.put(id, "Deutsch-" + id);
        addGerman(german);

        RulebookModel.Built m = model();
        Glossary g = GameText.load(home, GAME, new Problems()).glossary();
        String note = ((Map<?, ?>) m.model().get("s")).get("terms_in_english").toString();
        assertEquals(
                "Terms not yet translated into this language are given in English.",
                note,
                "the book says the rest is English");
        Map<String, Map<String, Object>> byTerm = new LinkedHashMap<>();
        for (Map<String, Object> e : glossary(m)) byTerm.put(e.get("term").toString(), e);
        for (Glossary.Term t : g.terms()) {
            String want = german.getOrDefault(t.id(), t.form("en"));
            assertTrue(
                    byTerm.containsKey(want),
                    "glossary headword of " + t.id() + " is " + want + ": " + byTerm.keySet());
            String others = byTerm.get(want).get("others").toString();
            assertFalse(others.contains("cs:"), "no Czech beside " + want + ": " + others);
            assertEquals(german.containsKey(t.id()) ? "en: " + t.form("en") : "", others, t.id());
        }
        List<String> indexed = new ArrayList<>();
        for (Map<String, Object> i : index(m)) {
            String id = i.get("id").toString();
            assertEquals(
                    german.getOrDefault(
                            id,
                            english.terms().stream()
                                    .filter(t -> t.id().equals(id))
                                    .findFirst()
                                    .orElseThrow()
                                    .form("en")),
                    i.get("term"),
                    "index entry of " + id);
            indexed.add(i.get("term").toString());
        }
        assertTrue(indexed.stream().anyMatch(s -> s.startsWith("Deutsch-")), indexed.toString());

        String printed = backMatter(pdf(), "Glossar");
        for (Glossary.Term t : g.terms()) {
            String cs = t.form("cs");
            if (cs.length() > 3 && !cs.equalsIgnoreCase(t.form("en")))
                assertFalse(printed.contains(cs), "Czech '" + cs + "' in the German glossary or index");
        }
        assertTrue(printed.replaceAll("\\s+", " ").contains(note), "the note is printed");
        assertTrue(printed.contains(german.values().iterator().next()), "a German headword is printed");

        // every term in German: no note
        Map<String, String> rest = new LinkedHashMap<>();
        for (Glossary.Term t : g.terms()) if (!german.containsKey(t.id())) rest.put(t.id(), "Deutsch-" + t.id());
        addGerman(rest);
        assertEquals("", ((Map<?, ?>) model().model().get("s")).get("terms_in_english"));
    }

    private RulebookModel.Built model() {
        return Rulebooks.Book.load(home, GAME).model(LANG, request().templates());
    }

    private KitRequest request() {
        return KitRequest.of(home, List.of(LANG), PrintProfile.home(Paper.A4), null);
    }

    private byte[] pdf() {
        List<KitFile> files = Rulebooks.plan(GAME, request());
        return files.get(0).make().get();
    }

    /** The text of the glossary and index pages (after the glossary's title, the last in the book). */
    private static String backMatter(byte[] pdf, String title) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            String all = new PDFTextStripper().getText(doc);
            int at = all.lastIndexOf(title);
            assertTrue(at > 0, "a glossary");
            return all.substring(at);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> glossary(RulebookModel.Built m) {
        return (List<Map<String, Object>>) m.model().get("glossary");
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> index(RulebookModel.Built m) {
        return (List<Map<String, Object>>) m.model().get("index");
    }

    /** Adds a German form to each term, as a TBX import writes it: {@code de:} on the term's line after its id. */
    private void addGerman(Map<String, String> byId) throws IOException {
        Path file = home.resolve("data").resolve(GAME).resolve("glossary.yaml");
        String g = Files.readString(file);
        for (Map.Entry<String, String> e : byId.entrySet()) {
            String id = "  - id: " + e.getKey() + "\n";
            assertTrue(g.contains(id), e.getKey());
            g = g.replace(id, id + "    de: " + e.getValue() + "\n");
        }
        Files.writeString(file, g);
    }

    private static void copy(Path from, Path to) {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
