package adjutant.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.pseudo.PseudoLocale;
import adjutant.engine.l10n.pseudo.PseudoText;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.Glyphs;
import adjutant.generator.svg.Templates;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No glyph is lost: every text drawn or laid out in every component of every game, in every
 * language and in the pseudo-locale qps, has a glyph in an embedded font. The kits are planned
 * and their drawings and documents made in full, but handed to a maker that checks their text
 * instead of rendering it, so the whole range is covered in seconds.
 */
class GlyphCoverageTest {
    @Test
    void everyComponentOfEveryGameHasItsGlyphsInEveryLanguageAndInQps(@TempDir Path pseudo) {
        Path home = Games.home();
        for (String game : Kits.games()) {
            Problems p = new Problems();
            PseudoLocale.write(GameText.load(home, game, p), pseudo);
            p.throwIfAny();
        }
        Templates templates = Templates.from(home.resolve("templates"));
        CheckingPdfMaker checking = new CheckingPdfMaker();
        Map<Path, List<String>> builds = Map.of(home, List.of(), pseudo, List.of(PseudoText.LANG));
        Set<String> files = new TreeSet<>();
        for (Map.Entry<Path, List<String>> b : builds.entrySet()) {
            KitRequest r =
                    new KitRequest(b.getKey(), b.getValue(), PrintProfile.home(Paper.A4), null, templates, checking);
            for (KitMaker m : Kits.all()) {
                for (KitFile f : new KitBuilder(b.getKey(), 1, false).plan(m, r, msg -> {})) {
                    f.make().get();
                    files.add(m.game() + "/" + f.lang() + "/" + f.name());
                }
            }
        }
        for (String game : Kits.games()) {
            for (String lang : List.of("cs", "en", PseudoText.LANG)) {
                assertTrue(files.contains(game + "/" + lang + "/rulebook"), game + " " + lang + " checked: " + files);
                assertTrue(
                        files.contains(game + "/" + lang + "/" + KitGuide.FILE),
                        game + " " + lang + " checked: " + files);
                assertTrue(
                        files.stream()
                                        .filter(f -> f.startsWith(game + "/" + lang + "/"))
                                        .count()
                                >= 2,
                        game + " " + lang + ": " + files);
            }
        }
        assertTrue(
                checking.seen.stream().anyMatch(s -> s.startsWith("qps sheets")),
                "qps drawings checked too: " + checking.seen);
    }

    @Test
    void aCharacterNoEmbeddedFontHasStopsTheBuildNamingIt() {
        BadInputException e = assertThrows(
                BadInputException.class,
                () -> Glyphs.check(
                        "<svg><text x=\"1\">Admiral 東郷 &amp; co</text></svg>", "counters (ja), ship-mikasa"));
        assertEquals(2, e.problems().size(), e.problems().toString());
        String first = e.problems().get(0).toString();
        assertTrue(
                first.startsWith(
                        "counters (ja), ship-mikasa: no embedded font has the character '東' (U+6771) in \"Admiral 東郷 & co\""),
                first);
    }

    @Test
    void tagsAttributesAndCommentsAreNotText() {
        Glyphs.check("<svg><!-- 東 --><text font-family=\"東\">−6 → ▲ ●</text></svg>", "fine");
        assertTrue(Glyphs.missing("−→▲●ČŘžšť·–—„“").isEmpty(), "minus, arrows and shapes come from the fallback font");
    }
}
