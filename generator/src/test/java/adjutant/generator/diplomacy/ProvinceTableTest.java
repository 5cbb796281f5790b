package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.KitTexts;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The rulebook's table of abbreviations is made from map.yaml in each book's language, not written by hand. */
class ProvinceTableTest {
    static final DiplomacyGame GAME = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);

    @Test
    void everyProvinceInEveryLanguageWithItsNameTypeAndCentre() {
        for (String lang : GAME.strings().languages()) {
            KitTexts t = new KitTexts("diplomacy", GAME.strings(), lang);
            List<List<String>> rows = ProvinceTable.abbreviations(GAME, t);
            boolean english = lang.equals("en");
            assertEquals(GAME.map().provinces().size() + 1, rows.size(), lang);
            assertEquals(english ? 4 : 5, rows.get(0).size(), lang + ": the English name beside another language's");
            assertEquals(t.get("abbreviations.abbr"), rows.get(0).get(0));
            int i = 1;
            // In the order of the abbreviations the book and the board print, each with the adjudicators' code if it
            // differs.
            for (Province p : GAME.map().provinces().stream()
                    .sorted(Comparator.comparing((Province q) -> q.abbr().toLowerCase(Locale.ROOT)))
                    .toList()) {
                List<String> row = rows.get(i++);
                assertEquals(p.abbr().equalsIgnoreCase(p.id()) ? p.abbr() : p.abbr() + " (" + p.id() + ")", row.get(0));
                assertTrue(row.get(1).startsWith(p.name(lang)), row.toString());
                if (!english) assertEquals(p.name("en"), row.get(2));
                assertEquals(
                        t.get("abbreviations." + p.terrain().name().toLowerCase(Locale.ROOT)), row.get(row.size() - 2));
                assertEquals(p.supplyCentre(), row.get(row.size() - 1).startsWith("★"), row.toString());
            }
        }
    }

    @Test
    void splitProvincesNameTheirCoastsAndTheBooksAskForTheTable() throws IOException {
        KitTexts cs = new KitTexts("diplomacy", GAME.strings(), "cs");
        List<String> stp = ProvinceTable.abbreviations(GAME, cs).stream()
                .filter(r -> r.get(0).equals("StP"))
                .findFirst()
                .orElseThrow();
        assertEquals(
                List.of("StP", "Petrohrad (severní pobřeží, jižní pobřeží)", "St. Petersburg", "pobřeží", "★ R"), stp);
        List<String> lyo = ProvinceTable.abbreviations(GAME, cs).stream()
                .filter(r -> r.get(0).startsWith("GoL"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of("GoL (lyo)", "Lví záliv", "Gulf of Lyon", "moře", ""), lyo);
        for (String lang : List.of("en", "cs")) {
            String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
            assertTrue(md.contains("\n```table provinces\n```\n") && !md.contains("| adr |"), lang + ".md");
        }
    }
}
