package adjutant.engine.l10n.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.BadInputException;
import adjutant.engine.l10n.Fixture;
import adjutant.engine.l10n.GameText;
import adjutant.engine.l10n.TranslationUpdate;
import adjutant.engine.l10n.UnitState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TranslationWriterTest {
    @TempDir
    Path home;

    @Test
    void aNewLanguageGetsItsFilesWithTheEnglishStructure() throws Exception {
        Fixture.copyTo(home);
        GameText t = Fixture.load(home);
        List<String> written = new TranslationWriter(t, "de")
                .apply(
                        List.of(
                                new TranslationUpdate(Fixture.GAME, "i18n:order.hold", "Hold", "Halten", true),
                                new TranslationUpdate(
                                        Fixture.GAME, "i18n:game.title", "Skirmish", "Scharmützel", false),
                                new TranslationUpdate(
                                        Fixture.GAME,
                                        "rules:sk.support#2",
                                        t.segment("rules:sk.support#2").source(),
                                        "Die Unterstützung entfällt, wenn die unterstützende Einheit angegriffen wird.",
                                        true)),
                        "de.po");
        assertEquals(
                List.of(
                        "data/skirmish/i18n/de.yaml",
                        "data/skirmish/rules/de.md",
                        "data/skirmish/i18n/de.sources.yaml",
                        "data/skirmish/rules/de.sources.yaml"),
                written);
        assertEquals("game:\n  title: Scharmützel\norder:\n  hold: Halten\n", Fixture.read(home, "i18n/de.yaml"));
        String md = Fixture.read(home, "rules/de.md");
        assertTrue(md.startsWith("---\ntitle: Skirmish rules\nlang: de\n---\n\n# <!-- untranslated --> {#sk}\n"), md);
        assertTrue(
                md.contains("\n## <!-- untranslated --> {#sk.support}\n\n<!-- untranslated -->\n\nDie Unterstützung"),
                md);
        assertTrue(
                md.contains(
                        "\n\nDie Unterstützung entfällt, wenn die unterstützende Einheit angegriffen wird.\n\n```example id=sk.ex.support\n"),
                md);
        GameText after = Fixture.load(home);
        assertEquals(UnitState.TRANSLATED, after.unit("de", "i18n:order.hold").state());
        assertEquals(UnitState.UNCONFIRMED, after.unit("de", "i18n:game.title").state());
        assertEquals(
                UnitState.TRANSLATED, after.unit("de", "rules:sk.support#2").state());
        assertEquals(
                UnitState.MISSING,
                after.unit("de", "rules:sk.support#1").state(),
                "a marked place keeps the ids in step");
        assertEquals(
                1,
                after.units("de").stream()
                        .filter(u -> u.segment().isRules() && !u.id().startsWith("rules:meta.") && u.target() != null)
                        .count(),
                "no English copies");
        // The English changes: the untranslated block follows it (still missing, shows the new English), nothing goes
        // fuzzy.
        Fixture.write(
                home,
                "rules/en.md",
                Fixture.read(home, "rules/en.md").replace("adds one to the strength", "adds 1 to the strength"));
        GameText changed = Fixture.load(home);
        assertEquals(UnitState.MISSING, changed.unit("de", "rules:sk.support#1").state());
        assertEquals(
                0,
                changed.units("de").stream()
                        .filter(u -> u.segment().isRules() && u.state().isFuzzy())
                        .count());
    }

    @Test
    void unknownIdsStopTheImportBeforeAnyFileIsTouched() throws Exception {
        Fixture.copyTo(home);
        String before = Fixture.read(home, "i18n/cs.yaml");
        BadInputException e = assertThrows(
                BadInputException.class,
                () -> new TranslationWriter(Fixture.load(home), "cs")
                        .apply(
                                List.of(
                                        new TranslationUpdate(Fixture.GAME, "i18n:order.hold", "Hold", "Stůj", true),
                                        new TranslationUpdate(Fixture.GAME, "i18n:order.jump", "Jump", "Skoč", true)),
                                "cs.po"));
        assertEquals("cs.po: unknown id 'i18n:order.jump' in game skirmish", e.getMessage());
        assertEquals(before, Fixture.read(home, "i18n/cs.yaml"));
        assertTrue(Files.notExists(home.resolve("data/skirmish/i18n/.cs.yaml.tmp")));
    }
}
