package adjutant.validator.diplomacy.scan;

import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.sheet.SheetCode;
import adjutant.validator.diplomacy.Messages;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * What was read from the scans, in the reader's language: per page and per unit the order read
 * and how sure (the ink of the marked boxes and the darkest box read as blank), or the question
 * and the crop to look at; then pages missing and what to do about the questions.
 */
public final class ScanText {
    private final Messages m;
    private final DipMap map;

    public ScanText(Messages m, DipMap map) {
        this.m = m;
        this.map = map;
    }

    public String render(ScanResult r) {
        StringBuilder sb = new StringBuilder();
        for (PageReading p : r.pages()) {
            sb.append(pageHeading(m, p) + "\n");
            for (RowReading row : p.rows()) {
                String label = String.format(
                        Locale.ROOT, "  %-10s ", row.row().captions().get(0).text());
                if (!row.sure()) {
                    sb.append(label + "? " + question(m, row) + "\n");
                    continue;
                }
                String what = row.order() == null
                        ? m.text(
                                "scan.report.nothing." + row.row().kind().name().toLowerCase(Locale.ROOT))
                        : row.order();
                sb.append(label + String.format(Locale.ROOT, "%-28s ", what) + sure(m, row) + "\n");
            }
            if (p.freeTextWritten()) sb.append("  " + freeText(m, p) + "\n");
        }
        for (SheetCode c : r.missing()) sb.append(missing(m, c) + "\n");
        for (Problem p : r.refused())
            sb.append(m.text("scan.report.refused", "file", p.file(), "why", p.message()) + "\n");
        return sb.toString();
    }

    /** What a row not read for sure asks the game master, and the crop to look at. */
    static String question(Messages m, RowReading row) {
        return m.text("scan.ask." + row.question(), "boxes", row.detail() == null ? "" : row.detail())
                + see(m, row.crop());
    }

    /** That something is written on a page's free-text line, and its crop. */
    static String freeText(Messages m, PageReading p) {
        return m.text("scan.report.free_text") + see(m, p.freeTextCrop());
    }

    private static String see(Messages m, String crop) {
        return crop == null ? "" : " — " + m.text("scan.report.see", "file", crop);
    }

    /** "sure: marks 41 %, 38 %; blank boxes at most 2 %" (a pencil mark: "6 % (a light stroke)"). */
    static String sure(Messages m, RowReading row) {
        List<String> marks = row.marked().stream()
                .map(b -> b.state() == BoxReading.State.LIGHT
                        ? m.text("scan.report.light", "ink", pct(b.ink()))
                        : pct(b.ink()))
                .toList();
        double blank = row.boxes().stream()
                .filter(b -> !b.marked())
                .map(BoxReading::ink)
                .max(Comparator.naturalOrder())
                .orElse(0.0);
        return m.text(
                "scan.report.sure", "marks", marks.isEmpty() ? "—" : String.join(", ", marks), "blank", pct(blank));
    }

    private static String pct(double v) {
        return Math.round(v * 100) + " %";
    }

    /** The line naming a scanned page: power, page of pages, image file. */
    static String pageHeading(Messages m, PageReading p) {
        SheetCode c = p.page().code();
        return m.text(
                "scan.report.page",
                "power",
                m.power(c.power()),
                "page",
                c.page(),
                "pages",
                c.pages(),
                "file",
                p.image());
    }

    /** The line naming a sheet page that no scan showed. */
    static String missing(Messages m, SheetCode c) {
        return m.text("scan.report.missing", "power", m.power(c.power()), "page", c.page(), "pages", c.pages());
    }
}
