package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.Glossary;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Diplomacy strings and glossary: complete, well-formed ICU patterns, the same placeholders in every language. */
class DiplomacyStringsTest {
    private static Catalog strings;
    private static Glossary glossary;

    @BeforeAll
    static void load() {
        DiplomacyGame g = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        strings = g.strings();
        glossary = g.glossary();
    }

    private static String format(String lang, String key, Map<String, Object> args) {
        return new MessageFormat(strings.text(lang, key), ULocale.forLanguageTag(lang)).format(args);
    }

    @Test
    void everyStringIsAPatternWithTheSamePlaceholdersInEveryLanguage() {
        assertEquals(Set.of("cs", "en"), strings.languages());
        for (String key : strings.keys()) {
            assertTrue(strings.has("cs", key) && strings.has("en", key), key);
            Set<String> cs = new MessageFormat(strings.text("cs", key), new ULocale("cs")).getArgumentNames();
            Set<String> en = new MessageFormat(strings.text("en", key), ULocale.ENGLISH).getArgumentNames();
            assertEquals(en, cs, key);
            // An ASCII apostrophe starts a quoted run in MessageFormat and would swallow placeholders.
            assertFalse(
                    strings.text("cs", key).contains("'")
                            || strings.text("en", key).contains("'"),
                    key);
        }
    }

    /** Keys the validator, reports and print templates are written against. */
    @Test
    void theKeysOtherPartsUseExist() {
        List<String> keys = List.of(
                "unit.army",
                "unit.fleet",
                "season.spring",
                "season.fall",
                "season.date",
                "phase.movement",
                "phase.retreat",
                "phase.adjustment",
                "order.hold.name",
                "order.move.name",
                "order.support.name",
                "order.convoy.name",
                "order.retreat.name",
                "order.disband.name",
                "order.build.name",
                "order.remove.name",
                "order.waive.name",
                "order.via_convoy",
                "verdict.succeeds",
                "verdict.fails",
                "verdict.illegal",
                "verdict.invalid",
                "verdict.dislodged",
                "verdict.bounce",
                "verdict.cut",
                "reason.bounce",
                "reason.not_adjacent",
                "reason.coast_required",
                "reason.support_cut",
                "reason.dislodged_by",
                "reason.no_convoy_route",
                "reason.retreat_to_attacker",
                "reason.build_not_home",
                "coast.nc",
                "coast.sc",
                "coast.ec",
                "terrain.sea",
                "report.title",
                "sheet.title",
                "board.supply_centre");
        for (String k : keys) assertTrue(strings.has("cs", k) && strings.has("en", k), k);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "cs|verdict.bounce|nerozhodná situace",
                "en|verdict.bounce|standoff",
                "cs|order.support.name|Podpora",
                "cs|order.convoy.name|Přeprava",
                "cs|order.retreat.name|Ústup",
                "cs|order.disband.name|Rozpustit",
                "cs|order.build.name|Stavba",
                "cs|verdict.succeeds|uspěl",
                "cs|verdict.fails|neuspěl",
                "cs|verdict.illegal|neplatný",
                "cs|season.spring|Jaro",
                "en|season.fall|Fall"
            })
    void wordsOfTheRulebooks(String lang, String key, String text) {
        assertEquals(text, strings.text(lang, key));
    }

    @Test
    void datesHaveNoThousandsSeparator() {
        assertEquals("Jaro 1901", format("cs", "season.date", Map.of("season", "Jaro", "year", 1901)));
        assertEquals("Fall 1902", format("en", "season.date", Map.of("season", "Fall", "year", 1902)));
    }

    @ParameterizedTest
    @CsvSource({
        "cs,1,Velmoc Rusko smí postavit 1 jednotku",
        "cs,3,Velmoc Rusko smí postavit 3 jednotky",
        "cs,5,Velmoc Rusko smí postavit 5 jednotek",
        "en,1,Rusko may build 1 unit",
        "en,2,Rusko may build 2 units"
    })
    void pluralsFollowTheLanguage(String lang, int count, String expected) {
        assertEquals(expected, format(lang, "reason.builds_due", Map.of("power", "Rusko", "count", count)));
    }

    @Test
    void reasonsNameTheirPlaces() {
        assertEquals(
                "Standoff in Bur with A Par, A Mun",
                format("en", "reason.bounce", Map.of("province", "Bur", "units", "A Par, A Mun")));
        assertEquals(
                "Nerozhodná situace v provincii Bur (spolu s: A Par, A Mun)",
                format("cs", "reason.bounce", Map.of("province", "Bur", "units", "A Par, A Mun")));
    }

    @ParameterizedTest
    @CsvSource({
        "support,podpora,support",
        "convoy,přeprava,convoy",
        "standoff,nerozhodná situace,standoff",
        "supply_centre,zásobovací centrum,supply centre",
        "dislodge,vytlačit,dislodge",
        "retreat,ústup,retreat",
        "army,armáda,army",
        "fleet,loďstvo,fleet",
        "order,rozkaz,order",
        "civil_disorder,občanské nepokoje,civil disorder",
        "home_centre,domovské centrum,home supply centre",
        "hold,drž,hold"
    })
    void glossaryTerms(String id, String cs, String en) {
        Glossary.Term t = glossary.terms().stream()
                .filter(x -> x.id().equals(id))
                .findFirst()
                .orElseThrow();
        assertEquals(cs, t.form("cs"));
        assertEquals(en, t.form("en"));
        assertFalse(t.variants().getOrDefault("cs", List.of()).isEmpty(), id + " has Czech variants");
    }

    @Test
    void czechFleetVariantsIncludeTheRulebooksWord() {
        Glossary.Term fleet = glossary.terms().stream()
                .filter(x -> x.id().equals("fleet"))
                .findFirst()
                .orElseThrow();
        assertTrue(fleet.accepted("cs").containsAll(List.of("loďstvo", "flotila", "flotily")));
    }
}
