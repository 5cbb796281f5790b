package adjutant.engine.l10n.exchange;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.l10n.LanguageTag;
import adjutant.engine.l10n.TranslationUpdate;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads an XLIFF 2.0 file back into translations: each unit's {@code name} (else its id) is
 * the segment id, the {@code <file id>} the game; inline codes are replaced by their
 * original data; a unit is confirmed when every segment is past {@code initial} and has a
 * target. Notes and metadata are ignored. Problems name the file, line and column.
 */
public final class XliffReader {
    private static final Set<String> CONFIRMED = Set.of("translated", "reviewed", "final");
    /** The note categories the export writes for the translator; any other note is the translator's own. */
    private static final Set<String> OURS =
            Set.of("location", "context", "glossary", "placeholders", "plural", "state", "previous-source", "words");
    /** Inline markup (pc, mrk) nests this deep at most: real segments use two or three levels. */
    static final int MAX_INLINE_DEPTH = 32;

    private final XMLStreamReader r;
    private final String shown;

    private XliffReader(Reader in, String shown) throws XMLStreamException {
        XMLInputFactory f = XMLInputFactory.newInstance();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        this.r = f.createXMLStreamReader(in);
        this.shown = shown;
    }

    public static ExchangeFile read(Reader in, String shownAs) {
        try {
            return new XliffReader(in, shownAs).document();
        } catch (XMLStreamException e) {
            throw XmlTree.malformed(e, shownAs);
        }
    }

