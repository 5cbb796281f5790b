package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Province;
import adjutant.generator.KitTexts;
import com.ibm.icu.text.Collator;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The provinces and their abbreviations, in the alphabetical order of the reader's language
 * (ICU collation: Czech files "Čechy" after "Cařihrad" and "ch" after "h").
 */
final class ProvinceTable {
    private ProvinceTable() {}

    /** One line of the table: the name, the abbreviation (with the coasts of a split province), terrain and centre. */
    record Row(String name, String abbr, String coasts, String terrain, boolean supplyCentre) {}

    static List<Row> rows(DipMap map, String lang) {
        List<Row> rows = new ArrayList<>();
        for (Province p : map.provinces()) {
            rows.add(new Row(
                    p.name(lang),
                    p.abbr(),
                    String.join(", ", p.coasts()),
                    p.terrain().name().toLowerCase(Locale.ROOT),
                    p.supplyCentre()));
        }
        return sorted(rows, Row::name, lang);
    }

    /**
     * The rulebook's table of abbreviations ({@code ```table provinces}) in {@code lang}: the
     * abbreviation as the book, the board and the order sheets print it (the adjudicators' code in
     * brackets where it differs: {@code GoL (lyo)}), the name in the book's language (with its
     * coasts), the English name in a book of another language, type, and the supply centre with its
     * home power's letter. In the order of the printed abbreviations, as a reader looks one up.
     */
    static List<List<String>> abbreviations(DiplomacyGame game, KitTexts t) {
        boolean english = t.lang().equals("en");
        List<List<String>> out = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of(t.get("abbreviations.abbr"), t.get("abbreviations.name")));
        if (!english) head.add(t.get("abbreviations.english"));
        head.addAll(List.of(t.get("abbreviations.type"), t.get("abbreviations.centre")));
        out.add(head);
        for (Province p :
                sorted(List.copyOf(game.map().provinces()), q -> q.abbr().toLowerCase(Locale.ROOT), "en")) {
            String abbr = p.abbr().equalsIgnoreCase(p.id()) ? p.abbr() : p.abbr() + " (" + p.id() + ")";
            String name = p.name(t.lang());
            if (p.isSplit())
                name += " ("
                        + String.join(
                                ", ",
                                p.coasts().stream()
                                        .map(c -> t.get("coast." + c))
                                        .toList()) + ")";
            List<String> row = new ArrayList<>(List.of(abbr, name));
            if (!english) row.add(p.name("en"));
            String home = p.home() == null
                    ? ""
                    : " "
                            + game.map().powers().stream()
                                    .filter(w -> w.id().equals(p.home()))
                                    .map(w -> String.valueOf(w.letter()))
                                    .findFirst()
                                    .orElse("");
            row.add(t.get("abbreviations." + p.terrain().name().toLowerCase(Locale.ROOT)));
            row.add(p.supplyCentre() ? "★" + home : "");
            out.add(row);
        }
        return out;
    }

    /** {@code items} sorted by {@code key} in the collation of {@code lang}. */
    static <T> List<T> sorted(List<T> items, Function<T, String> key, String lang) {
        Collator c = Collator.getInstance(new ULocale(lang));
        List<T> out = new ArrayList<>(items);
        out.sort(Comparator.comparing(key, c::compare));
        return out;
    }
}
