package adjutant.generator.pdf;

import adjutant.generator.layout.Typesetting;
import com.openhtmltopdf.css.style.CssContext;
import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.outputdevice.helper.ExternalResourceControlPriority;
import com.openhtmltopdf.pdfboxout.PDFontSupplier;
import com.openhtmltopdf.pdfboxout.PdfBoxRenderer;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.render.PageBox;
import com.openhtmltopdf.render.displaylist.PagedBoxCollector;
import com.openhtmltopdf.util.XRLog;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Pattern;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * Lays out an XHTML document with CSS paged media (page size and margins from its
 * {@code @page} rule) in Noto Sans (DejaVu Sans for the symbols it lacks), subset-embedded; inline SVG through Batik, each figure painted once per process ({@link MemoSvgDrawer}). Nothing is
 * fetched from outside the document.
 */
final class HtmlRenderer {
    /**
     * openhtmltopdf sets up the base-14 fonts for every document, and PDFBox warns on the
     * console when the system has no match for them. Those fonts are never drawn with (the
     * documents name Noto Sans only), so the warnings are muted; held here so it is not collected.
     */
    private static final Logger PDFBOX_FONTS = Logger.getLogger("org.apache.pdfbox.pdmodel.font");

    static {
        // openhtmltopdf reports timings and font loads on the console; problems reach us as diagnostics.
        XRLog.setLoggingEnabled(false);
        PDFBOX_FONTS.setLevel(Level.SEVERE);
    }

    private HtmlRenderer() {}

    /** A font of the document, loaded on first use (openhtmltopdf's supplier class takes a loaded one). */
    private interface FontLoad {
        PDFont load() throws IOException;
    }

    private static PDFontSupplier lazy(FontLoad load) {
        return new PDFontSupplier(null) {
            @Override
            public PDFont supply() {
                try {
                    return load.load();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
    }

    static byte[] render(String xhtml, DocInfo info) {
        return render(xhtml, info, null).pdf();
    }

    /**
     * The PDF, and the page each element whose id matches {@code ids} begins on read from the layout that drew it
     * (as {@link #layout} finds them; none when {@code ids} is null), so no caller reads the PDF back for them.
     */
    static PdfMaker.Drawn render(String xhtml, DocInfo info, Pattern ids) {
        xhtml = Typesetting.markup(xhtml, info.lang());
        Fonts.init();
        Glyphs.check(xhtml, info.title() + " (" + info.lang() + ")");
        List<String> problems = new ArrayList<>();
        try (PDDocument doc = new PDDocument()) {
            try (var renderer = builder(doc, xhtml, problems).buildPdfRenderer()) {
                renderer.layout(); // drawing below keeps this layout (openhtmltopdf lays out only a document not yet
                // laid out)
                Map<String, Integer> anchors = ids == null ? Map.of() : anchors(renderer, ids);
                renderer.createPDFWithoutClosing();
                refuse(problems, info);
                return new PdfMaker.Drawn(Metadata.save(doc, info), anchors);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The document laid out alone (nothing drawn, no PDF written): the page (from 0) each element whose id matches
     * {@code ids} begins on, the page its named destination points to in the document {@link #render} makes, found
     * the way openhtmltopdf finds it (PdfBoxBookmarkManager); and each page's body ({@link PageBodies}).
     */
    static Layout layout(String xhtml, DocInfo info, Pattern ids) {
        xhtml = Typesetting.markup(xhtml, info.lang());
        Fonts.init();
        Glyphs.check(xhtml, info.title() + " (" + info.lang() + ")");
        List<String> problems = new ArrayList<>();
        try (PDDocument doc = new PDDocument();
                var renderer = builder(doc, xhtml, problems).buildPdfRenderer()) {
            renderer.layout();
            refuse(problems, info);
            List<PageBox> pages = renderer.getRootBox().getLayer().getPages();
            return new Layout(
                    anchors(renderer, ids),
                    PageBodies.of(
                            renderer.getSharedContext().newLayoutContextInstance(), renderer.getRootBox(), pages));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The page (from 0) each element of a laid-out document whose id matches {@code ids} begins on ({@link #layout}). */
    private static Map<String, Integer> anchors(PdfBoxRenderer renderer, Pattern ids) {
        List<PageBox> pages = renderer.getRootBox().getLayer().getPages();
        CssContext c = renderer.getSharedContext().newLayoutContextInstance();
        Map<String, Integer> out = new HashMap<>();
        renderer.getSharedContext().getIdMap().forEach((id, box) -> {
            if (!ids.matcher(id).matches()) return;
            double y = PagedBoxCollector.findAdjustedBoundsForBorderBox(c, box, pages)
                    .getMinY();
            if (box.getContainingLayer().getCurrentTransformMatrix() == null) {
                int start = PagedBoxCollector.findContentStartY(box);
                if (PagedBoxCollector.findPageForY(c, start, pages) > PagedBoxCollector.findPageForY(c, y, pages))
                    y = start;
            }
            out.put(id, PagedBoxCollector.findPageForY(c, y, pages));
        });
        return out;
    }

    private static PdfRendererBuilder builder(PDDocument doc, String xhtml, List<String> problems) {
        PdfRendererBuilder b = new PdfRendererBuilder();
        b.usePDDocument(doc);
        b.useFastMode();
        // the fonts parsed once per process (Fonts), loaded into this document when its text first needs them
        b.useFont(lazy(() -> Fonts.pdf(doc, false)), Fonts.FAMILY, 400, FontStyle.NORMAL, true);
        b.useFont(lazy(() -> Fonts.pdf(doc, true)), Fonts.FAMILY, 700, FontStyle.NORMAL, true);
        b.useFont(lazy(() -> Fonts.pdfSymbols(doc)), Fonts.SYMBOLS_FAMILY, 400, FontStyle.NORMAL, true);
        b.useFont(lazy(() -> Fonts.pdfSymbols(doc)), Fonts.SYMBOLS_FAMILY, 700, FontStyle.NORMAL, true);
        b.useSVGDrawer(new MemoSvgDrawer(problems));
        b.useExternalResourceAccessControl(
                (uri, type) -> false, ExternalResourceControlPriority.RUN_BEFORE_RESOLVING_URI);
        b.withDiagnosticConsumer(d -> {
            if (d.getLevel().intValue() >= Level.SEVERE.intValue()) problems.add(d.getFormattedMessage());
        });
        b.withHtmlContent(xhtml, "file:///adjutant/");
        return b;
    }

    private static void refuse(List<String> problems, DocInfo info) {
        if (!problems.isEmpty())
            throw new IllegalArgumentException("document '" + info.title() + "': " + String.join("; ", problems));
    }
}
