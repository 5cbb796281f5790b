package adjutant.engine.l10n;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Game terms that must be translated the same way everywhere (Support/Podpora), with
 * admitted variants (inflected forms) per language. Read from {@code glossary.yaml}.
 */
public record Glossary(List<Term> terms) {
    public Glossary {
        terms = List.copyOf(terms);
    }

    /**
     * One term: its stable id, its form per language, other accepted forms, and how to tell the
     * term from the same English word in everyday use: {@code pos} ("noun", or "" for
     * any use) and {@code ordinary}, English phrases in which the word is not the term.
     */
    public record Term(
            String id,
            Map<String, String> forms,
            Map<String, List<String>> variants,
            String note,
            String pos,
            List<String> ordinary) {
        public Term {
            ordinary = List.copyOf(ordinary);
        }

        public Term(String id, Map<String, String> forms, Map<String, List<String>> variants, String note) {
            this(id, forms, variants, note, "", List.of());
        }

        public String form(String lang) {
            return forms.getOrDefault(lang, forms.get(Catalog.FALLBACK));
        }

        /** The term and its variants in {@code lang}. */
        public List<String> accepted(String lang) {
            List<String> all = new ArrayList<>();
            if (forms.containsKey(lang)) all.add(forms.get(lang));
            all.addAll(variants.getOrDefault(lang, List.of()));
            return all;
        }
    }

    /** Ids of the terms with no form in {@code lang} (the book prints the English headword there). */
    public List<String> missing(String lang) {
        return terms.stream()
                .filter(t -> !t.forms().containsKey(lang))
                .map(Term::id)
                .toList();
    }

    /** "glossary: 2 of 3 terms in de (missing: army)", for status and check. */
    public String coverage(String lang) {
        List<String> missing = missing(lang);
        String line = "glossary: " + (terms.size() - missing.size()) + " of " + terms.size() + " terms in " + lang;
        if (missing.isEmpty()) return line;
        String shown =
                missing.size() <= 8 ? String.join(", ", missing) : String.join(", ", missing.subList(0, 8)) + ", …";
        String none = missing.size() == terms.size() ? "no " + lang + " terms yet: " : "";
        return line + " (" + none + "the book's glossary and index print these in English, with a note: " + shown
                + "; l10n export --format tbx, then import the translator's .tbx)";
    }

    public static Glossary load(GameFiles files, List<String> required) {
        if (!files.exists("glossary.yaml")) {
            files.problems().inFile(files.shown("glossary.yaml"), "missing glossary of game terms");
            return new Glossary(List.of());
        }
        MapNode root = files.readMap("glossary.yaml");
        root.allowOnly("terms");
        List<MapNode> items = root.list("terms").maps();
        MapNode.checkUnique(items, "id", "term");
        List<Term> terms = items.stream().map(t -> read(t, required)).toList();
        return new Glossary(terms);
    }

    private static Term read(MapNode t, List<String> required) {
        Map<String, String> forms = new LinkedHashMap<>();
        Map<String, List<String>> variants = new LinkedHashMap<>();
        for (String k : t.keys()) {
            if (List.of("id", "note", "variants", "pos", "ordinary").contains(k)) continue;
            forms.put(k, t.text(k));
        }
        MapNode v = t.optMap("variants");
        for (String lang : v.keys()) variants.put(lang, v.texts(lang));
        for (String lang : required) {
            if (forms.containsKey(lang)) continue;
            String item = "term '" + t.optText("id", "?") + "'";
            t.untranslated(lang, "glossary terms", item, item + " has no '" + lang + "' form");
        }
        return new Term(
                t.text("id"),
                forms,
                variants,
                t.optText("note", ""),
                t.optChoice("pos", "", "noun"),
                t.texts("ordinary"));
    }
}
