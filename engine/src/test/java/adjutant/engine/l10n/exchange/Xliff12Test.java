package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUpdate;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34: XLIFF 1.2 beside 2.0. The export read back element by element against the rules
 * of the OASIS XLIFF 1.2 schema (its order of elements, required attributes and state values;
 * the schema file itself is not on this machine and not shipped), states, notes, plural groups
 * and inline codes mapped both ways, and translate-toolkit's own tools run on the exports:
 * {@code po2xliff} output imports exactly, {@code xliff2po} and {@code pofilter} read ours.
 */
class Xliff12Test {
    /** The target states of XLIFF 1.2 (state-valueList) and where each trans-unit child may stand. */
    private static final Set<String> STATES = Set.of(
            "final",
            "needs-adaptation",
            "needs-l10n",
            "needs-review-adaptation",
            "needs-review-l10n",
            "needs-review-translation",
            "needs-translation",
            "new",
            "signed-off",
            "translated");

    @TempDir
    Path home;

    @TempDir
    Path work;

    @BeforeEach
    void copy() {
        Fixture.copyTo(home);
    }

    private String export() throws IOException {
        StringWriter w = new StringWriter();
        ExchangeFormat.XLIFF12.write(w, "cs", TranslatorNotes.units(Fixture.load(home), "cs", false), Instant.EPOCH);
        return w.toString();
    }

    private List<String> importText(String text, String name) throws IOException {
        Path f = work.resolve(name);
        Files.writeString(f, text);
        ExchangeFile x = ExchangeFormat.read(f, name);
        return new TranslationWriter(Fixture.load(home), x.lang()).apply(x.updates(), name);
    }

    @Test
    void theExportIsXliff12ByTheSchemasRules() throws Exception {
        // the fixture with a fuzzy segment (English changed) and a missing one
        Fixture.write(
                home,
                "rules/en.md",
                Fixture.read(home, "rules/en.md").replace("Support is cut when", "Support is always cut when"));
        Fixture.write(home, "i18n/cs.yaml", Fixture.read(home, "i18n/cs.yaml").replace("  hold: Drž\n", ""));
        String exported = export();
        schemaValid(exported);
        XmlTree.El root = XmlTree.parse(new StringReader(exported));
        assertEquals("xliff", root.name());
        assertEquals("1.2", root.attr("version"));
        int units = 0;
        for (XmlTree.El f : root.elements()) {
            assertEquals("file", f.name());
            for (String a : List.of("original", "source-language", "datatype"))
                assertTrue(f.attr(a) != null, "file needs " + a);
            assertEquals("cs", f.attr("target-language"));
            assertEquals(
                    List.of("body"), f.elements().stream().map(XmlTree.El::name).toList());
            units += transUnits(f.child("body"));
        }
        assertEquals(22, units - 3, "22 segments; the plural's group holds one unit per Czech form (4 for 1)");
    }

