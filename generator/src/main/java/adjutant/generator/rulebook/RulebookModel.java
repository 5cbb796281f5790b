package adjutant.generator.rulebook;

import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.Glossary;
import adjutant.engine.l10n.GlossaryMatcher;
import adjutant.engine.l10n.IcuFormat;
import com.ibm.icu.text.Collator;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The model of {@code templates/rulebook/rulebook.xhtml.ftl}, as plain maps and lists: the
 * cover, the table of contents, the body XHTML, the glossary (each term in this language, its
 * forms in the others, the section that explains it) and the index (each term with the
 * sections that use it), both sorted as the language sorts.
 */
final class RulebookModel {
    /** The strings of the {@code rulebook:} block a layout uses. */
    static final List<String> KEYS = List.of(
            "contents", "glossary", "glossary_intro", "index", "index_intro", "edition", "header", "page", "see");

    private RulebookModel() {}

    record Built(Map<String, Object> model, RulebookBody body, BodyRenderer renderer) {}

    static Built build(
            String game,
            String gameName,
            RulebookText.Source src,
            Glossary glossary,
            Catalog strings,
            String lang,
            ExampleFigures.Drawer figures) {
        String shown = "data/" + game + "/rules/" + lang + ".md";
        RulebookBody body = RulebookBody.parse(src.body(), glossary, lang, shown);
        BodyRenderer r = new BodyRenderer(
                body,
                figures,
                lang,
                n -> format(game, strings, lang, "rulebook.example", Map.of("number", n)),
                string(strings, lang, "rulebook.adjutant_note"),
                shown,
                new GlossaryMatcher(glossary));
        String xhtml = r.render();
        Map<String, String> meanings = r.glossaryMeanings();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lang", lang);
        m.put("game", gameName);
        m.put("title", src.title().isEmpty() ? gameName : src.title());
        m.put("subtitle", src.subtitle());
        Map<String, String> s = new LinkedHashMap<>();
        for (String k : KEYS) s.put(k, string(strings, lang, "rulebook." + k));
        s.put("header", format(game, strings, lang, "rulebook.header", Map.of("game", gameName)));
        s.put("terms_in_english", termsInEnglish(glossary, strings, lang));
        m.put("s", s);
        List<Map<String, Object>> toc = new ArrayList<>();
        for (Section sec : body.sections.values()) {
            if (sec.level() <= 3)
                toc.add(Map.of("id", sec.id(), "number", sec.number(), "title", sec.title(), "level", sec.level()));
        }
        m.put("toc", toc);
        m.put("body", xhtml);
        Collator order = Collator.getInstance(new ULocale(lang));
        m.put("glossary", glossary(glossary, meanings, r.terms.uses, body, lang, order));
        m.put("index", index(glossary, r.terms.uses, body, lang, order));
        return new Built(m, body, r);
    }

    /**
     * One glossary: every term of {@code glossary.yaml} with what the rules' glossary chapter says it
     * means, and each term of that chapter the data does not list, so no meaning is lost.
     */
    private static List<Map<String, Object>> glossary(
            Glossary g,
            Map<String, String> meanings,
            List<TermUse> uses,
            RulebookBody body,
            String lang,
            Collator order) {
        List<Map<String, Object>> out = new ArrayList<>();
        Map<String, String> unused = new LinkedHashMap<>(meanings);
        for (Glossary.Term t : g.terms()) {
            String form = t.form(lang);
            String meaning = "";
            for (Map.Entry<String, String> e : meanings.entrySet()) {
                if (sameTerm(e.getKey(), form)) {
                    meaning = e.getValue();
                    unused.remove(e.getKey());
                    break;
                }
            }
            Section where = explaining(form, t.id(), uses, body);
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("term", form);
            e.put("meaning", meaning);
            e.put("others", String.join(" · ", otherForms(t, lang)));
            e.put("section", where == null ? Map.of() : Map.of("id", where.id(), "ref", where.reference()));
            out.add(e);
        }
        unused.forEach((term, meaning) ->
                out.add(Map.of("term", term, "meaning", meaning, "others", "", "section", Map.of())));
        out.sort((a, b) -> order.compare(a.get("term"), b.get("term")));
        return out;
    }

