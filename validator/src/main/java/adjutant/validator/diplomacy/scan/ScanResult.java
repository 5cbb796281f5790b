package adjutant.validator.diplomacy.scan;

import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.sheet.SheetCode;
import adjutant.validator.diplomacy.OrderSheet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Every page read from the scans, the pages of the position's sheets that no scan held
 * ({@code missing}: their units get no order, as if the sheet were not handed in), and the
 * images or sheets that were refused ({@code refused}: each with its file and why; the other
 * pages were read all the same).
 */
public record ScanResult(List<PageReading> pages, List<SheetCode> missing, List<Problem> refused) {
    public ScanResult {
        pages = List.copyOf(pages);
        missing = List.copyOf(missing);
        refused = List.copyOf(refused);
    }

    /** This result without the missing pages of {@code powers} (their orders came typed). */
    public ScanResult typedFor(Set<String> powers) {
        return new ScanResult(
                pages, missing.stream().filter(c -> !powers.contains(c.power())).toList(), refused);
    }

    /** Rows a person must read (faint, blacked out or contradicting marks). */
    public List<RowReading> unsure() {
        return pages.stream()
                .flatMap(p -> p.rows().stream())
                .filter(r -> !r.sure())
                .toList();
    }

    /** Read without a question: every row sure, nothing written on a free-text line, nothing refused. */
    public boolean complete() {
        return questions() == 0 && refused.isEmpty();
    }

    /** How many things a person must read: unsure rows and written free-text lines. */
    public int questions() {
        return unsure().size()
                + (int) pages.stream().filter(PageReading::freeTextWritten).count();
    }

    /** The orders read, one sheet per page, checked by the validator like typed sheets. */
    public List<OrderSheet> sheets() {
        List<OrderSheet> out = new ArrayList<>();
        for (PageReading p : pages) {
            SheetCode c = p.page().code();
            List<OrderSheet.Line> lines = new ArrayList<>();
            for (int i = 0; i < p.rows().size(); i++) {
                RowReading r = p.rows().get(i);
                if (r.order() != null) lines.add(new OrderSheet.Line(i + 1, r.order()));
            }
            out.add(new OrderSheet(p.image(), 0, c.power(), c.season(), c.year(), c.phase(), lines));
        }
        return out;
    }
}