    /**
     * Validates against the OASIS XLIFF 1.2 strict schema shipped with the tests
     * ({@code engine/src/test/resources/xliff/}); its import of the W3C {@code xml.xsd} is read
     * from the copy beside it, never from the network.
     */
    static void schemaValid(String xliff) throws Exception {
        Path dir = Games.home().resolve("engine/src/test/resources/xliff");
        var factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "file");
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        Path xml = dir.resolve("informativeCopiesOf3rdPartySchemas/w3c/xml.xsd");
        var ls = (org.w3c.dom.ls.DOMImplementationLS)
                DocumentBuilderFactory.newInstance().newDocumentBuilder().getDOMImplementation();
        factory.setResourceResolver((type, ns, publicId, systemId, base) -> {
            if (!"http://www.w3.org/2001/xml.xsd".equals(systemId)) return null;
            var in = ls.createLSInput();
            in.setSystemId(xml.toUri().toString());
            return in;
        });
        factory.newSchema(dir.resolve("xliff-core-1.2-strict.xsd").toFile())
                .newValidator()
                .validate(new StreamSource(new StringReader(xliff)));
    }

    @Test
    void theShippedSchemaRefusesWhatXliff12Forbids() throws Exception {
        String x = export();
        String noId = x.replaceFirst("<trans-unit id=\"[^\"]*\"", "<trans-unit");
        String badState = x.replaceFirst("state=\"translated\"", "state=\"done\"");
        for (String bad : List.of(noId, badState)) {
            assertTrue(!bad.equals(x));
            org.junit.jupiter.api.Assertions.assertThrows(org.xml.sax.SAXException.class, () -> schemaValid(bad));
        }
    }

    /** Checks every trans-unit below: id, source first, then target, then notes (schema order); returns how many. */
    private static int transUnits(XmlTree.El parent) {
        int n = 0;
        for (XmlTree.El u : parent.elements()) {
            if (u.name().equals("group")) {
                assertTrue(u.attr("id") != null);
                List<String> kids = u.elements().stream().map(XmlTree.El::name).toList();
                assertTrue(
                        kids.lastIndexOf("note") < kids.indexOf("trans-unit"),
                        "a group's notes before its units: " + kids);
                n += transUnits(u);
                continue;
            }
            if (u.name().equals("note")) continue;
            assertEquals("trans-unit", u.name());
            assertTrue(u.attr("id") != null && !u.attr("id").isEmpty());
            assertTrue(u.attr("approved") == null || Set.of("yes", "no").contains(u.attr("approved")));
            List<String> kids = u.elements().stream().map(XmlTree.El::name).toList();
            assertEquals("source", kids.get(0), u.attr("id"));
            int notes = kids.indexOf("note");
            if (kids.contains("target")) {
                assertEquals(1, kids.indexOf("target"), u.attr("id"));
                assertTrue(
                        STATES.contains(u.child("target").attr("state")),
                        u.child("target").attr("state"));
            }
            assertTrue(
                    notes < 0 || kids.subList(notes, kids.size()).stream().allMatch("note"::equals), kids.toString());
            for (XmlTree.El s : List.of(u.child("source"))) {
                for (XmlTree.El code : s.elements())
                    assertTrue(Set.of("ph", "bpt", "ept").contains(code.name()), code.name());
            }
            n++;
        }
        return n;
    }

    @Test
    void statesNotesPluralsAndCodesTravelBothWays() throws IOException {
        Fixture.write(
                home,
                "rules/en.md",
                Fixture.read(home, "rules/en.md").replace("Support is cut when", "Support is always cut when"));
        String x = export();
        assertTrue(x.contains("<target state=\"needs-review-translation\">Podpora je přerušena"), "fuzzy");
        assertTrue(
                x.contains("<source><ph id=\"1\">{unit}</ph> moves to <ph id=\"2\">{area}</ph></source>"),
                "codes hold their characters");
        assertTrue(x.contains("restype=\"x-gettext-plurals\""), "plural group");
        assertTrue(x.contains("<target state=\"translated\"># jednotky</target>"), "a unit per Czech form");
        String edited = x.replaceFirst(
                        "(<trans-unit id=\"i18n:order.move\" [^>]*>(?s:.*?)<target state=\")translated", "$1signed-off")
                .replaceFirst(
                        "(<trans-unit id=\"i18n:order.hold\" [^>]*>(?s:.*?)<target state=\")translated", "$1final")
                .replaceFirst(
                        "(<trans-unit id=\"i18n:board.turn\" [^>]*>(?s:.*?)</target>)",
                        "$1\n        <note from=\"translator\">Tah, ne kolo.</note>")
                .replace(
                        "<target state=\"translated\"># jednotky</target>",
                        "<target state=\"translated\"># kusy</target>");
        assertTrue(!edited.equals(x));
        importText(edited, "cs.xlf");
        GameText t = Fixture.load(home);
        assertEquals("reviewed", t.records("cs").get("i18n:order.move").mark());
        assertEquals("final", t.records("cs").get("i18n:order.hold").mark());
        assertEquals("Tah, ne kolo.", t.records("cs").get("i18n:board.turn").comment());
        assertEquals(
                "{count, plural, one {# jednotka} few {# kusy} many {# kusy} other {# jednotek}}",
                t.unit("cs", "i18n:units.count").target());
        assertTrue(t.unit("cs", "rules:sk.support#2").state().isFuzzy());
        String again = export();
        assertTrue(again.contains("<target state=\"signed-off\">"), "reviewed goes out as signed-off");
        assertTrue(again.contains("<note from=\"translator\">Tah, ne kolo.</note>"), "the comment comes back");
        assertEquals(List.of(), importText(again, "again.xlf"), "and reads back unchanged");
    }

    @Test
    void aDeletedCodeOrAPluralGroupMissingAFormIsRefused() throws IOException {
        String x = export();
        String noCode = x.replace(
                "<target state=\"translated\"><ph id=\"1\">{unit}</ph> táhne do <ph id=\"2\">{area}</ph></target>",
                "<target state=\"translated\"><ph id=\"1\">{unit}</ph> táhne pryč</target>");
        assertTrue(!noCode.equals(x));
        assertRefused(noCode, "missing {area}");
        String threeForms = x.replaceFirst("\\s*<trans-unit id=\"i18n:units.count\\[3]\"(?s:.*?)</trans-unit>", "");
        assertTrue(!threeForms.equals(x));
        assertRefused(
                threeForms, "cs has 4 plural forms (one, few, many, other), this group 3 trans-units: one is missing");
    }

    private void assertRefused(String text, String expected) {
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                BadInputException.class, () -> importText(text, "cs.xlf"));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    /** translate-toolkit: our PO through po2xliff imports exactly; our XLIFF 1.2 through xliff2po keeps every entry; pofilter reads it. */
    @Test
    void translateToolkitReadsAndWritesOurFiles() throws Exception {
        Assumptions.assumeTrue(
                tool("po2xliff"), "translate-toolkit not installed: skipped (runs, and must pass, where CI is set)");
        StringWriter p = new StringWriter();
        ExchangeFormat.PO.write(p, "cs", TranslatorNotes.units(Fixture.load(home), "cs", false), Instant.EPOCH);
        Path po = work.resolve("cs.po");
        Files.writeString(po, p.toString());
        Path xlf = work.resolve("from-po.xlf");
        run("po2xliff", "-i", po.toString(), "-o", xlf.toString());
        assertTrue(
                Files.readString(xlf).contains("urn:oasis:names:tc:xliff:document:1.1"), "po2xliff writes XLIFF 1.1");
        ExchangeFile fromPo = ExchangeFormat.read(xlf, "from-po.xlf");
        assertEquals(22, fromPo.updates().size());
        assertEquals(
                List.of(),
                new TranslationWriter(Fixture.load(home), fromPo.lang()).apply(fromPo.updates(), "from-po.xlf"),
                "po2xliff's file imports with no change");

        Path ours = work.resolve("cs12.xlf");
        Files.writeString(ours, export());
        Path back = work.resolve("back.po");
        run("xliff2po", "-i", ours.toString(), "-o", back.toString());
        List<String> msgstrs = PoReader.entries(new StringReader(Files.readString(back)), "back.po").stream()
                .flatMap(e -> e.strs().isEmpty() ? Stream.of(e.str()) : e.strs().stream())
                .toList();
        for (TranslationUpdate u : ExchangeFormat.read(ours, "cs12.xlf").updates()) {
            IcuPlural plural = IcuPlural.of(u.target());
            for (String form : plural == null
                    ? List.of(u.target())
                    : List.copyOf(plural.branches().values())) {
                assertTrue(msgstrs.contains(form), u.id() + ": " + form + " in " + msgstrs);
            }
        }
        String filtered = run(
                "pofilter",
                "-i",
                back.toString(),
                "-o",
                work.resolve("filtered.po").toString());
        assertTrue(Files.exists(work.resolve("filtered.po")), filtered);
    }

    private static boolean tool(String name) {
        boolean found = System.getenv("PATH") != null
                && Arrays.stream(System.getenv("PATH").split(":")).anyMatch(d -> Files.isExecutable(Path.of(d, name)));
        String ci = System.getenv("CI");
        if (!found && ci != null && !ci.isBlank())
            fail("CI is set but " + name + " is missing (apt-get install translate-toolkit)");
        return found;
    }

    private static String run(String... cmd) throws IOException, InterruptedException {
        Process pr = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(pr.getInputStream().readAllBytes());
        assertTrue(pr.waitFor(120, TimeUnit.SECONDS), String.join(" ", cmd));
        assertEquals(0, pr.exitValue(), String.join(" ", cmd) + ": " + out);
        return out;
    }
}
