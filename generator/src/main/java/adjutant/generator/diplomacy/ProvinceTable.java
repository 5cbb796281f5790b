package adjutant.generator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Province;
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
            rows.add(new Row(p.name(lang), p.abbr(), String.join(", ", p.coasts()), p.terrain().name().toLowerCase(Locale.ROOT),
                    p.supplyCentre()));
        }
        return sorted(rows, Row::name, lang);
    }

    /** {@code items} sorted by {@code key} in the collation of {@code lang}. */
    static <T> List<T> sorted(List<T> items, Function<T, String> key, String lang) {
        Collator c = Collator.getInstance(new ULocale(lang));
        List<T> out = new ArrayList<>(items);
        out.sort(Comparator.comparing(key, c::compare));
        return out;
    }
}
