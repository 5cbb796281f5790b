package adjutant.engine.l10n.exchange;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.LanguageTag;
import adjutant.engine.l10n.TranslationUpdate;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamException;

/**
 * Reads XLIFF 1.2 (and 1.1, as translate-toolkit's {@code po2xliff} writes it) back into
 * translations. A trans-unit's segment is its {@code resname} ({@code <game>/<id>}, as
 * {@link Xliff12Writer} writes it), else an {@code id: <game>/<id>} note or PO comment (what
 * {@code po2xliff} keeps of an exported PO). The target's state gives the mark:
 * {@code needs-…} and {@code new} fuzzy, {@code translated}, {@code signed-off} reviewed,
 * {@code final}; without a state, {@code approved="no"} is fuzzy. Inline codes ({@code <ph>},
 * {@code <bpt>}, {@code <ept>}, {@code <it>}) give back the characters they hold. A gettext plural
 * group becomes its ICU message again. The target language is the files' {@code target-language},
 * else the PO header's {@code Language:}. Duplicates are refused with both places.
 */
public final class Xliff12Reader {
    private static final Pattern LANGUAGE = Pattern.compile("(?m)^Language:[ \\t]*(\\S*)");

    private final String shown;
    private final List<Problem> problems = new ArrayList<>();
    private final List<TranslationUpdate> out = new ArrayList<>();
    private final Map<String, Integer> seen = new HashMap<>();
    private String lang;
    private String headerLang;
    private List<String> cats;

    private Xliff12Reader(String shown) {
        this.shown = shown;
    }

    public static ExchangeFile read(Reader in, String shownAs) {
        XmlTree.El root;
        try {
            root = XmlTree.parse(in);
        } catch (XMLStreamException e) {
            throw XmlTree.malformed(e, shownAs);
        }
        return new Xliff12Reader(shownAs).document(root);
    }

    /** Whether the start of a document names XLIFF 1.x: its namespace or {@code version="1.…"} on the root. */
    public static boolean isVersion1(String text) {
        String head = text.substring(0, Math.min(text.length(), 4096));
        Matcher m = Pattern.compile("<xliff\\b[^>]*>").matcher(head);
        return m.find()
                && (m.group().contains("urn:oasis:names:tc:xliff:document:1.")
                        || m.group().matches("(?s).*\\bversion=[\"']1\\..*"));
    }

    private ExchangeFile document(XmlTree.El root) {
        if (!root.name().equals("xliff"))
            throw new BadInputException(at(root, "expected an <xliff> root element, found <" + root.name() + ">"));
        String version = root.attr("version");
        if (version == null || !version.startsWith("1."))
            throw new BadInputException(at(root, "expected XLIFF version 1.x, found " + version));
        Map<String, Integer> files = new HashMap<>();
        List<XmlTree.El> all = root.children("file");
        for (XmlTree.El f : all) {
            String src = f.attr("source-language");
            if (src != null
                    && !src.equalsIgnoreCase("en")
                    && !src.toLowerCase(Locale.ROOT).startsWith("en-")) {
                problems.add(at(f, "the source language must be English (en), found " + src));
            }
            String trg = f.attr("target-language");
            if (trg != null && lang != null && !trg.equals(lang))
                problems.add(at(f, "target-language " + trg + ", but an earlier <file> says " + lang));
            if (trg != null && lang == null) lang = trg;
            String original = f.attr("original");
            Integer first = original == null ? null : files.putIfAbsent(original, f.line());
            if (first != null)
                problems.add(at(
                        f,
                        "a second <file original=\"" + original + "\"> (first at line " + first
                                + "): one <file> per game, or which translation is meant?"));
        }
        for (XmlTree.El f : all) {
            XmlTree.El body = f.child("body");
            if (body != null) header(body);
        }
        if (lang == null) lang = headerLang;
        if (lang == null || lang.isBlank())
            throw new BadInputException(
                    at(root, "no target-language on <file> and no 'Language:' header: which language is this?"));
        String bad = LanguageTag.problem(lang);
        if (bad != null) throw new BadInputException(at(root, "target-language: " + bad));
        cats = PluralForms.categories(lang);
        for (XmlTree.El f : all) {
            XmlTree.El body = f.child("body");
            if (body != null) units(body, game(f.attr("original")));
        }
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return new ExchangeFile(lang, out);
    }

