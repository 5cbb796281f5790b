package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Names and texts kept per language in the data files count in {@code l10n status}, one section per file. */
class DataTextsStatusTest {
    @TempDir
    Path home;

    private static Map<String, SectionStatus> sections(LanguageStatus st) {
        return st.sections().stream().collect(Collectors.toMap(SectionStatus::section, Function.identity()));
    }

    @Test
    void everyLocalizedFieldIsASegmentFoundInTheYamlTree() {
        GameText t = Fixture.load(Fixture.source());
        List<TranslationUnit> cs = t.dataUnits("cs");
        assertEquals(
                List.of(
                        "data:game.yaml:name",
                        "data:units.yaml:units[army].name",
                        "data:units.yaml:units[army].note",
                        "data:units.yaml:units[fleet].name"),
                cs.stream().map(TranslationUnit::id).toList(),
                "glossary terms and plain values are no fields");
        assertEquals("Moves over land only.", cs.get(2).segment().source());
        assertEquals("data/skirmish/units.yaml:7", cs.get(2).segment().location());
        assertTrue(
                cs.stream().allMatch(u -> u.state() == UnitState.TRANSLATED),
                "a Czech text confirmed in cs.data-sources.yaml is translated");
        Map<String, SectionStatus> s = sections(LanguageStatus.of(t, "cs"));
        assertEquals(3, s.get("data:units.yaml").translated());
        assertEquals(1, s.get("data:game.yaml").translated());
    }

    @Test
    void aNewLanguageListsTheDataFieldsItLacksAsMissing() {
        Fixture.copyTo(home);
        Fixture.write(home, "i18n/de.yaml", "game:\n  title: Scharmützel\n");
        Fixture.write(
                home,
                "units.yaml",
                Fixture.read(home, "units.yaml")
                        .replace("{cs: Armáda, en: Army}", "{cs: Armáda, de: Armee, en: Army}"));
        LanguageStatus st = LanguageStatus.of(Fixture.load(home), "de");
        SectionStatus units = sections(st).get("data:units.yaml");
        assertEquals(0, units.translated());
        assertEquals(2, units.missing());
        assertEquals(
                1,
                units.fuzzy(),
                "a text typed into the YAML, confirmed by no one, is fuzzy as an unconfirmed string is");
        assertEquals(6, units.wordsToDo(), "'Army', 'Moves over land only.' and 'Fleet'");
        assertEquals(1, sections(st).get("data:game.yaml").missing());
        List<String> todo = st.todo().stream().map(TranslationUnit::id).toList();
        assertTrue(
                todo.containsAll(List.of(
                        "data:game.yaml:name",
                        "data:units.yaml:units[army].note",
                        "data:units.yaml:units[fleet].name")),
                todo.toString());
        assertEquals(
                UnitState.UNCONFIRMED,
                st.todo().stream()
                        .filter(u -> u.id().equals("data:units.yaml:units[army].name"))
                        .findFirst()
                        .orElseThrow()
                        .state());
    }

    @Test
    void aRequiredLanguageWithADataFieldMissingFails() {
        Fixture.copyTo(home);
        Fixture.write(
                home,
                "units.yaml",
                Fixture.read(home, "units.yaml").replace("{cs: Loďstvo, en: Fleet}", "{en: Fleet}"));
        LanguageStatus st = LanguageStatus.of(Fixture.load(home), "cs");
        assertTrue(st.failing());
        assertEquals(
                List.of("data:units.yaml:units[fleet].name"),
                st.todo().stream().map(TranslationUnit::id).toList());
    }
}
