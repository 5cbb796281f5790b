package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The exported files as translators' tools take them: the XLIFF of every game and language
 * valid against the OASIS XLIFF 2.0 core schema (shipped in test resources with its licence),
 * the PO accepted by {@code msgfmt --check} (GNU gettext, installed by {@code .ci/run}), with ICU
 * plurals as gettext plurals under a {@code Plural-Forms} header made from CLDR.
 */
class ExchangeStandardsTest {
    @TempDir
    Path work;

    private static List<GameText> games;

    private static synchronized List<GameText> games() throws IOException {
        if (games != null) return games;
        List<GameText> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Games.home().resolve("data"))) {
            for (Path p : s.filter(p -> Files.isRegularFile(p.resolve("i18n/en.yaml")))
                    .sorted()
                    .toList()) {
                out.add(GameText.load(Games.home(), p.getFileName().toString(), new Problems()));
            }
        }
        games = out;
        return out;
    }

    private static List<ExchangeUnit> units(String lang) throws IOException {
        List<ExchangeUnit> units = new ArrayList<>();
        for (GameText t : games()) units.addAll(TranslatorNotes.units(t, lang, false));
        return units;
    }

    private static String export(ExchangeFormat f, String lang, List<ExchangeUnit> units) throws IOException {
        StringWriter w = new StringWriter();
        f.write(w, lang, units, Instant.parse("2026-11-25T12:00:00Z"));
        return w.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"cs", "pl"})
    void xliffOfEveryGameIsValidXliff20(String lang) throws Exception {
        Validator v = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(Games.home()
                        .resolve("engine/src/test/resources/xliff/xliff_core_2.0.xsd")
                        .toFile())
                .newValidator();
        v.validate(new StreamSource(new StringReader(export(ExchangeFormat.XLIFF, lang, units(lang)))));
    }

    /** Every game's export in XLIFF 1.2, validated against the OASIS XLIFF 1.2 strict schema shipped with the tests. */
    @ParameterizedTest
    @ValueSource(strings = {"cs", "pl", "de", "ar", "ja"})
    void xliff12OfEveryGameIsValidXliff12(String lang) throws Exception {
        Xliff12Test.schemaValid(export(ExchangeFormat.XLIFF12, lang, units(lang)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"cs", "pl", "ar", "ja"})
    void poOfEveryGamePassesMsgfmtCheck(String lang) throws Exception {
        String po = export(ExchangeFormat.PO, lang, units(lang));
        for (String field : List.of(
                "Language: " + lang,
                "Language-Team: ",
                "Last-Translator: ",
                "PO-Revision-Date: 2026-11-25 12:00+0000",
                "Plural-Forms: nplurals=" + PluralForms.categories(lang).size() + "; plural=")) {
            assertTrue(po.contains("\"" + field), field);
        }
        if (!lang.equals("ja")) assertTrue(po.contains("\nmsgid_plural "), "ICU plurals travel as gettext plurals");
        Path f = work.resolve(lang + ".po");
        Files.writeString(f, po);
        msgfmt(f);
    }

    static void msgfmt(Path po) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder("msgfmt", "--check", "-o", "/dev/null", po.toString())
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            throw new AssertionError(
                    "GNU gettext's msgfmt is needed (apt-get install gettext; .ci/run installs it)", e);
        }
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
    }

    /** Every language ICU knows: the header's expression picks, for 0…1000, the index of the category CLDR gives. */
    @Test
    void pluralFormsAgreeWithCldrForEveryLanguageAndWholeNumber() {
        int langs = 0;
        for (com.ibm.icu.util.ULocale l : com.ibm.icu.text.PluralRules.getAvailableULocales()) {
            String lang = l.toLanguageTag();
            if (lang.equals("und") || lang.contains("-")) continue;
            String header = PluralForms.header(lang);
            String expr = header.replaceFirst(".*plural=", "").replaceFirst(";$", "");
            List<String> cats = PluralForms.categories(lang);
            com.ibm.icu.text.PluralRules rules = com.ibm.icu.text.PluralRules.forLocale(l);
            for (int n = 0; n <= 1000; n++) {
                assertEquals(
                        cats.indexOf(rules.select(n)), CExpression.eval(expr, n), lang + " n=" + n + ": " + header);
            }
            langs++;
        }
        assertTrue(langs > 100, "languages: " + langs);
    }

    @Test
    void pluralFormsFollowCldrForWholeNumbers() {
        assertEquals("nplurals=2; plural=(n==1 ? 0 : 1);", PluralForms.header("en"));
        assertEquals("nplurals=4; plural=(n==1 ? 0 : (n>=2 && n<=4) ? 1 : 3);", PluralForms.header("cs"));
        assertEquals(
                "nplurals=4; plural=(n==1 ? 0 : (n%10>=2 && n%10<=4) && !(n%100>=12 && n%100<=14) ? 1 : "
                        + "(n!=1 && (n%10>=0 && n%10<=1)) || ((n%10>=5 && n%10<=9)) || ((n%100>=12 && n%100<=14)) ? 2 : 3);",
                PluralForms.header("pl"));
        assertEquals("nplurals=1; plural=0;", PluralForms.header("ja"));
    }

    @Test
    void aGettextPluralComesBackAsTheIcuMessageExactlyAndEditsLandInTheirCategory() throws Exception {
        Path home = Fixture.copyTo(work.resolve("home"));
        String po = export(ExchangeFormat.PO, "cs", TranslatorNotes.units(Fixture.load(home), "cs", false));
        assertTrue(po.contains("""
                #. icu: {count, plural}: # stands for the number
                msgctxt "skirmish/i18n:units.count"
                msgid "# unit"
                msgid_plural "# units"
                msgstr[0] "# jednotka"
                msgstr[1] "# jednotky"
                msgstr[2] "# jednotky"
                msgstr[3] "# jednotek"
                """), po);
        Path f = work.resolve("cs.po");
        Files.writeString(f, po.replace("msgstr[1] \"# jednotky\"", "msgstr[1] \"# kusy\""));
        msgfmt(f);
        ExchangeFile x = ExchangeFormat.read(f, "cs.po");
        assertEquals(
                List.of("data/skirmish/i18n/cs.yaml"),
                new TranslationWriter(Fixture.load(home), "cs").apply(x.updates(), "cs.po"));
        assertEquals(
                "{count, plural, one {# jednotka} few {# kusy} many {# jednotky} other {# jednotek}}",
                Fixture.load(home).unit("cs", "i18n:units.count").target());
    }

    @Test
    void aPluralWithAnEmptyFormIsRefusedAtItsLine() throws Exception {
        Path home = Fixture.copyTo(work.resolve("home"));
        String po = export(ExchangeFormat.PO, "cs", TranslatorNotes.units(Fixture.load(home), "cs", false));
        String broken = po.replace("msgstr[2] \"# jednotky\"", "msgstr[2] \"\"");
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                BadInputException.class, () -> PoReader.read(new StringReader(broken), "cs.po"));
        int line = broken.lines().toList().indexOf("msgstr[0] \"# jednotka\"") + 1;
        assertEquals(
                "cs.po:" + line + ":1: msgstr[2] (cs 'many') is empty: cs needs every form one, few, many, other",
                e.getMessage());
    }
}
