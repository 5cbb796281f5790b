package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.BadInputException;
import adjutant.engine.l10n.TranslationUpdate;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class XliffTest {
    private static String write(ExchangeUnit... units) throws Exception {
        StringWriter w = new StringWriter();
        XliffWriter.write(w, "cs", List.of(units));
        return w.toString();
    }

    @Test
    void codesAreProtectedAndTheTargetReusesTheSourceIds() throws Exception {
        String x = write(new ExchangeUnit(
                "skirmish",
                "rules:sk.orders#2",
                "Give [[support|support]] to {unit}, see [→](#sk.support).",
                "Dej {unit} [[support|podporu]], viz [→](#sk.support).",
                false,
                null,
                List.of(new Note("glossary", "support = podpora")),
                null,
                null));
        assertTrue(x.contains("<unit id=\"rules:sk.orders_2\" name=\"rules:sk.orders#2\">"), x);
        assertTrue(x.contains("<note category=\"glossary\">support = podpora</note>"), x);
        assertTrue(x.contains("<data id=\"d1\">[[support|</data>"), x);
        assertTrue(
                x.contains(
                        "<source>Give <pc id=\"1\" dataRefStart=\"d1\" dataRefEnd=\"d2\" dispStart=\"[[support|\" dispEnd=\"]]\">support</pc> to "
                                + "<ph id=\"2\" dataRef=\"d3\" disp=\"{unit}\" canDelete=\"no\"/>, see <pc id=\"3\""),
                x);
        assertTrue(
                x.contains("<target>Dej <ph id=\"2\" dataRef=\"d3\" disp=\"{unit}\" canDelete=\"no\"/> <pc id=\"1\""),
                x);
        assertTrue(x.contains("<segment state=\"translated\">"), x);
    }

    @Test
    void whatIsWrittenReadsBackExactly() throws Exception {
        String src = "{count, plural, one {# {unit}} other {# units}}\r\nbell\u0007 & <tag>";
        String x = write(
                new ExchangeUnit("g", "i18n:a", src, "cíl {unit}", true, "old", List.of(), null, null),
                new ExchangeUnit("g", "i18n:b", "B", null, false, null, List.of(), null, null));
        ExchangeFile f = XliffReader.read(new StringReader(x), "cs.xlf");
        assertEquals("cs", f.lang());
        assertEquals(
                List.of(
                        new TranslationUpdate("g", "i18n:a", src, "cíl {unit}", "fuzzy", "", 0, 0),
                        new TranslationUpdate("g", "i18n:b", "B", null, null, "", 0, 0)),
                unplaced(f.updates()));
    }

    @Test
    void aCatToolsReviewedSegmentsAndSplitSegmentsAreRead() {
        String x = """
                <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en-GB" trgLang="cs">
                 <file id="g"><unit id="u1" name="i18n:a">
                  <originalData><data id="d1">{unit}</data></originalData>
                  <segment state="final"><source>Move <ph id="1" dataRef="d1"/>.</source><target>Táhni <ph id="1" dataRef="d1"/>.</target></segment>
                  <ignorable><source> </source><target> </target></ignorable>
                  <segment state="reviewed"><source>Now<cp hex="0021"/></source><target><mrk id="m1" translate="yes">Hned</mrk>!</target></segment>
                 </unit></file>
                </xliff>
                """;
        assertEquals(
                List.of(new TranslationUpdate(
                        "g", "i18n:a", "Move {unit}. Now!", "Táhni {unit}. Hned!", "reviewed", "", 0, 0)),
                unplaced(XliffReader.read(new StringReader(x), "t.xlf").updates()),
                "a unit is as far as its least advanced segment");
    }

    /** The updates without their place in the file. */
    static List<TranslationUpdate> unplaced(List<TranslationUpdate> us) {
        return us.stream()
                .map(u -> new TranslationUpdate(u.game(), u.id(), u.source(), u.target(), u.mark(), u.comment(), 0, 0))
                .toList();
    }

    @Test
    void badFilesAreReportedWithTheirPlace() {
        BadInputException e = assertThrows(
                BadInputException.class,
                () -> XliffReader.read(
                        new StringReader(
                                "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" "
                                        + "trgLang=\"cs\"><file id=\"g\"><unit id=\"u\"><segment><source>a<b/></source></segment></unit></file></xliff>"),
                        "t.xlf"));
        assertTrue(e.getMessage().startsWith("t.xlf:1:"), e.getMessage());
        assertTrue(e.getMessage().endsWith("unexpected <b> inside <source>"), e.getMessage());
        BadInputException e2 = assertThrows(
                BadInputException.class, () -> XliffReader.read(new StringReader("<xliff><unclosed>"), "t.xlf"));
        assertTrue(e2.getMessage().startsWith("t.xlf:1:"), e2.getMessage());
    }

    @Test
    void deeplyNestedInlineMarkupIsRefusedAtItsPlaceNotByAStackOverflow() {
        int n = 100_000;
        String x =
                "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" trgLang=\"cs\">\n<file id=\"g\"><unit id=\"u\">"
                        + "<segment><source>a</source>\n<target>" + "<mrk id=\"m\">".repeat(n) + "b"
                        + "</mrk>".repeat(n)
                        + "</target></segment></unit></file></xliff>";
        BadInputException e =
                assertThrows(BadInputException.class, () -> XliffReader.read(new StringReader(x), "t.xlf"));
        assertTrue(e.getMessage().startsWith("t.xlf:3:"), e.getMessage());
        assertTrue(
                e.getMessage()
                        .endsWith("inline markup nested more than " + XliffReader.MAX_INLINE_DEPTH + " levels deep"),
                e.getMessage());
    }
}
