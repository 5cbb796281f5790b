package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.l10n.Catalog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The order words are the game's strings: a language that is only data gives the reader its words. */
class NotationTest {
    static final Catalog STANDARD = StandardMap.game().strings();

    /** The standard strings and one more language, {@code extra}, as data alone would add it. */
    static Catalog with(String lang, Map<String, String> extra) {
        Map<String, Map<String, String>> all = new LinkedHashMap<>();
        for (String l : STANDARD.languages()) {
            Map<String, String> own = new LinkedHashMap<>();
            for (String k : STANDARD.keys()) if (STANDARD.has(l, k)) own.put(k, STANDARD.text(l, k));
            all.put(l, own);
        }
        all.put(lang, extra);
        return new Catalog(all);
    }

    static final Map<String, String> POLISH = Map.of(
            "notation.hold", "stój, stoi",
            "notation.support", "wspiera, wsparcie",
            "notation.power.germany", "niemcy, niemiecki",
            "season.spring", "Wiosna",
            "season.fall", "Jesień",
            "order_sheet.header", "{power} {season} {year, number, ::group-off}",
            "order_sheet.header_retreat", "{power} {season} {year, number, ::group-off}, odwroty",
            "order_sheet.header_adjustment", "{power} {season} {year, number, ::group-off} (zmiany)");

    private static ParsedLine parse(Catalog strings, String text) {
        return new OrderParser(StandardMap.game().map(), Notation.of(strings))
                .parseOne(text, new OrderContext(Phase.MOVEMENT, "france", null));
    }

    @Test
    void orderWordsOfANewLanguageComeFromItsStrings() {
        Catalog pl = with("pl", POLISH);
        assertInstanceOf(ParseProblem.class, parse(STANDARD, "A Par stój"), "no Polish without the Polish strings");
        assertEquals(
                ((ParsedOrder) parse(STANDARD, "A Par H")).order(), ((ParsedOrder) parse(pl, "A Par stój")).order());
        assertEquals(
                ((ParsedOrder) parse(STANDARD, "A Mar S A Par - Bur")).order(),
                ((ParsedOrder) parse(pl, "A Mar wspiera A Par - Bur")).order());
        assertEquals(
                ((ParsedOrder) parse(STANDARD, "F Bre S A Par")).order(),
                ((ParsedOrder) parse(pl, "F Bre wsparcie A Par")).order());
    }

    @Test
    void headersAreReadFromTheSeasonsAndTheHeaderPatternsOfEachLanguage() {
        OrderSheetReader reader = new OrderSheetReader(StandardMap.game().map(), Notation.of(with("pl", POLISH)));
        record H(String text, Season season, Phase phase) {}
        for (H h : List.of(
                new H("Niemcy Wiosna 1901", Season.SPRING, Phase.MOVEMENT),
                new H("Niemcy Jesień 1901, odwroty", Season.FALL, Phase.RETREAT),
                new H("niemcy jesien 1901 (zmiany)", Season.FALL, Phase.ADJUSTMENT))) {
            List<Problem> problems = new ArrayList<>();
            OrderSheet s =
                    reader.parse(h.text + "\nA Ber H\n", "s.txt", problems).get(0);
            assertEquals(List.of(), problems, h.text);
            assertEquals(
                    List.of("germany", h.season, 1901, h.phase),
                    List.of(s.power(), s.season(), s.year(), s.phase()),
                    h.text);
        }
        List<Problem> problems = new ArrayList<>();
        new OrderSheetReader(StandardMap.game()).parse("Germany Wiosna 1901\nA Ber H\n", "s.txt", problems);
        assertEquals(1, problems.size(), "Wiosna is no season without the Polish strings");
    }
}
