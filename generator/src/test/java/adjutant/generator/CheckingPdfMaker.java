package adjutant.generator;

import adjutant.generator.layout.PagePlan;
import adjutant.generator.layout.Placement;
import adjutant.generator.pdf.DocInfo;
import adjutant.generator.pdf.Glyphs;
import adjutant.generator.pdf.Layout;
import adjutant.generator.pdf.PdfMaker;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;

/** Checks what the real maker checks ({@link Glyphs#check}) and returns a one-page stand-in. */
public final class CheckingPdfMaker implements PdfMaker {
    final Set<String> seen = ConcurrentHashMap.newKeySet();
    /** What the last file made said of itself. */
    volatile DocInfo last;

    private static final byte[] PAGE = blank();

    @Override
    public byte[] sheets(List<PagePlan> pages, DocInfo info) {
        for (PagePlan p : pages) {
            for (Placement pl : p.items())
                Glyphs.check(
                        pl.drawing().svg(),
                        info.title() + " (" + info.lang() + "), " + pl.drawing().id());
        }
        seen.add(info.lang() + " sheets " + info.title());
        last = info;
        return PAGE;
    }

    @Override
    public byte[] document(String xhtml, DocInfo info) {
        Glyphs.check(xhtml, info.title() + " (" + info.lang() + ")");
        seen.add(info.lang() + " document " + info.title());
        last = info;
        return PAGE;
    }

    @Override
    public Map<String, Integer> pages(String xhtml, DocInfo info, Pattern ids) {
        Glyphs.check(xhtml, info.title() + " (" + info.lang() + ")");
        return Map.of();
    }

    @Override
    public Layout layout(String xhtml, DocInfo info, Pattern ids) {
        return new Layout(pages(xhtml, info, ids), List.of());
    }

    @Override
    public List<byte[]> previews(byte[] pdf, int dpi) {
        return List.of();
    }

    @Override
    public int pageCount(byte[] pdf) {
        return 1;
    }

    private static byte[] blank() {
        try (PDDocument d = new PDDocument()) {
            d.addPage(new PDPage());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            d.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
