package adjutant.generator.pdf;

import adjutant.engine.data.ProcessMemo;
import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Measuring layouts ({@link PdfMaker#layout}) remembered by what they lay out: a layout is a pure function of its
 * XHTML and the ids asked for (the fonts and openhtmltopdf are the process's own), so a warm build server measures
 * a rulebook whose text did not change once, not in every build. The key is the whole text, compared by value; only
 * the latest few layouts are kept, and each user is recorded as having read what laying it out read ({@link ProcessMemo}).
 */
final class LayoutMemo {
    /** Two measuring layouts per book: enough for every game's books in two languages, with room. */
    static final int KEPT = 16;

    private static final ProcessMemo<List<String>, Layout> LAID = ProcessMemo.entries("measuring layouts", KEPT);

    private LayoutMemo() {}

    static Layout get(String xhtml, Pattern ids, Supplier<Layout> lay) {
        // a layout that fails (a glyph no font has) is not kept: the next asks again
        return LAID.get(List.of(xhtml, ids.pattern(), Integer.toString(ids.flags())), k -> lay.get());
    }
}
