package adjutant.engine.l10n.exchange;

import adjutant.engine.l10n.InlineCodes;
import adjutant.engine.l10n.InlineToken;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes units as XLIFF 1.2, the version most CAT tools and platforms exchange (OmegaT,
 * translate-toolkit, Trados, memoQ): one {@code <file original="<game>">} per game, one
 * {@code <trans-unit>} per segment whose {@code id} and {@code resname} are the segment id; an
 * untranslated segment's target is its English with {@code state="needs-translation"}; the
 * state on the target ({@code needs-review-translation} when fuzzy, {@code translated},
 * {@code signed-off} for reviewed, {@code final}) and {@code approved="yes"} when confirmed; a
 * protected code is {@code <ph>} (or {@code <bpt>}/{@code <ept>} around text) holding its original
 * characters; the notes as {@code <note from="adjutant">category: text</note>}, the translator's own
 * {@code from="translator"}. A message that is one ICU plural is a gettext plural group (as
 * translate-toolkit writes one): a trans-unit per CLDR category of the language.
 */
public final class Xliff12Writer {
    public static final String NS = "urn:oasis:names:tc:xliff:document:1.2";
    /** The note author of the notes Adjutant writes; any other author's note is the translator's. */
    static final String OURS = "adjutant";

    static final String PLURALS = "x-gettext-plurals";
    static final String UNTRANSLATED = "needs-translation";

    private final IndentedXml out;
    private final XMLStreamWriter x;
    private final List<String> cats;

    private Xliff12Writer(Writer w, String lang) throws XMLStreamException {
        this.out = new IndentedXml(w, NS);
        this.x = out.x;
        this.cats = PluralForms.categories(lang);
    }

    public static void write(Writer w, String lang, List<ExchangeUnit> units) throws XMLStreamException {
        new Xliff12Writer(w, lang).document(lang, units);
    }

    private void document(String lang, List<ExchangeUnit> units) throws XMLStreamException {
        Map<String, List<ExchangeUnit>> byGame = new LinkedHashMap<>();
        units.forEach(
                u -> byGame.computeIfAbsent(u.game(), g -> new ArrayList<>()).add(u));
        out.start();
        x.writeAttribute("version", "1.2");
        for (Map.Entry<String, List<ExchangeUnit>> g : byGame.entrySet()) {
            out.open("file");
            x.writeAttribute("original", g.getKey());
            x.writeAttribute("source-language", "en");
            x.writeAttribute("target-language", lang);
            x.writeAttribute("datatype", "plaintext");
            out.open("body");
            for (ExchangeUnit u : g.getValue()) unit(u);
            out.close();
            out.close();
        }
        out.finish();
    }

    private void unit(ExchangeUnit u) throws XMLStreamException {
        IcuPlural en = IcuPlural.exported(u, cats);
        if (en == null) {
            transUnit(u.id(), u.game() + "/" + u.id(), u, u.source(), u.target(), true);
            return;
        }
        IcuPlural tr = IcuPlural.of(u.target());
        out.open("group");
        x.writeAttribute("id", u.id());
        x.writeAttribute("resname", u.game() + "/" + u.id());
        x.writeAttribute("restype", PLURALS);
        note(
                OURS,
                PoWriter.ICU_NOTE + en.argument() + ", plural}: " + String.join(", ", cats)
                        + ", one unit each; # stands for the number"); // a group's notes come before its units (schema
        // order)
        for (int i = 0; i < cats.size(); i++) {
            String source = en.branches().get(i == 0 ? "one" : "other");
            transUnit(
                    u.id() + "[" + i + "]",
                    null,
                    u,
                    source,
                    tr == null ? null : tr.branches().get(cats.get(i)),
                    i == 0);
        }
        out.close();
    }

    private void transUnit(String id, String resname, ExchangeUnit u, String source, String target, boolean notes)
            throws XMLStreamException {
        out.open("trans-unit");
        x.writeAttribute("id", id);
        if (resname != null) x.writeAttribute("resname", resname);
        if (target != null && !u.fuzzy()) x.writeAttribute("approved", "yes");
        x.writeAttribute("xml", XMLConstants.XML_NS_URI, "space", "preserve");
        out.open("source");
        inline(InlineCodes.tokens(source), new int[] {0});
        out.end();
        // Untranslated: the English in the target, as OmegaT and other tools that translate the target in place expect;
        // the reader takes such a copy for no translation.
        out.open("target");
        x.writeAttribute("state", target == null ? UNTRANSLATED : state(u));
        inline(InlineCodes.tokens(target == null ? source : target), new int[] {0});
        out.end();
        if (notes) {
            for (Note n : u.notes()) note(OURS, n.category() + ": " + n.text());
            if (u.comment() != null) note("translator", u.comment());
        }
        out.close();
    }

    /** The XLIFF 1.2 target state of a unit with a translation. */
    static String state(ExchangeUnit u) {
        if (u.fuzzy()) return "needs-review-translation";
        if (u.review() == null) return "translated";
        return u.review().equals("reviewed") ? "signed-off" : u.review();
    }

    private void note(String from, String text) throws XMLStreamException {
        out.open("note");
        x.writeAttribute("from", from);
        text(text);
        out.end();
    }

    /** Protected codes as {@code <ph>} or {@code <bpt>}/{@code <ept>} holding their characters; ICU syntax stays text. */
    private void inline(List<InlineToken> tokens, int[] ids) throws XMLStreamException {
        for (InlineToken t : tokens) {
            if (t instanceof InlineToken.Text s) {
                text(s.raw());
            } else if (t instanceof InlineToken.Branches b) {
                for (int i = 0; i < b.branches().size(); i++) {
                    text(b.syntax().get(i));
                    inline(b.branches().get(i), ids);
                }
                text(b.syntax().get(b.syntax().size() - 1));
            } else if (t instanceof InlineToken.Code c) {
                code("ph", String.valueOf(++ids[0]), c.raw());
            } else if (t instanceof InlineToken.Pair p) {
                String id = String.valueOf(++ids[0]);
                code("bpt", id, p.open());
                inline(p.inner(), ids);
                code("ept", id, p.close());
            }
        }
    }

    private void code(String element, String id, String raw) throws XMLStreamException {
        x.writeStartElement(NS, element);
        x.writeAttribute("id", id);
        text(raw);
        x.writeEndElement();
    }

    /** Text; XLIFF 1.2 has no way to carry a character XML 1.0 cannot (2.0 has {@code <cp>}), so one stops the export. */
    private void text(String s) throws XMLStreamException {
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (!XliffWriter.xmlSafe(cp)) {
                throw new XMLStreamException(String.format(
                        "U+%04X in \"%s\" cannot be written in XLIFF 1.2: export as xliff (2.0) or po",
                        cp, s.length() > 40 ? s.substring(0, 40) + "…" : s));
            }
        }
        x.writeCharacters(s);
    }
}
