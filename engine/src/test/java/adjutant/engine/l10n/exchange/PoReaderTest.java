package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.BadInputException;
import adjutant.engine.l10n.TranslationUpdate;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class PoReaderTest {
    private static final String HEADER = "msgid \"\"\nmsgstr \"\"\n\"Language: cs\\n\"\n\n";

    @Test
    void multiLineStringsAndEscapesAreJoinedAndDecoded() {
        String po = HEADER + """
                # a translator's comment
                #. placeholders: {unit}
                #: data/skirmish/i18n/en.yaml:6
                #, fuzzy, ICU-format
                #| msgid "Old "
                #| "text"
                msgctxt "skirmish/rules:sk#1"
                msgid ""
                "A short game\\n"
                "across a \\"small\\" board.\\t\\\\ \\101\\x42"
                msgstr ""
                "Krátká hra\\n"
                "po malé mapě."
                """;
        List<PoEntry> e = PoReader.entries(new StringReader(po), "cs.po");
        assertEquals(2, e.size());
        PoEntry x = e.get(1);
        assertEquals("skirmish/rules:sk#1", x.context());
        assertEquals("A short game\nacross a \"small\" board.\t\\ AB", x.id());
        assertEquals("Krátká hra\npo malé mapě.", x.str());
        assertEquals(List.of("fuzzy", "ICU-format"), x.flags());
        assertEquals("Old text", x.previousId());
        assertEquals(5, x.line());
    }

    @Test
    void entriesBecomeUpdatesFuzzyOnesUnconfirmedEmptyOnesWithoutText() {
        String po = HEADER + """
                msgctxt "skirmish/i18n:order.hold"
                msgid "Hold"
                msgstr "Drž"
                #, fuzzy
                msgctxt "skirmish/i18n:game.title"
                msgid "Skirmish"
                msgstr "Šarvátka"

                msgctxt "skirmish/i18n:board.turn"
                msgid "Turn {turn}"
                msgstr ""

                #~ msgctxt "skirmish/i18n:gone"
                #~ msgid "Gone"
                #~ msgstr "Pryč"
                """;
        ExchangeFile f = PoReader.read(new StringReader(po), "cs.po");
        assertEquals("cs", f.lang());
        assertEquals(
                List.of(
                        new TranslationUpdate("skirmish", "i18n:order.hold", "Hold", "Drž", null, "", 0, 0),
                        new TranslationUpdate("skirmish", "i18n:game.title", "Skirmish", "Šarvátka", "fuzzy", "", 0, 0),
                        new TranslationUpdate("skirmish", "i18n:board.turn", "Turn {turn}", null, null, "", 0, 0)),
                XliffTest.unplaced(f.updates()));
        assertEquals(
                List.of(7, 11, 15),
                f.updates().stream().map(TranslationUpdate::line).toList(),
                "each at its msgstr");
        assertNull(f.updates().get(2).target());
    }

    @Test
    void problemsNameTheLine() {
        String po = HEADER
                + "msgctxt \"skirmish/x\"\nmsgid \"a\"\nmsgstr \"b\\q\"\nmsgid_plural \"x\"\nmsgid \"no context\"\nmsgstr \"c\"\n";
        BadInputException e = assertThrows(BadInputException.class, () -> PoReader.read(new StringReader(po), "cs.po"));
        List<String> msgs = e.problems().stream().map(Object::toString).toList();
        assertEquals("cs.po:7:1: unknown escape \\q", msgs.get(0));
        assertEquals(
                "cs.po:5:1: entry without msgstr[0]", msgs.get(1)); // its msgstr was the line that could not be read
        assertTrue(msgs.get(2).startsWith("cs.po:9:1: msgctxt must be <game>/<id>"), msgs.toString());
    }

    @Test
    void quotingRoundTripsEveryCharacter() {
        String s = "tab\t nl\n cr\r quote\" back\\ bell\u0007 del\u007f ü →";
        assertEquals(s, PoStrings.unquote(PoStrings.quote(s)));
        assertEquals("msgid \"\"\n\"a\\n\"\n\"b\"", PoStrings.field("", "msgid", "a\nb"));
    }

    /** Issue 34: OmegaT offers the header as a segment; a pseudo-translated (accented) header still says its language. */
    @Test
    void anAccentedHeaderIsReadAsTheHeader() {
        String po =
                "msgid \"\"\nmsgstr \"\"\n\"Ĺáňğůáğě: ďě\\n\"\n\"Pľůřáľ-Föřmš: ňpľůřáľš=2; pľůřáľ=(ň != 1);\\n\"\n\n"
                        + "msgctxt \"skirmish/i18n:order.hold\"\nmsgid \"Hold\"\nmsgstr \"Halt\"\n";
        ExchangeFile x = PoReader.read(new StringReader(po), "de.po");
        assertEquals("de", x.lang());
        assertEquals("Halt", x.updates().get(0).target());
    }

    /** Issue 34: a header translated in the CAT tool (OmegaT offers it as a segment) is read, each reading noted; a wrong code is still refused. */
    @Test
    void aTranslatedHeaderIsReadAndNotedAWrongCodeIsRefused() {
        String body = "\nmsgctxt \"skirmish/i18n:order.hold\"\nmsgid \"Hold\"\nmsgstr \"Halten\"\n";
        ExchangeFile named = PoReader.read(
                new StringReader("msgid \"\"\nmsgstr \"Sprache: x\\nLanguage: Deutsch\\n\"\n" + body), "x.po");
        assertEquals("de", named.lang());
        assertTrue(
                named.notes().get(0).contains("names a language, not its code"),
                named.notes().toString());
        String noField = "msgid \"\"\nmsgstr \"Sprache: Deutsch\\n\"\n" + body;
        assertEquals(
                "de", PoReader.read(new StringReader(noField), "out/hunt-de.po").lang());
        assertEquals(
                "pt-BR",
                PoReader.read(new StringReader(noField), "hunt-pt-BR.po").lang());
        assertEquals(
                "de", PoReader.read(new StringReader(noField), "x.po", "de").lang(), "--lang says it");
        BadInputException none =
                assertThrows(BadInputException.class, () -> PoReader.read(new StringReader(noField), "hunt.po"));
        assertTrue(
                none.problems().get(0).message().contains("Give it as --lang"),
                none.problems().toString());
        BadInputException both = assertThrows(
                BadInputException.class, () -> PoReader.read(new StringReader(HEADER + body), "x.po", "de"));
        assertTrue(
                both.problems().get(0).message().contains("but --lang says de"),
                both.problems().toString());
        BadInputException code = assertThrows(
                BadInputException.class,
                () -> PoReader.read(new StringReader(HEADER.replace("cs", "cs_CZ") + body), "hunt-cs.po"));
        assertTrue(code.problems().get(0).message().contains("write 'cs-CZ'"), "a wrong code is no translated header");
    }
}