    /** The PO header unit po2xliff writes ({@code restype="x-gettext-domain-header"}): its Language. */
    private void header(XmlTree.El body) {
        for (XmlTree.El u : body.children("trans-unit")) {
            if (!"x-gettext-domain-header".equals(u.attr("restype"))) continue;
            XmlTree.El t = u.child("target") != null ? u.child("target") : u.child("source");
            Matcher m = LANGUAGE.matcher(t == null ? "" : t.text());
            if (m.find() && !m.group(1).isEmpty()) headerLang = m.group(1);
        }
    }

    private static String game(String original) {
        if (original == null) return null;
        String g = original.startsWith("data/") ? original.substring(5) : original;
        return g.matches("[a-z0-9][a-z0-9-]*") ? g : null; // a PO file name (po2xliff) names no game
    }

    private void units(XmlTree.El parent, String game) {
        for (XmlTree.El e : parent.elements()) {
            if (e.name().equals("trans-unit")) {
                if (!"x-gettext-domain-header".equals(e.attr("restype"))) unit(e, game);
            } else if (e.name().equals("group")) {
                if (Xliff12Writer.PLURALS.equals(e.attr("restype"))) plural(e, game);
                else units(e, game);
            }
        }
    }

    private void unit(XmlTree.El u, String game) {
        String[] id = segment(u, List.of(u), game);
        if (id == null) return;
        XmlTree.El target = u.child("target");
        String source = u.child("source") == null ? null : inline(u.child("source"));
        String text = untranslated(target, source) ? null : inline(target);
        add(u, target, id, source, text, mark(u, target), comment(List.of(u)));
    }

    private void plural(XmlTree.El g, String game) {
        List<XmlTree.El> units = g.children("trans-unit");
        List<XmlTree.El> all = new ArrayList<>(List.of(g));
        all.addAll(units);
        String[] id = segment(g, all, game);
        if (id == null || units.isEmpty()) return;
        String arg = IcuPlural.notedArgument(notes(all));
        if (arg == null) {
            problems.add(at(g, "a plural group without its 'icu: {name, plural}' note: keep the notes of the export"));
            return;
        }
        if (units.size() != cats.size()) {
            problems.add(at(
                    units.get(Math.min(units.size(), cats.size()) - 1),
                    lang + " has " + cats.size() + " plural forms ("
                            + String.join(", ", cats) + "), this group " + units.size() + " trans-units: "
                            + (units.size() > cats.size() ? "remove the extra ones" : "one is missing")));
            return;
        }
        Map<String, String> en = new LinkedHashMap<>();
        en.put("one", inline(units.get(0).child("source")));
        en.put("other", units.size() > 1 ? inline(units.get(1).child("source")) : en.get("one"));
        Map<String, String> tr = new LinkedHashMap<>();
        String mark = "final";
        XmlTree.El firstTarget = null;
        for (int i = 0; i < units.size(); i++) {
            XmlTree.El t = units.get(i).child("target");
            String s = untranslated(t, inline(units.get(i).child("source"))) ? "" : inline(t);
            if (t != null && firstTarget == null) firstTarget = t;
            tr.put(cats.get(i), s);
            mark = weakest(mark, mark(units.get(i), t));
        }
        boolean none = tr.values().stream().allMatch(String::isEmpty);
        String empty = tr.entrySet().stream()
                .filter(e -> e.getValue().isEmpty())
                .map(Map.Entry::getKey)
                .findFirst()
                .orElse(null);
        if (!none && empty != null) {
            problems.add(at(
                    units.get(cats.indexOf(empty)),
                    "the " + lang + " '" + empty + "' form is empty: " + lang + " needs every form "
                            + String.join(", ", cats)));
            return;
        }
        add(
                g,
                firstTarget,
                id,
                new IcuPlural(arg, en).icu(),
                none ? null : new IcuPlural(arg, tr).icu(),
                mark,
                comment(all));
    }

    private void add(
            XmlTree.El unit, XmlTree.El target, String[] id, String source, String text, String mark, String comment) {
        XmlTree.El at = target != null ? target : unit;
        Integer first = seen.putIfAbsent(id[0] + "/" + id[1], at.line());
        if (first != null) {
            problems.add(at(
                    at,
                    "unit " + id[0] + "/" + id[1] + " again (first at line " + first
                            + "): which of the two translations is meant? keep one"));
            return;
        }
        boolean has = text != null && !text.isEmpty();
        out.add(new TranslationUpdate(
                id[0], id[1], source, has ? text : null, has ? mark : null, comment, at.line(), at.column()));
    }

