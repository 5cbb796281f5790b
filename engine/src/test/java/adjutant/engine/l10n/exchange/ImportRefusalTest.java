package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.Fixture;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A translator's file with broken content is refused whole, each problem at its line and
 * column, and no data file changes: the cases of issue 14, item 2, as a CAT tool would leave
 * them in XLIFF and as Poedit would in PO.
 */
class ImportRefusalTest {
    @org.junit.jupiter.api.io.TempDir
    Path home;

    @org.junit.jupiter.api.io.TempDir
    Path work;

    private String xliff;
    private String po;

    @BeforeEach
    void export() throws IOException {
        Fixture.copyTo(home);
        var units = TranslatorNotes.units(Fixture.load(home), "cs", false);
        StringWriter x = new StringWriter();
        ExchangeFormat.XLIFF.write(x, "cs", units, Instant.EPOCH);
        xliff = x.toString();
        StringWriter p = new StringWriter();
        ExchangeFormat.PO.write(p, "cs", units, Instant.EPOCH);
        po = p.toString();
    }

    /** XLIFF edits: a regular expression on the export and its replacement; the message expected. */
    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                // <ph canDelete="no"> deleted
                "(<target><ph id=\"1\"[^>]*/>) táhne do <ph id=\"2\"[^>]*/> => $1 táhne pryč => placeholders differ from the English; missing {area}",
                // duplicated
                "(<target><ph id=\"1\"[^>]*/> táhne do )(<ph id=\"2\"[^>]*/>) => $1$2$2 => not in the English {area}",
                // replaced by text
                "(<target><ph id=\"1\"[^>]*/> táhne do )(<ph id=\"2\"[^>]*/>) => $1oblasti => missing {area}",
                // a placeholder renamed inside ICU text
                "other \\{# jednotek} => other {# {jednotek}} => not in the English {jednotek}",
                // ICU plural unbalanced
                "other \\{# jednotek}} => other {# jednotek} => not a valid ICU message",
                // without other
                " other \\{# jednotek} => ''  => not a valid ICU message",
                // a CLDR category Czech needs left out
                " few \\{# jednotky} => '' => lacks few (cs needs one, few, many, other)",
                // a glossary mark pointing to no term
                ">\\[\\[support\\|</data> => >[[suport|</data> => [[suport]] names no term of glossary.yaml"
            })
    void brokenXliffIsRefusedAndTheDataStaysUntouched(String regex, String replacement, String expected)
            throws IOException {
        String broken = xliff.replaceFirst(regex, replacement == null ? "" : replacement);
        assertTrue(!broken.equals(xliff), "the edit applies: " + regex);
        refused(broken, "cs.xlf", expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"[[suport|podporu]]", "[→](#sk.nowhere)", "[→](#sk.support) [→](#sk.support)"})
    void aGlossaryIdOrCrossReferenceThatDoesNotExistIsRefusedInPo(String code) throws IOException {
        String from = code.startsWith("[[") ? "[[support|podporu]]" : "[→](#sk.support)";
        String broken = po.replace(
                "msgstr \"Jednotka může držet, táhnout nebo dát [[support|podporu]] jiné jednotce. Viz [→](#sk.support).\"",
                "msgstr \"Jednotka může držet, táhnout nebo dát [[support|podporu]] jiné jednotce. Viz [→](#sk.support).\""
                        .replace(from, code));
        assertTrue(!broken.equals(po));
        Problem p = refused(broken, "cs.po", code.startsWith("[[") ? "[[suport" : "sk.");
        assertTrue(p.line() > 0 && po.lines().toList().get(p.line() - 1).startsWith("msgstr"), p.toString());
    }

    private static final String ORDERS_1 = "msgstr \"Každé kolo napíše každý hráč jeden rozkaz pro každou jednotku.\"";

    /**
     * Issue 34: a rulebook block's translation that Markdown would read as more blocks (a blank
     * line, a heading, a fence, a list item, a table row the English block lacks) shifts every
     * translation after it, so it is refused at its msgstr line, saying what was found.
     */
    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "Každé kolo.\\n\\nDruhý odstavec. => a blank line",
                "Každé kolo.\\n## Nadpis => a heading",
                "Každé kolo.\\n```\\nkód\\n``` => a code fence",
                "Každé kolo.\\n--- => a front matter fence",
                "Každé kolo:\\n- první\\n- druhý => a list item",
                "Každé kolo:\\n| a | b | => a table row",
                "## Každé kolo. => a heading"
            })
    void aRulesSegmentKeepsItsBlockStructure(String msgstr, String found) throws IOException {
        String broken = po.replace(ORDERS_1, "msgstr \"" + msgstr + "\"");
        assertTrue(!broken.equals(po));
        Problem p = refused(broken, "cs.po", found);
        assertTrue(p.message().contains("skirmish/rules:sk.orders#1"), p.toString());
        assertTrue(po.lines().toList().get(p.line() - 1).startsWith(ORDERS_1), "at the msgstr line: " + p);
    }

    @org.junit.jupiter.api.Test
    void aTitleOrHeadingIsOneLine() throws IOException {
        String broken = po.replace("msgstr \"Pravidla Šarvátky\"", "msgstr \"Pravidla\\n---\\ntitle: x\"");
        assertTrue(!broken.equals(po));
        refused(broken, "cs.po", "a line break in a title");
        String heading = po.replace("msgstr \"Rozkazy\"", "msgstr \"Rozkazy\\nDalší řádek\"");
        assertTrue(!heading.equals(po));
        refused(heading, "cs.po", "a line break in a heading");
    }

    /** Issue 34: the build's limits hold at import, checked first: a 4,001-character string, a megabyte block, a long card text. */
    @org.junit.jupiter.api.Test
    void theBuildsLimitsAreCheckedFirstAndFast() throws IOException {
        String i18n = po.replace("msgstr \"Drž\"", "msgstr \"" + "x".repeat(4001) + "\"");
        assertTrue(!i18n.equals(po));
        Problem p = refused(i18n, "cs.po", "text of 4001 characters, more than the 4000 allowed for an i18n string");
        assertTrue(p.message().startsWith("skirmish/i18n:order.hold: "), p.toString());
        String note = po.replace("msgstr \"Táhne jen po souši.\"", "msgstr \"" + "x".repeat(1001) + "\"");
        assertTrue(!note.equals(po));
        refused(note, "cs.po", "more than the 1000 allowed for a card text or note");
        String huge = po.replace(ORDERS_1, "msgstr \"" + "Slovo ".repeat(650_000) + "\"");
        long start = System.nanoTime();
        refused(huge, "cs.po", "more than the 10000 allowed for a rulebook block");
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms < 5_000, "a 3.9 MB segment is refused at once, not after the checks: " + ms + " ms");
    }

    /** Issue 34: two translations of one segment are refused with both places, never the last one silently winning. */
    @org.junit.jupiter.api.Test
    void duplicatesAreRefusedWithBothPlaces() throws IOException {
        int ctx = po.indexOf("msgctxt \"skirmish/i18n:order.hold\"");
        int at = po.lastIndexOf("\n\n", ctx) + 2; // the entry with its comments
        String entry = po.substring(at, po.indexOf("\n\n", ctx) + 2);
        int firstLine = po.substring(0, at).split("\n", -1).length;
        Problem p =
                refused(po + "\n" + entry.replace("Drž", "Stůj"), "cs.po", "again (first at line " + firstLine + ")");
        assertTrue(p.line() > firstLine, p.toString());

        int u = xliff.indexOf("<unit id=\"");
        int end = xliff.indexOf("</unit>", u) + "</unit>".length();
        String twice = xliff.substring(0, end) + xliff.substring(u, end) + xliff.substring(end);
        refused(twice, "cs.xlf", "again (first at line ");
        int f = xliff.indexOf("<file ");
        int fEnd = xliff.indexOf("</file>") + "</file>".length();
        String twoFiles = xliff.substring(0, fEnd) + xliff.substring(f, fEnd) + xliff.substring(fEnd);
        refused(twoFiles, "cs.xlf", "a second <file id=\"skirmish\">");
    }

    /** Issue 34: gettext plural forms are exactly the language's: an extra msgstr[n] or a missing one is refused (msgfmt refuses them too). */
    @org.junit.jupiter.api.Test
    void extraOrMissingPluralFormsAreRefused() throws IOException {
        int at = po.indexOf("msgstr[3] ");
        assertTrue(at > 0, "Czech has four forms");
        int eol = po.indexOf('\n', at);
        String extra = po.substring(0, eol + 1) + "msgstr[4] \"# navíc\"\n" + po.substring(eol + 1);
        refused(extra, "cs.po", "msgstr[4] and after: cs has 4 plural forms");
        String missing = po.substring(0, at) + po.substring(eol + 1);
        refused(missing, "cs.po", "msgstr[3] (cs 'other') is missing");
    }

    /**
     * Issue 34: an import that cannot write one of its files writes none: here the Czech strings
     * file cannot take a new key (its parent is a text), after the unit names were already edited
     * in memory; units.yaml keeps every byte and no stack trace comes out.
     */
    @org.junit.jupiter.api.Test
    void anImportThatCannotWriteOneFileWritesNone() throws IOException {
        Fixture.write(
                home,
                "i18n/cs.yaml",
                Fixture.read(home, "i18n/cs.yaml")
                        .replace(
                                "  count: \"{count, plural, one {# jednotka} few {# jednotky} many {# jednotky} other {# jednotek}}\"\n",
                                "")
                        .replace("units:\n", "units: Jednotky\n"));
        String edited = po.replace("msgstr \"Armáda\"", "msgstr \"Vojsko\"");
        assertTrue(!edited.equals(po));
        refused(edited, "cs.po", "cannot write data/skirmish/i18n/cs.yaml");
    }

    private Problem refused(String text, String name, String expected) throws IOException {
        Path f = work.resolve(name);
        Files.writeString(f, text);
        Map<String, String> before = files();
        BadInputException e = assertThrows(BadInputException.class, () -> {
            ExchangeFile x = ExchangeFormat.read(f, name);
            new TranslationWriter(Fixture.load(home), x.lang()).apply(x.updates(), name);
        });
        assertEquals(before, files());
        Problem p = e.problems().stream()
                .filter(q -> q.toString().contains(expected))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no problem says '" + expected + "': " + e.problems()));
        assertTrue(
                p.toString().startsWith(name + ":" + p.line() + ":" + p.column() + ": ") && p.line() > 0, p.toString());
        return p;
    }

    private Map<String, String> files() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(home)) {
            for (Path p : s.filter(Files::isRegularFile).toList())
                out.put(home.relativize(p).toString(), Files.readString(p));
        }
        return out;
    }
}
