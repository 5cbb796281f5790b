package adjutant.engine.l10n.exchange;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.Glossary;
import adjutant.engine.l10n.LanguageTag;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A game's glossary as TBX (ISO 30042, the TBX-Basic dialect in its {@code martif} form that
 * CAT tools import as terminology): one {@code termEntry id="<game>/<term id>"} per term with the
 * note as its definition, one {@code langSet} per language with the term ({@code termType}
 * fullForm, the part of speech when the glossary gives one) and its variants ({@code termType}
 * variant). Read back, each entry gives every language's form and variants.
 */
public final class Tbx {
    /** One term as a translator sent it back: forms and variants by language, where it stands in the file. */
    public record Entry(
            String game,
            String id,
            Map<String, String> forms,
            Map<String, List<String>> variants,
            int line,
            int column) {}

    private Tbx() {}

    public static void write(Writer w, Map<String, Glossary> byGame) throws XMLStreamException {
        XMLStreamWriter x = XMLOutputFactory.newInstance().createXMLStreamWriter(w);
        x.writeStartDocument("UTF-8", "1.0");
        x.writeCharacters("\n");
        x.writeStartElement("martif");
        x.writeAttribute("type", "TBX-Basic");
        x.writeAttribute("xml", XMLConstants.XML_NS_URI, "lang", "en");
        x.writeCharacters("\n  ");
        x.writeStartElement("martifHeader");
        x.writeStartElement("fileDesc");
        x.writeStartElement("sourceDesc");
        x.writeStartElement("p");
        x.writeCharacters("Adjutant game glossaries (" + String.join(", ", byGame.keySet())
                + "): import back with adjutant l10n import FILE.tbx");
        x.writeEndElement();
        x.writeEndElement();
        x.writeEndElement();
        x.writeEndElement();
        x.writeCharacters("\n  ");
        x.writeStartElement("text");
        x.writeStartElement("body");
        for (Map.Entry<String, Glossary> g : byGame.entrySet()) {
            for (Glossary.Term t : g.getValue().terms()) {
                x.writeCharacters("\n    ");
                x.writeStartElement("termEntry");
                x.writeAttribute("id", g.getKey() + "/" + t.id());
                if (!t.note().isEmpty()) element(x, "descrip", "type", "definition", t.note());
                for (Map.Entry<String, String> f : t.forms().entrySet()) {
                    x.writeCharacters("\n      ");
                    x.writeStartElement("langSet");
                    x.writeAttribute("xml", XMLConstants.XML_NS_URI, "lang", f.getKey());
                    tig(x, f.getValue(), "fullForm", t.pos());
                    for (String v : t.variants().getOrDefault(f.getKey(), List.of())) tig(x, v, "variant", "");
                    x.writeEndElement();
                }
                x.writeCharacters("\n    ");
                x.writeEndElement();
            }
        }
        x.writeCharacters("\n  ");
        x.writeEndElement();
        x.writeEndElement();
        x.writeCharacters("\n");
        x.writeEndElement();
        x.writeCharacters("\n");
        x.writeEndDocument();
        x.flush();
    }

    private static void tig(XMLStreamWriter x, String term, String type, String pos) throws XMLStreamException {
        x.writeStartElement("tig");
        x.writeStartElement("term");
        x.writeCharacters(term);
        x.writeEndElement();
        element(x, "termNote", "type", "termType", type);
        if (!pos.isEmpty()) element(x, "termNote", "type", "partOfSpeech", pos);
        x.writeEndElement();
    }

    private static void element(XMLStreamWriter x, String name, String attr, String value, String text)
            throws XMLStreamException {
        x.writeStartElement(name);
        x.writeAttribute(attr, value);
        x.writeCharacters(text);
        x.writeEndElement();
    }

    /** Every term entry of a TBX file; an entry or language named twice is refused with both places. */
    public static List<Entry> read(Reader in, String shownAs) {
        XmlTree.El root;
        try {
            root = XmlTree.parse(in);
        } catch (XMLStreamException e) {
            throw XmlTree.malformed(e, shownAs);
        }
        List<Problem> problems = new ArrayList<>();
        if (!root.name().equals("martif") && !root.name().equals("tbx")) {
            throw new BadInputException(new Problem(
                    shownAs,
                    root.line(),
                    root.column(),
                    "expected a TBX <martif> or <tbx> root element, found <" + root.name() + ">"));
        }
        List<Entry> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        XmlTree.El text = root.child("text");
        XmlTree.El body = text == null ? null : text.child("body");
        for (XmlTree.El e : body == null ? List.<XmlTree.El>of() : body.elements()) {
            if (!e.name().equals("termEntry") && !e.name().equals("conceptEntry")) continue;
            String id = e.attr("id");
            int slash = id == null ? -1 : id.indexOf('/');
            if (slash <= 0) {
                problems.add(new Problem(
                        shownAs,
                        e.line(),
                        e.column(),
                        "termEntry id must be <game>/<term id> (as Adjutant exports it), found "
                                + (id == null ? "none" : "\"" + id + "\"")));
                continue;
            }
            Integer first = seen.putIfAbsent(id, e.line());
            if (first != null) {
                problems.add(new Problem(
                        shownAs, e.line(), e.column(), "termEntry " + id + " again (first at line " + first + ")"));
                continue;
            }
            Map<String, String> forms = new LinkedHashMap<>();
            Map<String, List<String>> variants = new LinkedHashMap<>();
            for (XmlTree.El ls : e.children("langSet")) {
                String lang = ls.attr("xml:lang");
                String bad = LanguageTag.problem(lang);
                if (bad != null) {
                    problems.add(new Problem(shownAs, ls.line(), ls.column(), "xml:lang: " + bad));
                    continue;
                }
                if (forms.containsKey(lang) || variants.containsKey(lang)) {
                    problems.add(
                            new Problem(shownAs, ls.line(), ls.column(), "a second langSet " + lang + " in " + id));
                    continue;
                }
                List<String> vs = new ArrayList<>();
                for (XmlTree.El tig : ls.elements()) {
                    XmlTree.El term = tig.child("term");
                    if (term == null || term.text().isBlank()) continue;
                    boolean variant = tig.children("termNote").stream()
                            .anyMatch(n -> "termType".equals(n.attr("type"))
                                    && !n.text().strip().equals("fullForm"));
                    if (!variant && !forms.containsKey(lang))
                        forms.put(lang, term.text().strip());
                    else vs.add(term.text().strip());
                }
                if (!vs.isEmpty()) variants.put(lang, vs);
            }
            out.add(new Entry(id.substring(0, slash), id.substring(slash + 1), forms, variants, e.line(), e.column()));
        }
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return out;
    }
}
