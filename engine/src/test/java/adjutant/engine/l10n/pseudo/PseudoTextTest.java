package adjutant.engine.l10n.pseudo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.Problems;
import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.InlineCodes;
import com.ibm.icu.text.MessageFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PseudoTextTest {
    @Test
    void lettersAreAccentedTextIsLongerAndCodesSurvive() {
        String s = PseudoText.of("{unit} moves to {area}");
        assertEquals("[{unit} mövěš ťö {area} ···]", s); // 40 % of the 8 letters of "moves to" that a reader sees
        assertEquals(InlineCodes.placeholders("{unit} moves to {area}"), InlineCodes.placeholders(s));
    }

    @Test
    void icuPluralsStillFormat() {
        String s = PseudoText.of("{count, plural, one {# unit} other {# units}}");
        assertEquals("[2 ůňíťš ·····]", new MessageFormat(s, Locale.ENGLISH).format(Map.of("count", 2)));
    }

    @Test
    void markdownLinesKeepTheirMarkersMarksAndLinks() {
        assertEquals(
                "- [Ğívě [[support|šůppöřť]] [→](#sk.support) ·····]",
                PseudoText.line("- Give [[support|support]] [→](#sk.support)"));
        assertEquals("| Ářmý | 2 |", PseudoText.line("| Army | 2 |"));
    }

    @Test
    void theOverlayHoldsTheGameAndItsPseudoLocale(@TempDir Path out) throws Exception {
        GameText en = Fixture.load(Fixture.source());
        List<String> written = PseudoLocale.write(en, out);
        assertEquals(
                List.of(
                        "data/skirmish/i18n/qps.yaml",
                        "data/skirmish/rules/qps.md",
                        "data/skirmish/game.yaml",
                        "data/skirmish/units.yaml"),
                written);
        Problems p = new Problems();
        GameText t = GameText.load(out, "skirmish", p);
        assertTrue(p.isEmpty(), p.sorted().toString());
        assertEquals("[Šķířmíšĥ ···]", t.unit("qps", "i18n:game.title").target());
        assertEquals("[Šůppöřť ··]", t.unit("qps", "rules:sk.support").target());
        assertTrue(
                t.unit("qps", "rules:sk.ex.support").target().startsWith("[Ťĥě ářmý íň Páříš"),
                "an example's outcome is prose");
        String md = Files.readString(out.resolve("data/skirmish/rules/qps.md"));
        assertTrue(md.contains("\nlang: qps\n") && md.contains("## [Šůppöřť ··] {#sk.support}\n"), md);
        assertTrue(md.contains("\nunits: [ \"R: A par\", \"R: A bur\" ]\n"), "an example's data stays as it is");
        assertTrue(!Files.exists(Fixture.source().resolve("data/skirmish/i18n/qps.yaml")), "committed data untouched");
    }
}
