package adjutant.engine.l10n.exchange;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * A small element tree of an exchange file (local names, attributes without namespace, mixed
 * content, where each element starts), read with DTDs and external entities off and nesting
 * bounded: the input is a translator's file, so it is untrusted. The file itself is at most
 * {@code TextFiles.MAX_BYTES}, so the tree fits in memory.
 */
final class XmlTree {
    static final int MAX_DEPTH = 64;

    record El(String name, Map<String, String> attrs, List<Object> content, int line, int column) {
        String attr(String n) {
            return attrs.get(n);
        }

        List<El> elements() {
            return content.stream()
                    .filter(El.class::isInstance)
                    .map(El.class::cast)
                    .toList();
        }

        List<El> children(String n) {
            return elements().stream().filter(e -> e.name.equals(n)).toList();
        }

        El child(String n) {
            return elements().stream().filter(e -> e.name.equals(n)).findFirst().orElse(null);
        }

        /** All text inside, elements' text included. */
        String text() {
            StringBuilder sb = new StringBuilder();
            for (Object c : content) sb.append(c instanceof El e ? e.text() : (String) c);
            return sb.toString();
        }
    }

    private XmlTree() {}

    static El parse(Reader in) throws XMLStreamException {
        XMLInputFactory f = XMLInputFactory.newInstance();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        XMLStreamReader r = f.createXMLStreamReader(in);
        r.nextTag();
        return element(r, 0);
    }

    private static El element(XMLStreamReader r, int depth) throws XMLStreamException {
        Location at = r.getLocation();
        if (depth > MAX_DEPTH)
            throw new XMLStreamException("elements nested more than " + MAX_DEPTH + " levels deep", at);
        Map<String, String> attrs = new HashMap<>();
        for (int i = 0; i < r.getAttributeCount(); i++) {
            String prefix = r.getAttributePrefix(i);
            attrs.put(
                    prefix == null || prefix.isEmpty()
                            ? r.getAttributeLocalName(i)
                            : prefix + ":" + r.getAttributeLocalName(i),
                    r.getAttributeValue(i));
        }
        El e = new El(r.getLocalName(), attrs, new ArrayList<>(), at.getLineNumber(), at.getColumnNumber());
        while (true) {
            int ev = r.next();
            if (ev == XMLStreamConstants.START_ELEMENT) e.content().add(element(r, depth + 1));
            else if (ev == XMLStreamConstants.CHARACTERS
                    || ev == XMLStreamConstants.CDATA
                    || ev == XMLStreamConstants.SPACE) e.content().add(r.getText());
            else if (ev == XMLStreamConstants.END_ELEMENT) return e;
        }
    }

    static BadInputException malformed(XMLStreamException e, String shownAs) {
        Location l = e.getLocation();
        String msg =
                e.getMessage().replaceFirst("(?s)^ParseError at \\[row,col\\]:\\[\\d+,\\d+\\]\\s*Message:\\s*", "");
        return new BadInputException(new Problem(
                shownAs,
                l == null ? 0 : l.getLineNumber(),
                l == null ? 0 : l.getColumnNumber(),
                "malformed XML: " + msg.strip()));
    }
}
