package adjutant.engine.l10n.exchange;

import java.io.Writer;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/** An XLIFF document written with StAX, one element per line, indented by two spaces a level, under one default namespace. */
final class IndentedXml {
    final XMLStreamWriter x;
    private final String ns;
    private int depth;

    IndentedXml(Writer w, String ns) throws XMLStreamException {
        this.x = XMLOutputFactory.newInstance().createXMLStreamWriter(w);
        this.ns = ns;
    }

    /** The XML declaration and the {@code <xliff>} root in the namespace. */
    void start() throws XMLStreamException {
        x.writeStartDocument("UTF-8", "1.0");
        x.writeCharacters("\n");
        x.setDefaultNamespace(ns);
        x.writeStartElement(ns, "xliff");
        x.writeDefaultNamespace(ns);
        depth = 1;
    }

    void finish() throws XMLStreamException {
        depth = 0;
        x.writeCharacters("\n");
        x.writeEndElement();
        x.writeCharacters("\n");
        x.writeEndDocument();
        x.flush();
    }

    /** Starts an element on a new line; its children go one level deeper. */
    void open(String name) throws XMLStreamException {
        x.writeCharacters("\n" + "  ".repeat(depth));
        x.writeStartElement(ns, name);
        depth++;
    }

    /** Ends an element whose children stood on their own lines. */
    void close() throws XMLStreamException {
        depth--;
        x.writeCharacters("\n" + "  ".repeat(depth));
        x.writeEndElement();
    }

    /** Ends an element of inline content, on the line it began. */
    void end() throws XMLStreamException {
        x.writeEndElement();
        depth--;
    }
}
