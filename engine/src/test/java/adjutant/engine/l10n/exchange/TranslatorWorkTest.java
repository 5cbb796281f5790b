package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.UnitState;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, item 3: what a translator says of a segment survives import and comes back on the
 * next export — fuzzy (PO {@code #, fuzzy}, XLIFF {@code initial}), reviewed and final, their
 * comments and notes; a segment sent back empty keeps its old translation, and says so.
 */
class TranslatorWorkTest {
    @TempDir
    Path home;

    @TempDir
    Path work;

    @BeforeEach
    void copy() {
        Fixture.copyTo(home);
    }

    private String export(ExchangeFormat f) throws IOException {
        StringWriter w = new StringWriter();
        f.write(w, "cs", TranslatorNotes.units(Fixture.load(home), "cs", false), Instant.EPOCH);
        return w.toString();
    }

    private TranslationWriter importText(String text, String name) throws IOException {
        Path f = work.resolve(name);
        Files.writeString(f, text);
        ExchangeFile x = ExchangeFormat.read(f, name);
        TranslationWriter w = new TranslationWriter(Fixture.load(home), x.lang());
        w.apply(x.updates(), name);
        return w;
    }

    @Test
    void poFuzzyAndCommentsComeBackOnTheNextExport() throws IOException {
        String po = export(ExchangeFormat.PO);
        String entry = "msgctxt \"skirmish/i18n:order.hold\"";
        assertTrue(po.contains(entry));
        po = po.replace(entry, "# Check with the Czech rulebook\n# before printing.\n#, fuzzy\n" + entry);
        importText(po, "cs.po");
        GameText t = Fixture.load(home);
        assertEquals(
                UnitState.NEEDS_WORK,
                t.unit("cs", "i18n:order.hold").state(),
                "a fuzzy flag on a confirmed translation");
        assertEquals(
                "Check with the Czech rulebook\nbefore printing.",
                t.unit("cs", "i18n:order.hold").comment());
        String again = export(ExchangeFormat.PO);
        assertTrue(again.contains("# Check with the Czech rulebook\n# before printing.\n"), again);
        assertTrue(again.matches("(?s).*#, fuzzy\\n" + Pattern.quote(entry) + ".*"), again);
        assertEquals(List.of(), importAgain(again, "cs.po"), "export + import of the marks changes nothing");
    }

    @Test
    void xliffInitialReviewedFinalAndNotesAreKept() throws IOException {
        String x = export(ExchangeFormat.XLIFF);
        x = state(x, "i18n:order.hold", "initial");
        x = state(x, "i18n:order.move", "reviewed");
        x = state(x, "i18n:game.title", "final");
        x = x.replaceFirst("(name=\"i18n:order.move\">\\s*<notes>)", "$1<note>Ask the game master.</note>");
        importText(x, "cs.xlf");
        GameText t = Fixture.load(home);
        assertEquals(UnitState.NEEDS_WORK, t.unit("cs", "i18n:order.hold").state());
        assertEquals(UnitState.TRANSLATED, t.unit("cs", "i18n:order.move").state());
        assertEquals("reviewed", t.unit("cs", "i18n:order.move").reviewMark());
        assertEquals("final", t.unit("cs", "i18n:game.title").reviewMark());
        assertEquals("Ask the game master.", t.unit("cs", "i18n:order.move").comment());
        String again = export(ExchangeFormat.XLIFF);
        assertTrue(
                again.matches(
                        "(?s).*name=\"i18n:order.move\">\\s*<notes>\\s*<note>Ask the game master.</note>.*?<segment state=\"reviewed\">.*"),
                again);
        assertTrue(again.matches("(?s).*name=\"i18n:game.title\">.*?<segment state=\"final\">.*"), again);
        assertTrue(again.matches("(?s).*name=\"i18n:order.hold\">.*?<segment state=\"initial\">.*"), again);
        assertEquals(List.of(), importAgain(again, "cs.xlf"));
        // PO cannot say "reviewed": an unchanged confirmed entry keeps the mark, a changed one is plainly translated
        String po = export(ExchangeFormat.PO).replace("msgstr \"Šarvátka\"", "msgstr \"Potyčka\"");
        importText(po, "cs.po");
        t = Fixture.load(home);
        assertEquals("reviewed", t.unit("cs", "i18n:order.move").reviewMark());
        assertEquals(null, t.unit("cs", "i18n:game.title").reviewMark());
    }

    @Test
    void anEmptyTargetKeepsTheOldTranslationAndSaysSo() throws IOException {
        String po = export(ExchangeFormat.PO).replace("msgstr \"Drž\"", "msgstr \"\"");
        String before = Fixture.read(home, "i18n/cs.yaml");
        TranslationWriter w = importText(po, "cs.po");
        assertEquals(List.of("i18n:order.hold"), w.kept());
        assertEquals(before, Fixture.read(home, "i18n/cs.yaml"));
        String x = export(ExchangeFormat.XLIFF)
                .replaceFirst("(?s)(name=\"i18n:order.hold\">.*?)<target>Drž</target>", "$1");
        assertEquals(List.of("i18n:order.hold"), importText(x, "cs.xlf").kept());
    }

    private List<String> importAgain(String text, String name) throws IOException {
        Path f = work.resolve("again-" + name);
        Files.writeString(f, text);
        ExchangeFile x = ExchangeFormat.read(f, name);
        return new TranslationWriter(Fixture.load(home), x.lang()).apply(x.updates(), name);
    }

    private static String state(String xliff, String id, String state) {
        String out =
                xliff.replaceFirst("(?s)(name=\"" + Pattern.quote(id) + "\">.*?<segment state=\")\\w+", "$1" + state);
        assertTrue(
                !out.equals(xliff)
                        || xliff.matches(
                                "(?s).*name=\"" + Pattern.quote(id) + "\">.*?<segment state=\"" + state + ".*"),
                id);
        return out;
    }
}