    /** {game, id} of a unit or group: its resname, else an 'id: game/id' note or PO comment; null after a problem. */
    private String[] segment(XmlTree.El e, List<XmlTree.El> within, String game) {
        String name = e.attr("resname");
        if (name == null) {
            name = notes(within).stream()
                    .filter(n -> n.startsWith(PoWriter.ID_NOTE))
                    .map(n -> n.substring(PoWriter.ID_NOTE.length()).strip())
                    .findFirst()
                    .orElse(null);
        }
        if (name == null && game != null) name = game + "/" + e.attr("id");
        int slash = name == null ? -1 : name.indexOf('/');
        if (slash <= 0) {
            problems.add(at(
                    e,
                    "which segment is <" + e.name() + " id=\"" + e.attr("id")
                            + "\">? expected resname=\"<game>/<id>\" or an"
                            + " 'id: <game>/<id>' note, as Adjutant's export writes them"));
            return null;
        }
        return new String[] {name.substring(0, slash), name.substring(slash + 1)};
    }

    /** The lines of every note and PO comment context of these elements (po2xliff joins a PO entry's comments in one note). */
    private static List<String> notes(List<XmlTree.El> within) {
        List<String> out = new ArrayList<>();
        for (XmlTree.El e : within) {
            for (XmlTree.El n : e.children("note")) out.addAll(List.of(n.text().split("\n")));
            for (XmlTree.El g : e.children("context-group")) {
                for (XmlTree.El c : g.children("context")) {
                    if ("x-po-autocomment".equals(c.attr("context-type")))
                        out.addAll(List.of(c.text().split("\n")));
                }
            }
        }
        return out;
    }

    /** The translator's own notes: any author but Adjutant and the PO's extracted comments ("developer"). */
    private static String comment(List<XmlTree.El> within) {
        List<String> out = new ArrayList<>();
        for (XmlTree.El e : within) {
            for (XmlTree.El n : e.children("note")) {
                String from = n.attr("from");
                if (!Xliff12Writer.OURS.equals(from) && !"developer".equals(from) && !out.contains(n.text()))
                    out.add(n.text());
            }
        }
        return String.join("\n", out);
    }

    /**
     * No target, or the English copy the export puts in an untranslated one, still marked new or
     * needs-translation: no translation. A changed text under that state (OmegaT 3.6 translates
     * the target in place and leaves its state) is a translation, read as fuzzy.
     */
    private boolean untranslated(XmlTree.El target, String source) {
        if (target == null) return true;
        String state = target.attr("state");
        return (Xliff12Writer.UNTRANSLATED.equals(state) || "new".equals(state))
                && inline(target).equals(source);
    }

    private static String mark(XmlTree.El unit, XmlTree.El target) {
        String state = target == null ? null : target.attr("state");
        if (state == null) return "no".equals(unit.attr("approved")) ? "fuzzy" : "translated";
        return switch (state) {
            case "translated" -> "translated";
            case "signed-off" -> "reviewed";
            case "final" -> "final";
            default -> "fuzzy"; // new, needs-translation, needs-review-…, needs-adaptation, needs-l10n, x-…
        };
    }

    private static String weakest(String a, String b) {
        List<String> order = List.of("fuzzy", "translated", "reviewed", "final");
        return order.get(Math.min(order.indexOf(a), order.indexOf(b)));
    }

    /** Inline content: text, and the characters each code holds. */
    private String inline(XmlTree.El e) {
        if (e == null) return "";
        StringBuilder sb = new StringBuilder();
        inline(e, sb, 0);
        return sb.toString();
    }

    private void inline(XmlTree.El e, StringBuilder sb, int depth) {
        if (depth > XliffReader.MAX_INLINE_DEPTH) {
            problems.add(at(e, "inline markup nested more than " + XliffReader.MAX_INLINE_DEPTH + " levels deep"));
            return;
        }
        for (Object c : e.content()) {
            if (c instanceof String s) {
                sb.append(s);
                continue;
            }
            XmlTree.El k = (XmlTree.El) c;
            switch (k.name()) {
                case "ph", "bpt", "ept", "it" -> sb.append(k.text());
                case "mrk" -> inline(k, sb, depth + 1);
                case "x", "bx", "ex", "g" -> {
                    String equiv = k.attr("equiv-text");
                    if (equiv != null && !k.name().equals("g")) sb.append(equiv);
                    else
                        problems.add(at(
                                k,
                                "<" + k.name()
                                        + "> carries no original code: keep the <ph>, <bpt> and <ept> of the export"));
                }
                default -> problems.add(at(k, "unexpected <" + k.name() + "> inside <" + e.name() + ">"));
            }
        }
    }

    private Problem at(XmlTree.El e, String message) {
        return new Problem(shown, e.line(), e.column(), message);
    }
}
