package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.TranslationWriter;
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
    @CsvSource(delimiterString = " => ", value = {
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
            ">\\[\\[support\\|</data> => >[[suport|</data> => [[suport]] names no term of glossary.yaml"})
    void brokenXliffIsRefusedAndTheDataStaysUntouched(String regex, String replacement, String expected) throws IOException {
        String broken = xliff.replaceFirst(regex, replacement == null ? "" : replacement);
        assertTrue(!broken.equals(xliff), "the edit applies: " + regex);
        refused(broken, "cs.xlf", expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"[[suport|podporu]]", "[→](#sk.nowhere)", "[→](#sk.support) [→](#sk.support)"})
    void aGlossaryIdOrCrossReferenceThatDoesNotExistIsRefusedInPo(String code) throws IOException {
        String from = code.startsWith("[[") ? "[[support|podporu]]" : "[→](#sk.support)";
        String broken = po.replace("msgstr \"Jednotka může držet, táhnout nebo dát [[support|podporu]] jiné jednotce. Viz [→](#sk.support).\"",
                "msgstr \"Jednotka může držet, táhnout nebo dát [[support|podporu]] jiné jednotce. Viz [→](#sk.support).\"".replace(from, code));
        assertTrue(!broken.equals(po));
        Problem p = refused(broken, "cs.po", code.startsWith("[[") ? "[[suport" : "sk.");
        assertTrue(p.line() > 0 && po.lines().toList().get(p.line() - 1).startsWith("msgstr"), p.toString());
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
        Problem p = e.problems().stream().filter(q -> q.toString().contains(expected)).findFirst().orElseThrow(
                () -> new AssertionError("no problem says '" + expected + "': " + e.problems()));
        assertTrue(p.toString().startsWith(name + ":" + p.line() + ":" + p.column() + ": ") && p.line() > 0, p.toString());
        return p;
    }

    private Map<String, String> files() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(home)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) out.put(home.relativize(p).toString(), Files.readString(p));
        }
        return out;
    }
}
