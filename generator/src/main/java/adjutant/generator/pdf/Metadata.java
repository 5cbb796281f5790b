package adjutant.generator.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;

/** What every Adjutant PDF says of itself before it is saved. */
public final class Metadata {
    private Metadata() {}

    /**
     * Title, language, producer; viewers are asked to print at actual size ("fit to page"
     * ruins card sizes) and, for duplex sheets, to flip on the long edge.
     */
    static void apply(PDDocument doc, DocInfo info) {
        PDDocumentInformation di = doc.getDocumentInformation();
        di.setTitle(info.title());
        di.setCreator("Adjutant");
        di.setProducer("Adjutant (PDFBox, Batik, openhtmltopdf)");
        doc.getDocumentCatalog().setLanguage(info.lang());
        PDViewerPreferences prefs = new PDViewerPreferences(new COSDictionary());
        prefs.setPrintScaling(PDViewerPreferences.PRINT_SCALING.None);
        prefs.setDisplayDocTitle(true);
        if (info.duplex()) prefs.setDuplex(PDViewerPreferences.DUPLEX.DuplexFlipLongEdge);
        doc.getDocumentCatalog().setViewerPreferences(prefs);
    }

    public static byte[] save(PDDocument doc, DocInfo info) throws IOException {
        apply(doc, info);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        doc.save(out);
        return out.toByteArray();
    }
}
