package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.BadInputException;
import adjutant.engine.l10n.exchange.ExchangeUnit;
import adjutant.engine.l10n.exchange.TranslationWriter;
import adjutant.engine.l10n.exchange.TranslatorNotes;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Names and texts of the data files travel in the export and come back by import, into their own YAML, layout kept. */
class DataTextsImportTest {
    @TempDir
    Path home;

    private static TranslationUpdate update(String id, String target) {
        return new TranslationUpdate(Fixture.GAME, id, null, target, true);
    }

    @Test
    void everyDataFieldIsExportedWithItsEnglish() {
        List<ExchangeUnit> de = TranslatorNotes.units(Fixture.load(Fixture.source()), "de", false);
        List<String> ids = de.stream()
                .map(ExchangeUnit::id)
                .filter(id -> id.startsWith(DataTexts.PREFIX))
                .toList();
        assertEquals(
                List.of(
                        "data:game.yaml:name",
                        "data:units.yaml:units[army].name",
                        "data:units.yaml:units[army].note",
                        "data:units.yaml:units[fleet].name"),
                ids);
        assertTrue(de.stream()
                .filter(u -> u.id().equals("data:units.yaml:units[army].note"))
                .allMatch(u -> u.source().equals("Moves over land only.")));
    }

    @Test
    void importWritesANewLanguageIntoFlowAndBlockMapsAndReplacesAnOldText() {
        Fixture.copyTo(home);
        String unitsBefore = Fixture.read(home, "units.yaml");
        List<String> written = new TranslationWriter(Fixture.load(home), "de")
                .apply(
                        List.of(
                                update("data:game.yaml:name", "Scharmützel"),
                                update("data:units.yaml:units[army].name", "Armee"),
                                update("data:units.yaml:units[army].note", "Zieht nur über Land: \"so\"."),
                                update("i18n:game.title", "Scharmützel")),
                        "de.po");
        assertEquals(
                List.of(
                        "data/skirmish/game.yaml",
                        "data/skirmish/units.yaml",
                        "data/skirmish/i18n/de.yaml",
                        "data/skirmish/i18n/de.sources.yaml",
                        "data/skirmish/i18n/de.data-sources.yaml"),
                written,
                "the data texts' English recorded as the strings'");
        String units = Fixture.read(home, "units.yaml");
        assertTrue(units.contains("name: {cs: Armáda, de: Armee, en: Army}"), units);
        assertTrue(
                units.matches(
                        "(?s).*\n      cs: Táhne jen po souši.\n      de: [^\n]*\n      en: Moves over land only.\n.*"),
                units);
        assertEquals(unitsBefore.lines().count() + 1, units.lines().count(), "one line added, nothing else moved");
        GameText t = Fixture.load(home);
        assertEquals(
                "Zieht nur über Land: \"so\".",
                t.unit("de", "data:units.yaml:units[army].note").target());
        assertEquals(UnitState.TRANSLATED, t.unit("de", "data:game.yaml:name").state());
        assertEquals(
                UnitState.MISSING,
                t.unit("de", "data:units.yaml:units[fleet].name").state());

        new TranslationWriter(t, "de")
                .apply(
                        List.of(
                                update("data:units.yaml:units[army].name", "Heer"),
                                update("data:units.yaml:units[army].note", "Nur zu Land.")),
                        "de.po");
        units = Fixture.read(home, "units.yaml");
        assertTrue(
                units.contains("name: {cs: Armáda, de: Heer, en: Army}") && units.contains("      de: Nur zu Land.\n"),
                units);
    }

    @Test
    void anUnknownDataIdIsRefusedAndNothingWritten() {
        Fixture.copyTo(home);
        String before = Fixture.read(home, "units.yaml");
        BadInputException e = assertThrows(
                BadInputException.class,
                () -> new TranslationWriter(Fixture.load(home), "de")
                        .apply(
                                List.of(
                                        update("data:units.yaml:units[army].name", "Armee"),
                                        update("data:units.yaml:units[tank].name", "Panzer")),
                                "de.po"));
        assertTrue(e.getMessage().contains("unknown id 'data:units.yaml:units[tank].name'"), e.getMessage());
        assertEquals(before, Fixture.read(home, "units.yaml"));
    }
}
