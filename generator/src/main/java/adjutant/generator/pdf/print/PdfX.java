package adjutant.generator.pdf.print;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;
import java.util.UUID;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDMetadata;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;

/**
 * A finished PDF made PDF/X-4 for an offset print shop: colours converted to the press's CMYK
 * ({@link CmykConversion}), the CMYK OutputIntent with the profile embedded, the XMP metadata
 * and Info entries PDF/X requires (version, trapping, document and version ids, dates). The
 * result still has to pass the {@link Preflight}.
 */
public final class PdfX {
    /** A converted file, and what could not be converted (empty when all could). */
    public record Result(byte[] pdf, List<String> unconverted) {}

    private PdfX() {}

    public static Result convert(byte[] pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            List<String> left = CmykConversion.convert(doc);
            for (PDPage page : doc.getPages()) {
                // A text document's page is cut at its edge and has no bleed; links mean nothing on paper,
                // and PDF/X allows no annotation inside the bleed box.
                if (!page.getCOSObject().containsKey(COSName.TRIM_BOX)) page.setTrimBox(page.getMediaBox());
                if (!page.getCOSObject().containsKey(COSName.BLEED_BOX)) page.setBleedBox(page.getTrimBox());
                page.getCOSObject().removeItem(COSName.ANNOTS);
            }
            // PDF/X-4 is PDF 1.6; openhtmltopdf's documents say 1.7 without using anything of it.
            doc.getDocument().setVersion(1.6f);
            doc.getDocumentCatalog().getCOSObject().removeItem(COSName.VERSION);
            PDOutputIntent oi = new PDOutputIntent(doc, new ByteArrayInputStream(CmykInk.profile()));
            oi.getCOSObject().setItem(COSName.S, COSName.getPDFName("GTS_PDFX"));
            oi.setOutputCondition(CmykInk.CONDITION_INFO);
            oi.setOutputConditionIdentifier(CmykInk.CONDITION);
            oi.setInfo(CmykInk.CONDITION_INFO);
            oi.setRegistryName("http://www.color.org");
            doc.getDocumentCatalog().addOutputIntent(oi);
            PDDocumentInformation info = doc.getDocumentInformation();
            Calendar now = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
            if (info.getCreationDate() == null) info.setCreationDate(now);
            info.setModificationDate(now);
            info.setTrapped("False");
            info.getCOSObject().setString(COSName.getPDFName("GTS_PDFXVersion"), "PDF/X-4");
            PDMetadata meta = new PDMetadata(doc);
            meta.importXMPMetadata(xmp(
                            info.getTitle() == null ? "" : info.getTitle(),
                            info.getProducer() == null ? "Adjutant" : info.getProducer())
                    .getBytes(StandardCharsets.UTF_8));
            doc.getDocumentCatalog().setMetadata(meta);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return new Result(out.toByteArray(), left);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String xmp(String title, String producer) {
        String date = ZonedDateTime.now(ZoneOffset.UTC).withNano(0).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
        String id = "uuid:" + UUID.randomUUID();
        return """
                <?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
                <x:xmpmeta xmlns:x="adobe:ns:meta/">
                 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
                  <rdf:Description rdf:about=""
                    xmlns:dc="http://purl.org/dc/elements/1.1/"
                    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
                    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
                    xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
                    xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
                   <dc:format>application/pdf</dc:format>
                   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">%s</rdf:li></rdf:Alt></dc:title>
                   <xmp:CreateDate>%s</xmp:CreateDate>
                   <xmp:ModifyDate>%s</xmp:ModifyDate>
                   <xmp:MetadataDate>%s</xmp:MetadataDate>
                   <xmp:CreatorTool>Adjutant</xmp:CreatorTool>
                   <pdf:Producer>%s</pdf:Producer>
                   <pdf:Trapped>False</pdf:Trapped>
                   <xmpMM:DocumentID>%s</xmpMM:DocumentID>
                   <xmpMM:VersionID>1</xmpMM:VersionID>
                   <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
                   <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
                  </rdf:Description>
                 </rdf:RDF>
                </x:xmpmeta>
                <?xpacket end="w"?>""".formatted(escape(title), date, date, date, escape(producer), id);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