    /**
     * The term's forms printed beside the headword: in the English book every other language's; in any
     * other book only the English one (the source every translation is made from), so a German book
     * never prints Czech forms. A term the book's language lacks has the English headword and nothing beside it.
     */
    static List<String> otherForms(Glossary.Term t, String lang) {
        List<String> others = new ArrayList<>();
        String form = t.form(lang);
        t.forms().forEach((l, f) -> {
            boolean shown = lang.equals(Catalog.FALLBACK) || l.equals(Catalog.FALLBACK);
            if (shown && !l.equals(lang) && !f.equals(form)) others.add(l + ": " + f);
        });
        return others;
    }

    /**
     * The book's note that terms without a form in its language print in English (the glossary and the index
     * intros), or "" when every term has one. Read only where the game's strings have it, so a game without
     * the string still builds.
     */
    static String termsInEnglish(Glossary g, Catalog strings, String lang) {
        String key = "rulebook.terms_in_english";
        if (lang.equals(Catalog.FALLBACK) || g.missing(lang).isEmpty() || !strings.has(Catalog.FALLBACK, key))
            return "";
        return strings.text(lang, key);
    }

    /** A glossary chapter's entry names this term: the same words, leaving out an abbreviation in brackets and a plural ending. */
    static boolean sameTerm(String written, String form) {
        String a = stem(written), b = stem(form);
        return a.equals(b);
    }

    private static String stem(String s) {
        String t = s.replaceAll("\\s*\\([^)]*\\)", "").strip().toLowerCase(Locale.ROOT);
        return t.length() > 4 && t.endsWith("s") ? t.substring(0, t.length() - 1) : t;
    }

    /**
     * The section that explains a term: the first whose title begins with it, else the first that
     * marks it in the text ({@code [[term|…]]}), else the one that uses it most (the earliest of equals).
     */
    private static Section explaining(String form, String id, List<TermUse> uses, RulebookBody body) {
        String f = form.toLowerCase(Locale.ROOT);
        for (Section s : body.sections.values())
            if (s.title().toLowerCase(Locale.ROOT).startsWith(f)) return s;
        for (TermUse u : uses) if (u.term().equals(id) && u.marked() && u.section() != null) return u.section();
        Map<Section, Integer> count = new LinkedHashMap<>();
        for (TermUse u : uses)
            if (u.term().equals(id) && u.section() != null) count.merge(u.section(), 1, Integer::sum);
        Section best = null;
        for (Map.Entry<Section, Integer> e : count.entrySet())
            if (best == null || e.getValue() > count.get(best)) best = e.getKey();
        return best;
    }

    /**
     * Each term used in the rules with every use's anchor, in text order, each use flagged as the defining one
     * (the first use in the section that explains the term, as the glossary points to it) and as marked in the
     * text ({@code [[term|…]]}); {@link IndexPages} keeps the defining page and the significant uses once the
     * pages are known. A term the rules never use has no entry.
     */
    private static List<Map<String, Object>> index(
            Glossary g, List<TermUse> uses, RulebookBody body, String lang, Collator order) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Glossary.Term t : g.terms()) {
            Section where = explaining(t.form(lang), t.id(), uses, body);
            List<TermUse> mine =
                    uses.stream().filter(u -> u.term().equals(t.id())).toList();
            if (mine.isEmpty()) continue;
            TermUse defining = mine.stream()
                    .filter(u -> where != null && where.equals(u.section()))
                    .findFirst()
                    .orElse(mine.get(0));
            List<Map<String, Object>> refs = new ArrayList<>();
            for (TermUse u : mine)
                refs.add(Map.of("anchor", u.anchor(), "defining", u == defining, "marked", u.marked()));
            out.add(Map.of("id", t.id(), "term", t.form(lang), "refs", refs));
        }
        out.sort((a, b) -> order.compare(a.get("term"), b.get("term")));
        return out;
    }

    static String string(Catalog strings, String lang, String key) {
        if (!strings.has(lang, key) && !strings.has(Catalog.FALLBACK, key)) {
            throw new IllegalStateException("string '" + key + "' is missing from i18n/en.yaml");
        }
        return strings.text(lang, key);
    }

    static String format(String game, Catalog strings, String lang, String key, Map<String, Object> args) {
        return IcuFormat.format(game, strings, lang, key, string(strings, lang, key), args);
    }
}
