package adjutant.generator.pdf;

import com.openhtmltopdf.css.style.CssContext;
import com.openhtmltopdf.render.BlockBox;
import com.openhtmltopdf.render.Box;
import com.openhtmltopdf.render.InlineLayoutBox;
import com.openhtmltopdf.render.InlineText;
import com.openhtmltopdf.render.LineBox;
import com.openhtmltopdf.render.PageBox;
import com.openhtmltopdf.render.displaylist.PagedBoxCollector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Each page's body read from openhtmltopdf's laid-out boxes, as a reader of the drawn page would see it: its top
 * line of text and where its last line of text or its last drawing ends. Running elements (the page head) are
 * left out, as the head is outside the body.
 */
final class PageBodies {
    private final CssContext c;
    private final List<PageBox> pages;
    /** Per page, in the layout's units: the top of its first line, the line's text, the lowest ink. */
    private final int[] top, bottom;

    private final StringBuilder[] first;

    private PageBodies(CssContext c, List<PageBox> pages) {
        this.c = c;
        this.pages = pages;
        top = new int[pages.size()];
        bottom = new int[pages.size()];
        first = new StringBuilder[pages.size()];
        Arrays.fill(top, Integer.MAX_VALUE);
        Arrays.fill(bottom, Integer.MIN_VALUE);
    }

    static List<Layout.Page> of(CssContext c, BlockBox root, List<PageBox> pages) {
        PageBodies b = new PageBodies(c, pages);
        b.walk(root);
        List<Layout.Page> out = new ArrayList<>();
        for (int p = 0; p < pages.size(); p++) {
            PageBox page = pages.get(p);
            float height = page.getContentHeight(c);
            float empty = b.bottom[p] == Integer.MIN_VALUE
                    ? 1
                    : Math.max(0, Math.min(1, (page.getBottom() - b.bottom[p]) / height));
            String line =
                    b.first[p] == null ? "" : b.first[p].toString().strip().replace('\u00a0', ' ');
            out.add(new Layout.Page(line, empty));
        }
        return out;
    }

    private void walk(Box box) {
        if (box.getStyle() != null && box.getStyle().isRunning()) return;
        if (box instanceof BlockBox block && block.getReplacedElement() != null) { // a drawing: ink to its foot
            ink(box.getAbsY(), box.getAbsY() + box.getHeight(), null);
            return;
        }
        if (box instanceof LineBox line) {
            StringBuilder text = new StringBuilder();
            List<Box> inner = new ArrayList<>();
            for (Box child : line.getChildren()) inline(child, text, inner);
            // a line's ink ends at its baseline: below it only a few descenders, too thin to read as a line of ink
            if (!text.toString().isBlank()) ink(line.getAbsY(), line.getAbsY() + line.getBaseline(), text.toString());
            for (Box b : inner) walk(b);
            return;
        }
        for (Box child : box.getChildren()) walk(child);
    }

    /** The text of an inline box and the boxes (inline blocks, drawings) set inside it. */
    private static void inline(Box box, StringBuilder text, List<Box> inner) {
        if (!(box instanceof InlineLayoutBox ib)) {
            inner.add(box);
            return;
        }
        if (ib.getStyle() != null && ib.getStyle().isRunning()) return;
        for (Object o : ib.getInlineChildren()) {
            if (o instanceof InlineText t) text.append(t.getSubstring());
            else if (o instanceof Box b) inline(b, text, inner);
        }
    }

    private void ink(int from, int to, String text) {
        int p = PagedBoxCollector.findPageForY(c, from, pages);
        if (p < 0 || p >= pages.size()) return;
        bottom[p] = Math.max(bottom[p], to);
        if (text == null) return;
        if (from < top[p]) {
            top[p] = from;
            first[p] = new StringBuilder(text.strip());
        } else if (from == top[p]) {
            first[p].append(' ').append(text.strip());
        }
    }
}
