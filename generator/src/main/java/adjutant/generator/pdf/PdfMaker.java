package adjutant.generator.pdf;

import adjutant.generator.layout.PagePlan;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Turns planned pages and XHTML documents into PDF bytes, and PDF pages into PNG previews.
 * Kits see only this interface; Batik, PDFBox and openhtmltopdf stay behind it. Every PDF
 * asks viewers to print at actual size and embeds its fonts as subsets.
 */
public interface PdfMaker {
    /** Pages of SVG drawings placed as vectors, with marks and print-shop boxes. */
    byte[] sheets(List<PagePlan> pages, DocInfo info);

    /** An XHTML document with CSS paged media; inline {@code <svg>} figures are drawn as vectors. */
    byte[] document(String xhtml, DocInfo info);

    /**
     * As {@link #document}, with the page (from 0) each element whose id matches {@code ids} begins on, as {@link #pages}
     * finds them: the vector maker reads them from the layout it draws, not from the PDF.
     */
    default Drawn document(String xhtml, DocInfo info, Pattern ids) {
        return new Drawn(document(xhtml, info), pages(xhtml, info, ids));
    }

    /** A drawn document and the pages its elements asked for begin on ({@link #document(String, DocInfo, java.util.regex.Pattern)}). */
    record Drawn(byte[] pdf, Map<String, Integer> anchors) {}

    /**
     * The page (from 0) each element of the document whose id matches {@code ids} begins on, as
     * {@link #document} would lay it out, without drawing or writing it (a measuring layout).
     */
    Map<String, Integer> pages(String xhtml, DocInfo info, Pattern ids);

    /** As {@link #pages}, with each page's body as laid out: its top line of text and the room left below its last ink. */
    Layout layout(String xhtml, DocInfo info, Pattern ids);

    /** PNG images of every page at {@code dpi}. */
    List<byte[]> previews(byte[] pdf, int dpi);

    /** The number of pages of a PDF. */
    int pageCount(byte[] pdf);

    /**
     * The maker of real PDFs: every drawing placed as vectors, every font embedded as a subset, every
     * page drawn (tests may stand in a maker that only checks). Thread-safe: each call works on its own document.
     */
    static PdfMaker vector() {
        return new PdfBoxMaker();
    }
}
