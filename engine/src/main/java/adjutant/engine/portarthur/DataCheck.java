package adjutant.engine.portarthur;

import adjutant.engine.data.ListNode;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Node;
import adjutant.engine.data.Problems;
import adjutant.engine.data.ScalarNode;
import adjutant.engine.data.Suggest;
import adjutant.engine.l10n.Catalog;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The checks the Port Arthur files share: references with a did-you-mean, lists of
 * whole numbers, names in every language, {@code source:} and i18n keys. Each reports at
 * the node it is about and returns a neutral value, like {@link MapNode}'s typed reads.
 */
final class DataCheck {
    private DataCheck() {}

    /** Reports {@code id} at {@code at} unless it is one of {@code known}; returns whether it is. */
    static boolean ref(Node at, String id, Collection<String> known, String what) {
        if (known.contains(id)) return true;
        if (id.isEmpty()) return false; // already reported as missing
        String hint = Suggest.closest(id, known)
                .map(s -> "; did you mean '" + s + "'?")
                .orElse("");
        at.problem("unknown " + what + " '" + id + "'" + hint);
        return false;
    }

    /** An optional list of ids, each checked against {@code known}; unknown ones are dropped. */
    static List<String> refs(MapNode m, String key, Collection<String> known, String what) {
        List<String> out = new ArrayList<>();
        for (ScalarNode s : m.optList(key).scalars()) {
            if (out.contains(s.text())) {
                s.problem(what + " '" + s.text() + "' is listed twice");
            } else if (ref(s, s.text(), known, what)) {
                out.add(s.text());
            }
        }
        return out;
    }

    /** A required list of whole numbers in {@code min…max}. */
    static List<Integer> ints(MapNode m, String key, int min, int max) {
        ListNode l = m.list(key);
        List<Integer> out = new ArrayList<>();
        for (ScalarNode s : l.scalars()) {
            Long v = s.wholeNumber();
            if (v == null) {
                s.problem("'" + key + "' items must be whole numbers " + min + "…" + max + ", found " + s.kind() + " '"
                        + s.text() + "'");
                continue;
            }
            if (v < min || v > max) {
                s.problem("'" + key + "' item is " + v + ", expected " + min + "…" + max);
                continue;
            }
            out.add((int) (long) v);
        }
        return out;
    }

    /**
     * {@code name: {cs: …, en: …}}, with every required language present; further languages
     * (a new translation, the pseudo-locale) are read too, so adding one stays data only.
     */
    static Map<String, String> names(MapNode m, List<String> langs, String what) {
        MapNode n = m.map("name");
        if (!(m.get("name") instanceof MapNode)) return Map.of(); // reported by map()
        Map<String, String> out = new LinkedHashMap<>();
        for (String lang : langs) {
            if (!n.has(lang)) {
                String item = what + " '" + m.optText("id", "?") + "'";
                n.untranslated(lang, "names", item, item + " has no '" + lang + "' name");
                continue;
            }
            out.put(lang, n.text(lang));
        }
        for (MapNode.Entry e : n.entries().values()) {
            String lang = e.key().text();
            if (!Catalog.isLanguageName(lang))
                e.key()
                        .problem("'" + lang + "' is not a language code (expected e.g. " + String.join(", ", langs)
                                + ")");
            else if (!out.containsKey(lang)) out.put(lang, n.text(lang));
        }
        return out;
    }

    /** A required boolean (MapNode's own read has a default and would hide an omission). */
    static boolean flag(MapNode m, String key) {
        if (!m.has(key)) m.problem("missing '" + key + "' (true or false)");
        return m.bool(key, false);
    }

    /**
     * {@code source: rulebook | designed}, or a map of field → origin for entries that mix
     * published and designed values; fields not named there are from the rulebook.
     */
    static Provenance source(MapNode m, String... fields) {
        Node n = m.get("source");
        if (n == null) {
            m.problem("missing 'source' (rulebook or designed, or a map of field: rulebook|designed)");
            return Provenance.of(Origin.RULEBOOK);
        }
        if (n instanceof MapNode per) {
            per.allowOnly(fields);
            Map<String, Origin> out = new LinkedHashMap<>();
            for (String f : per.keys()) out.put(f, origin(per.choice(f, "rulebook", "designed")));
            return new Provenance(Origin.RULEBOOK, out);
        }
        return Provenance.of(origin(m.choice("source", "rulebook", "designed")));
    }

    private static Origin origin(String s) {
        return s.equals("designed") ? Origin.DESIGNED : Origin.RULEBOOK;
    }

    /** Reports at {@code at} each required language that lacks the i18n string {@code key}. */
    static void string(Node at, Catalog strings, List<String> langs, String key) {
        for (String lang : langs) {
            if (!strings.has(lang, key)) {
                at.source()
                        .problems()
                        .untranslated(Problems.Missing.string(
                                at, lang, key, "no string '" + key + "' in i18n/" + lang + ".yaml"));
            }
        }
    }

    /** The side named under {@code key}. */
    static Side side(MapNode m, String key) {
        return Side.byId(m.choice(key, "japan", "russia"));
    }

    /** Ids of the list items that have one, for reference checks made before the items are read. */
    static List<String> ids(List<MapNode> items) {
        return items.stream()
                .map(i -> i.optText("id", null))
                .filter(Objects::nonNull)
                .toList();
    }
}
