package adjutant.generator.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;

/** What every Adjutant PDF says of itself before it is saved. */
public final class Metadata {
    /** Stands for the file identifier while the file is written (the identifier is the digest of what was written). */
    private static final byte[] UNSET_ID = "adjutant-file-id".getBytes(StandardCharsets.US_ASCII);

    private Metadata() {}

    /**
     * Title, language, producer; viewers are asked to print at actual size ("fit to page"
     * ruins card sizes) and, for duplex sheets, to flip on the long edge. No date: a file's bytes
     * follow from what it shows, so a build writes what any other build of the same sources writes
     * (openhtmltopdf dates its documents to the second).
     */
    static void apply(PDDocument doc, DocInfo info) {
        PDDocumentInformation di = doc.getDocumentInformation();
        di.setTitle(info.title());
        di.setCreator("Adjutant");
        di.setProducer("Adjutant (PDFBox, Batik, openhtmltopdf)");
        di.getCOSObject().removeItem(COSName.CREATION_DATE);
        di.getCOSObject().removeItem(COSName.MOD_DATE);
        doc.getDocumentCatalog().setLanguage(info.lang());
        PDViewerPreferences prefs = new PDViewerPreferences(new COSDictionary());
        prefs.setPrintScaling(PDViewerPreferences.PRINT_SCALING.None);
        prefs.setDisplayDocTitle(true);
        if (info.duplex()) prefs.setDuplex(PDViewerPreferences.DUPLEX.DuplexFlipLongEdge);
        doc.getDocumentCatalog().setViewerPreferences(prefs);
    }

    /**
     * The document's bytes, the same for the same pages: its identifier, which PDFBox would make from
     * the clock, is the digest of the file written with a stand-in identifier.
     */
    public static byte[] save(PDDocument doc, DocInfo info) throws IOException {
        apply(doc, info);
        COSArray id = new COSArray();
        for (int i = 0; i < 2; i++) {
            COSString s = new COSString(UNSET_ID);
            s.setForceHexForm(true);
            id.add(s);
        }
        doc.getDocument().getTrailer().setItem(COSName.ID, id);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        doc.save(out);
        return identified(out.toByteArray());
    }

    /** {@code pdf} with each stand-in identifier replaced by the first 16 bytes of its SHA-256 digest. */
    private static byte[] identified(byte[] pdf) {
        byte[] unset = HexFormat.of().withUpperCase().formatHex(UNSET_ID).getBytes(StandardCharsets.US_ASCII);
        byte[] id;
        try {
            id = HexFormat.of()
                    .withUpperCase()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(pdf), 0, UNSET_ID.length)
                    .getBytes(StandardCharsets.US_ASCII);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        int found = 0;
        for (int i = indexOf(pdf, unset, 0); i >= 0; i = indexOf(pdf, unset, i + unset.length)) {
            System.arraycopy(id, 0, pdf, i, id.length);
            found++;
        }
        if (found == 0) throw new IllegalStateException("PDFBox wrote no file identifier");
        return pdf;
    }

    private static int indexOf(byte[] in, byte[] what, int from) {
        for (int i = from; i <= in.length - what.length; i++) {
            if (in[i] == what[0] && Arrays.equals(in, i, i + what.length, what, 0, what.length)) return i;
        }
        return -1;
    }
}
