package adjutant.generator.pdf;

import java.util.List;
import java.util.Map;

/**
 * What a measuring layout of a document tells without drawing it ({@link PdfMaker#layout}): the page (from 0)
 * each asked element begins on, and each page's body as laid out.
 */
public record Layout(Map<String, Integer> anchors, List<Page> pages) {
    /** Unmodifiable: a layout may be shared by the builds that ask for it ({@link LayoutMemo}). */
    public Layout {
        anchors = Map.copyOf(anchors);
        pages = List.copyOf(pages);
    }

    /**
     * A page's body (inside its {@code @page} margins): its top line of text, spaces as typed ("" when it has none),
     * and the share of the body's height below its last line of text or drawing (1 for a body with neither).
     */
    public record Page(String firstLine, float emptyBelow) {}
}
