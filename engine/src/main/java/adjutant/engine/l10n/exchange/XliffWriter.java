package adjutant.engine.l10n.exchange;

import java.io.Writer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes units as an XLIFF 2.0 document with the JDK's StAX writer: one {@code <file>} per
 * game, one {@code <unit>} per segment (its {@code name} is the segment id, its {@code id} the
 * same made a valid NMTOKEN), notes for the translator and the translator's own (a note without
 * category), protected inline codes, and the segment state — {@code translated}, or
 * {@code reviewed}/{@code final} as the translator last set it, when confirmed; {@code initial}
 * when missing or fuzzy.
 */
public final class XliffWriter {
    public static final String NS = "urn:oasis:names:tc:xliff:document:2.0";

    private final IndentedXml out;
    private final XMLStreamWriter x;

    private XliffWriter(Writer w) throws XMLStreamException {
        this.out = new IndentedXml(w, NS);
        this.x = out.x;
    }

    public static void write(Writer w, String lang, List<ExchangeUnit> units) throws XMLStreamException {
        new XliffWriter(w).document(lang, units);
    }

    private void document(String lang, List<ExchangeUnit> units) throws XMLStreamException {
        Map<String, List<ExchangeUnit>> byGame = new LinkedHashMap<>();
        units.forEach(
                u -> byGame.computeIfAbsent(u.game(), g -> new ArrayList<>()).add(u));
        out.start();
        x.writeAttribute("version", "2.0");
        x.writeAttribute("srcLang", "en");
        x.writeAttribute("trgLang", lang);
        for (Map.Entry<String, List<ExchangeUnit>> g : byGame.entrySet()) {
            out.open("file");
            x.writeAttribute("id", g.getKey());
            x.writeAttribute("original", "data/" + g.getKey());
            Set<String> ids = new HashSet<>();
            for (ExchangeUnit u : g.getValue()) unit(u, ids);
            out.close();
        }
        out.finish();
    }

    private void unit(ExchangeUnit u, Set<String> ids) throws XMLStreamException {
        out.open("unit");
        x.writeAttribute("id", nmtoken(u.id(), ids));
        x.writeAttribute("name", u.id());
        if (!u.notes().isEmpty() || u.comment() != null) {
            out.open("notes");
            if (u.comment() != null) {
                out.open("note"); // the translator's own: no category, as a CAT tool writes it
                text(u.comment());
                out.end();
            }
            for (Note n : u.notes()) {
                out.open("note");
                x.writeAttribute("category", n.category());
                text(n.text());
                out.end();
            }
            out.close();
        }
        XliffInline inline = new XliffInline();
        List<XliffInline.Piece> source = inline.source(u.source());
        List<XliffInline.Piece> target = u.target() == null ? null : inline.target(u.target());
        if (!inline.data().isEmpty()) {
            out.open("originalData");
            for (Map.Entry<String, String> d : inline.data().entrySet()) {
                out.open("data");
                x.writeAttribute("id", d.getKey());
                text(d.getValue());
                out.end();
            }
            out.close();
        }
        out.open("segment");
        x.writeAttribute("state", u.state());
        out.open("source");
        pieces(source);
        out.end();
        if (target != null) {
            out.open("target");
            pieces(target);
            out.end();
        }
        out.close();
        out.close();
    }

    private void pieces(List<XliffInline.Piece> pieces) throws XMLStreamException {
        for (XliffInline.Piece p : pieces) {
            if (p instanceof XliffInline.Text t) {
                text(t.text());
            } else if (p instanceof XliffInline.Ph ph) {
                x.writeEmptyElement(NS, "ph");
                x.writeAttribute("id", ph.id());
                x.writeAttribute("dataRef", ph.dataRef());
                x.writeAttribute("disp", ph.disp());
                if (ph.placeholder()) x.writeAttribute("canDelete", "no");
            } else if (p instanceof XliffInline.Pc pc) {
                x.writeStartElement(NS, "pc");
                x.writeAttribute("id", pc.id());
                x.writeAttribute("dataRefStart", pc.startRef());
                x.writeAttribute("dataRefEnd", pc.endRef());
                x.writeAttribute("dispStart", pc.dispStart());
                x.writeAttribute("dispEnd", pc.dispEnd());
                pieces(pc.inner());
                x.writeEndElement();
            }
        }
    }

    /** Text, with characters XML 1.0 cannot carry (or would normalise, like CR) as {@code <cp hex=…/>}. */
    private void text(String s) throws XMLStreamException {
        StringBuilder run = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (xmlSafe(cp)) {
                run.appendCodePoint(cp);
                continue;
            }
            if (run.length() > 0) x.writeCharacters(run.toString());
            run.setLength(0);
            x.writeEmptyElement(NS, "cp");
            x.writeAttribute("hex", String.format("%04X", cp));
        }
        if (run.length() > 0) x.writeCharacters(run.toString());
    }

    static boolean xmlSafe(int cp) {
        return cp == 0x9
                || cp == 0xA
                || (cp >= 0x20 && cp <= 0xD7FF)
                || (cp >= 0xE000 && cp <= 0xFFFD)
                || cp >= 0x10000;
    }

    /** A unit id XLIFF accepts (an NMTOKEN, unique in its file); the exact segment id travels in {@code name}. */
    private static String nmtoken(String id, Set<String> used) {
        String base = id.replaceAll("[^A-Za-z0-9._:-]", "_");
        String t = base;
        for (int n = 2; !used.add(t); n++) t = base + "_" + n;
        return t;
    }
}
