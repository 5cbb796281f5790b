package adjutant.engine.hunt;

import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Nodes;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The Hunt's reads and checks beyond {@link MapNode}'s: texts in every language, whole
 * numbers inside lists, grid cells, references with a did-you-mean hint. Like MapNode,
 * each reports at the value's place and returns a neutral value so loading goes on.
 */
final class Checks {
    private Checks() {}

    /** A required {@code {cs: …, en: …}} map that must have a text in each of {@code langs}. */
    static Names names(MapNode m, String key, List<String> langs) {
        if (!m.has(key)) {
            m.text(key); // reports "missing"
            return new Names(Map.of());
        }
        Map<String, String> texts = m.localized(key);
        for (String lang : langs) {
            if (!texts.containsKey(lang)) {
                m.get(key)
                        .untranslated(
                                lang,
                                "texts",
                                m.optText("id", "line " + m.line()) + " " + key,
                                "'" + key + "' has no '" + lang + "' text (game.yaml asks for "
                                        + String.join(", ", langs) + ")");
            }
        }
        return new Names(texts);
    }

    static Optional<Names> optNames(MapNode m, String key, List<String> langs) {
        return m.has(key) ? Optional.of(names(m, key, langs)) : Optional.empty();
    }

    /** A whole number written as a list item or a value, or null after reporting. */
    static Integer integer(Node n, String what, int min, int max) {
        if (!(n instanceof ScalarNode s) || s.type() != ScalarNode.Type.INT) {
            n.problem(what + " must be a whole number " + min + "…" + max + ", found " + n.kind());
            return null;
        }
        Long v = s.wholeNumber();
        if (v == null) {
            n.problem(what + " must be a whole number " + min + "…" + max + ", found '" + s.text() + "'");
            return null;
        }
        if (v < min || v > max) {
            n.problem(what + " is " + v + ", expected " + min + "…" + max);
            return null;
        }
        return (int) (long) v;
    }

    /** A required whole number of {@code m}, or null after reporting it missing or bad (so callers can skip it). */
    static Integer integer(MapNode m, String key, int min, int max) {
        if (!m.has(key)) {
            m.integer(key, min, max); // reports "missing"
            return null;
        }
        return integer(m.get(key), "'" + key + "'", min, max);
    }

    /** A cell written as {@code [column, row]}, or null after reporting. */
    static Cell cell(Node n) {
        ListNode l = Nodes.asList(n);
        if (l == null) return null;
        if (l.size() != 2) {
            n.problem("a cell is [column, row], found " + l.size() + " value(s)");
            return null;
        }
        Integer c = integer(l.items().get(0), "column", -99, 99);
        Integer r = integer(l.items().get(1), "row", -99, 99);
        return c == null || r == null ? null : new Cell(c, r);
    }

    /** Reports {@code value} at {@code at} unless it is one of {@code known}, with the closest as a hint. */
    static boolean reference(Node at, String value, Collection<String> known, String what) {
        if (known.contains(value)) return true;
        String hint = Suggest.closest(value, known)
                .map(s -> "; did you mean '" + s + "'?")
                .orElse("");
        at.problem("unknown " + what + " '" + value + "', expected one of " + String.join(", ", known) + hint);
        return false;
    }

    /** Reports a hex number that is not on the map. */
    static boolean hexReference(Node at, int number, HexMap map) {
        if (map.has(number)) return true;
        at.problem("no hex " + Hex.label(number) + " on the map (see map.yaml)");
        return false;
    }

    static Provenance provenance(MapNode m, Provenance fallback) {
        String s = m.optChoice("source", fallback.name().toLowerCase(Locale.ROOT), "seed", "designed");
        return s.equals("designed") ? Provenance.DESIGNED : Provenance.SEED;
    }

    /** A battle bonus: a whole or half point in −2…3. */
    static double half(MapNode m, String key) {
        double v = m.number(key, -2, 3);
        if (v * 2 != Math.rint(v * 2)) {
            m.get(key).problem("'" + key + "' must be a whole or half point (e.g. 0.5), found " + v);
            return 0;
        }
        return v;
    }
}
