package adjutant.generator.rulebook;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentNameDictionary;
import org.apache.pdfbox.pdmodel.common.PDNameTreeNode;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageDestination;

/** A PDF's named destinations read back: where a reader's viewer goes for each term use and example title. */
final class NamedDestinations {
    private NamedDestinations() {}

    /** The page (from 0) of every named destination of the document, by name. */
    static Map<String, Integer> pages(PDDocument doc) {
        Map<String, Integer> out = new HashMap<>();
        try {
            PDDocumentNameDictionary names = doc.getDocumentCatalog().getNames();
            if (names != null && names.getDests() != null) collect(doc, names.getDests(), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static void collect(PDDocument doc, PDNameTreeNode<PDPageDestination> node, Map<String, Integer> out)
            throws IOException {
        Map<String, PDPageDestination> names = node.getNames();
        if (names != null) {
            names.forEach((name, d) ->
                    out.put(name, d.getPage() != null ? doc.getPages().indexOf(d.getPage()) : d.getPageNumber()));
        }
        if (node.getKids() != null) for (PDNameTreeNode<PDPageDestination> kid : node.getKids()) collect(doc, kid, out);
    }
}
