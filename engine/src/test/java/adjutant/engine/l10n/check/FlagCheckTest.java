package adjutant.engine.l10n.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.TranslationUnit;
import adjutant.engine.l10n.exchange.ExchangeFile;
import adjutant.engine.l10n.exchange.ExchangeFormat;
import adjutant.engine.l10n.exchange.TranslationWriter;
import adjutant.engine.l10n.exchange.TranslatorNotes;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command-line flag in a text ({@code --back-offset}) is typed by the reader as printed, so a
 * translation must hold exactly the English's flags: one mangled ({@code --bäck-öffsët}), lost or
 * added is a fault of import and check.
 */
class FlagCheckTest {
    @TempDir
    Path home;

    @Test
    void flagsAreFoundInAnyScriptAndNotInDashesOrFences() {
        assertEquals(List.of("--back-offset", "--lang"), InlineCodes.flags("build --back-offset X,Y --lang cs"));
        assertEquals(List.of("--bäck-öffsët"), InlineCodes.flags("sestavte s --bäck-öffsët X,Y"));
        assertEquals(List.of(), InlineCodes.flags("---\n|---|---|\na -- b, 1939--1940, x-->y"));
    }

    @Test
    void everyTextWithAFlagRefusesATranslationWithTheFlagChangedLostOrAdded() {
        int checked = 0;
        for (String game : Games.ids()) {
            GameText t = GameText.load(Games.home(), game, new Problems());
            SegmentCheck c = new SegmentCheck(t, "de");
            for (TranslationUnit u : t.allUnits("de")) {
                String en = u.segment().source();
                List<String> flags = InlineCodes.flags(en);
                assertTrue(flags(c, u, en).isEmpty(), "the English itself passes: " + u.id());
                if (flags.isEmpty()) continue;
                String flag = flags.get(0);
                String accented = flag.replace('a', 'ä').replace('e', 'ë').replace('o', 'ö');
                String mangled = en.replace(flag, accented.equals(flag) ? flag + "x" : accented);
                List<Finding> f = flags(c, u, mangled);
                assertEquals(1, f.size(), u.id());
                assertTrue(
                        f.get(0).message().contains("missing " + flag), f.get(0).message());
                assertTrue(flags(c, u, en.replace(flag, "")).size() == 1, "lost: " + u.id());
                checked++;
            }
            assertTrue(
                    flags(
                                            c,
                                            t.allUnits("de").get(0),
                                            t.allUnits("de").get(0).segment().source() + " --verbose")
                                    .size()
                            == 1,
                    "added");
        }
        assertTrue(checked >= Games.ids().size(), "texts with flags checked: " + checked);
    }

    @Test
    void theShippedTranslationsKeepEveryFlagAndTheirDataTextsPassTheChecks() {
        for (String game : Games.ids()) {
            GameText t = GameText.load(Games.home(), game, new Problems());
            assertEquals(List.of(), SegmentCheck.stored(t), game + ": strings, rulebook and data texts");
        }
    }

    @Test
    void aMangledFlagInAPoFileIsRefusedAtItsLine() throws IOException {
        Fixture.copyGame("hunt", home);
        GameText t = GameText.load(home, "hunt", new Problems());
        StringWriter w = new StringWriter();
        ExchangeFormat.PO.write(w, "cs", TranslatorNotes.units(t, "cs", false), Instant.EPOCH);
        String po = w.toString();
        int at = po.indexOf(
                "--back-offset", po.indexOf("msgstr", po.indexOf("msgctxt \"hunt/i18n:kit.calibration.step4\"")));
        assertTrue(at > 0, "the Czech keeps the flag");
        String broken = po.substring(0, at) + "--bäck-öffsët" + po.substring(at + "--back-offset".length());
        Path file = home.resolve("hunt-cs.po");
        Files.writeString(file, broken);
        ExchangeFile x = ExchangeFormat.read(file, "hunt-cs.po");
        String before = Files.readString(home.resolve("data/hunt/i18n/cs.yaml"));
        BadInputException e = assertThrows(
                BadInputException.class, () -> new TranslationWriter(t, "cs").apply(x.updates(), "hunt-cs.po"));
        Problem p = e.problems().get(0);
        int line =
                (int) broken.substring(0, at).chars().filter(ch -> ch == '\n').count() + 1;
        assertEquals("hunt-cs.po", p.file());
        assertEquals(line, p.line(), p.toString());
        assertTrue(p.message().contains("missing --back-offset; not in the English --bäck-öffsët"), p.message());
        assertEquals(before, Files.readString(home.resolve("data/hunt/i18n/cs.yaml")), "nothing written");
    }

    private static List<Finding> flags(SegmentCheck c, TranslationUnit u, String target) {
        return c.check(u.segment(), target).stream()
                .filter(f -> f.kind() == FindingKind.FLAG)
                .toList();
    }
}