    private ExchangeFile document() throws XMLStreamException {
        r.nextTag();
        if (!r.getLocalName().equals("xliff") || !XliffWriter.NS.equals(r.getNamespaceURI()))
            throw bad("expected an XLIFF <xliff> root element (2.0, 1.2 or 1.1)");
        String version = r.getAttributeValue(null, "version");
        if (version == null || !version.startsWith("2.")) throw bad("expected XLIFF version 2.x, found " + version);
        String src = r.getAttributeValue(null, "srcLang");
        if (src != null && !src.equals("en") && !src.startsWith("en-"))
            throw bad("the source language must be English (en), found " + src);
        String lang = r.getAttributeValue(null, "trgLang");
        if (lang == null || lang.isBlank()) throw bad("trgLang is missing: which language is this a translation into?");
        String badLang = LanguageTag.problem(lang);
        if (badLang != null) throw bad("trgLang: " + badLang);
        List<TranslationUpdate> out = new ArrayList<>();
        List<Problem> twice = new ArrayList<>();
        Map<String, Integer> files = new HashMap<>();
        Map<String, Integer> units = new HashMap<>();
        while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
            if (!r.getLocalName().equals("file")) {
                skip();
                continue;
            }
            String game = r.getAttributeValue(null, "id");
            int at = r.getLocation().getLineNumber();
            Integer first = files.putIfAbsent(game, at);
            if (first != null)
                twice.add(new Problem(
                        shown,
                        at,
                        r.getLocation().getColumnNumber(),
                        "a second <file id=\"" + game + "\"> (first at line " + first
                                + "): one <file> per game, or which translation is meant?"));
            while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
                if (!r.getLocalName().equals("unit")) {
                    skip();
                    continue;
                }
                TranslationUpdate u = unit(game);
                Integer before = units.putIfAbsent(game + "/" + u.id(), u.line());
                if (before != null)
                    twice.add(new Problem(
                            shown,
                            u.line(),
                            u.column(),
                            "unit " + game + "/" + u.id() + " again (first at line " + before
                                    + "): which of the two translations is meant? keep one"));
                else out.add(u);
            }
        }
        if (!twice.isEmpty()) throw new BadInputException(twice);
        return new ExchangeFile(lang, out);
    }

    private TranslationUpdate unit(String game) throws XMLStreamException {
        String name = r.getAttributeValue(null, "name");
        String id = name != null ? name : r.getAttributeValue(null, "id");
        Map<String, String> data = new HashMap<>();
        StringBuilder source = new StringBuilder();
        StringBuilder target = new StringBuilder();
        boolean anyTarget = false;
        boolean confirmed = true;
        String mark = null;
        List<String> comments = new ArrayList<>();
        int line = r.getLocation().getLineNumber();
        int column = r.getLocation().getColumnNumber();
        while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
            switch (r.getLocalName()) {
                case "notes" -> {
                    while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
                        String category = r.getLocalName().equals("note") ? r.getAttributeValue(null, "category") : "";
                        String note = content(Map.of(), "note", 0);
                        if (category == null || !OURS.contains(category)) comments.add(note);
                    }
                }
                case "originalData" -> {
                    while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
                        String did = r.getAttributeValue(null, "id");
                        data.put(did, content(Map.of(), "data", 0));
                    }
                }
                case "segment", "ignorable" -> {
                    String state = r.getAttributeValue(null, "state");
                    boolean hasTarget = false;
                    while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
                        if (r.getLocalName().equals("source")) source.append(content(data, "source", 0));
                        else if (r.getLocalName().equals("target")) {
                            line = r.getLocation().getLineNumber();
                            column = r.getLocation().getColumnNumber();
                            target.append(content(data, "target", 0));
                            hasTarget = true;
                        } else skip();
                    }
                    anyTarget |= hasTarget;
                    if (r.getLocalName().equals("segment")) {
                        confirmed &= hasTarget && state != null && CONFIRMED.contains(state);
                        mark = weakest(mark, state);
                    }
                }
                default -> skip();
            }
        }
        boolean has = anyTarget && target.length() > 0;
        return new TranslationUpdate(
                game,
                id,
                source.toString(),
                has ? target.toString() : null,
                !has ? null : !confirmed ? "fuzzy" : mark == null ? "translated" : mark,
                String.join("\n", comments),
                line,
                column);
    }

    /** The state of a unit of several segments: the least advanced of them. */
    private static String weakest(String a, String b) {
        List<String> order = List.of("initial", "translated", "reviewed", "final");
        int i = a == null ? order.size() : order.indexOf(a);
        int j = b == null ? 0 : Math.max(0, order.indexOf(b));
        return order.get(Math.min(i == -1 ? 0 : i, j));
    }

    /** The text of an element's inline content, codes replaced by their original data. */
    private String content(Map<String, String> data, String element, int depth) throws XMLStreamException {
        if (depth > MAX_INLINE_DEPTH) throw bad("inline markup nested more than " + MAX_INLINE_DEPTH + " levels deep");
        StringBuilder sb = new StringBuilder();
        while (true) {
            int ev = r.next();
            if (ev == XMLStreamConstants.CHARACTERS
                    || ev == XMLStreamConstants.CDATA
                    || ev == XMLStreamConstants.SPACE) {
                sb.append(r.getText());
            } else if (ev == XMLStreamConstants.END_ELEMENT) {
                return sb.toString();
            } else if (ev == XMLStreamConstants.START_ELEMENT) {
                String n = r.getLocalName();
                switch (n) {
                    case "ph" -> {
                        sb.append(ref(data, "dataRef", "disp"));
                        skip();
                    }
                    case "sc" -> {
                        sb.append(ref(data, "dataRef", "disp"));
                        skip();
                    }
                    case "ec" -> {
                        sb.append(ref(data, "dataRef", "disp"));
                        skip();
                    }
                    case "pc" -> {
                        String start = ref(data, "dataRefStart", "dispStart");
                        String end = ref(data, "dataRefEnd", "dispEnd");
                        sb.append(start).append(content(data, "pc", depth + 1)).append(end);
                    }
                    case "cp" -> {
                        String hex = r.getAttributeValue(null, "hex");
                        try {
                            sb.appendCodePoint(Integer.parseInt(hex, 16));
                        } catch (RuntimeException e) {
                            throw bad("<cp hex=\"" + hex + "\"> is not a hexadecimal code point");
                        }
                        skip();
                    }
                    case "mrk" -> sb.append(content(data, "mrk", depth + 1));
                    case "sm", "em" -> skip();
                    default -> throw bad("unexpected <" + n + "> inside <" + element + ">");
                }
            }
        }
    }

    private String ref(Map<String, String> data, String refAttr, String dispAttr) throws XMLStreamException {
        String ref = r.getAttributeValue(null, refAttr);
        if (ref != null && data.containsKey(ref)) return data.get(ref);
        if (ref != null) throw bad("inline code refers to unknown data '" + ref + "'");
        String disp = r.getAttributeValue(null, dispAttr);
        if (disp != null) return disp;
        String equiv = r.getAttributeValue(null, "equiv");
        if (equiv != null) return equiv;
        throw bad("<" + r.getLocalName() + "> without " + refAttr + ": its original text is unknown");
    }

    /** Skips the current element with everything inside it. */
    private void skip() throws XMLStreamException {
        int depth = 1;
        while (depth > 0) {
            int ev = r.next();
            if (ev == XMLStreamConstants.START_ELEMENT) depth++;
            else if (ev == XMLStreamConstants.END_ELEMENT) depth--;
        }
    }

    private BadInputException bad(String msg) {
        Location l = r.getLocation();
        return new BadInputException(new Problem(shown, l.getLineNumber(), l.getColumnNumber(), msg));
    }
}
