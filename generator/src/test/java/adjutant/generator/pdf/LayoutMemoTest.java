package adjutant.generator.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.Inputs;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A measuring layout is remembered by its XHTML and the ids asked for ({@link LayoutMemo}): the same text gives
 * the layout laid out afresh; any change of the text, the ids or what the pages hold gives its own; a failed
 * layout is not kept; and a layout served from memory records the fonts as read, as laying it out did.
 */
class LayoutMemoTest {
    private static final PdfMaker MAKER = PdfMaker.vector();
    private static final Pattern IDS = Pattern.compile("p\\d+");
    private static final DocInfo INFO = new DocInfo("memo", "en", false);

    /** Paragraphs p1…p{count}, each {@code height} mm tall, on A6 pages: a few to a page. */
    private static String doc(int count, int height, String word) {
        StringBuilder sb = new StringBuilder(
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><style>@page { size: 105mm 148mm; margin: 10mm }"
                        + " body { font-family: 'Noto Sans'; } p { height: " + height
                        + "mm; margin: 0 }</style></head><body>");
        for (int n = 1; n <= count; n++)
            sb.append("<p id=\"p")
                    .append(n)
                    .append("\">")
                    .append(word)
                    .append(' ')
                    .append(n)
                    .append("</p>");
        return sb.append("</body></html>").toString();
    }

    @Test
    void theSameTextGivesTheLayoutLaidOutAfresh() {
        String xhtml = doc(12, 30, "word");
        Layout first = MAKER.layout(xhtml, INFO, IDS);
        assertEquals(HtmlRenderer.layout(xhtml, INFO, IDS), first);
        assertSame(
                first,
                MAKER.layout(new String(xhtml.toCharArray()), INFO, IDS),
                "an equal text, not the same object, is remembered");
        assertEquals(first.anchors(), MAKER.pages(xhtml, INFO, IDS));
        assertEquals(2, first.anchors().get("p12"), "four paragraphs of 30 mm to a page of 128 mm: the third page");
    }

    @Test
    void aChangedInputGivesItsOwnLayout() {
        String xhtml = doc(12, 30, "word");
        Layout before = MAKER.layout(xhtml, INFO, IDS);
        Layout taller = MAKER.layout(doc(12, 40, "word"), INFO, IDS);
        assertEquals(HtmlRenderer.layout(doc(12, 40, "word"), INFO, IDS), taller);
        assertEquals(3, taller.anchors().get("p12"), "three paragraphs of 40 mm to a page: the fourth");
        Layout worded = MAKER.layout(doc(12, 30, "text"), INFO, IDS);
        assertEquals(before.anchors(), worded.anchors());
        assertNotEquals(before.pages(), worded.pages(), "each page's first line tells the new words");
        assertEquals("text 1", worded.pages().get(0).firstLine());
        Layout fewer = MAKER.layout(xhtml, INFO, Pattern.compile("p1\\d"));
        assertEquals(Map.of("p10", 2, "p11", 2, "p12", 2), fewer.anchors(), "other ids asked for, other anchors");
        assertEquals(before, MAKER.layout(xhtml, INFO, IDS), "the first layout still served as it was");
    }

    @Test
    void aLayoutThatFailsIsNotKept() {
        String xhtml = doc(2, 30, "\uE000"); // a private-use character no font draws
        assertThrows(RuntimeException.class, () -> MAKER.layout(xhtml, INFO, IDS));
        assertThrows(RuntimeException.class, () -> MAKER.layout(xhtml, INFO, IDS));
    }

    @Test
    void aRememberedLayoutRecordsTheFontsAsRead() {
        String xhtml = doc(3, 30, "remembered");
        MAKER.layout(xhtml, INFO, IDS);
        Inputs.Read read = new Inputs.Read();
        Inputs.recording(read, () -> MAKER.layout(xhtml, INFO, IDS));
        assertTrue(
                read.resources().contains(Fonts.REGULAR_RESOURCE),
                read.resources().toString());
    }

    @Test
    void aDrawnDocumentTellsThePagesItsPdfNames() {
        String xhtml = doc(12, 30, "drawn");
        PdfMaker.Drawn drawn = MAKER.document(xhtml, INFO, IDS);
        assertEquals(MAKER.pages(xhtml, INFO, IDS), drawn.anchors());
        assertEquals(3, MAKER.pageCount(drawn.pdf()));
        assertEquals(2, drawn.anchors().get("p12"));
    }
}
