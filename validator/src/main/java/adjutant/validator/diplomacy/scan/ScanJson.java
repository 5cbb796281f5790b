package adjutant.validator.diplomacy.scan;

import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.sheet.SheetCode;
import adjutant.validator.diplomacy.JsonReport;
import adjutant.validator.diplomacy.Messages;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What was read from the scans, as data for the JSON report and the desk: per page and per unit
 * the order read or the question (its key and its text in the reader's language), the crop
 * shown to the game master, and every box with its ink, the ink just outside it and its state.
 * Ink is the share of the box's inside darker than the paper around it (0 blank, 1 filled).
 */
public final class ScanJson {
    private final Messages m;

    public ScanJson(Messages m) {
        this.m = m;
    }

    /** {@code {pages: […], missing: […], refused: […], questions: n, complete: bool}}. */
    public Map<String, Object> render(ScanResult r) {
        Map<String, Object> out = new LinkedHashMap<>();
        List<Object> pages = new ArrayList<>();
        for (PageReading p : r.pages()) pages.add(page(p));
        out.put("pages", pages);
        List<Object> missing = new ArrayList<>();
        for (SheetCode c : r.missing())
            missing.add(JsonReport.fields("power", c.power(), "page", c.page(), "pages", c.pages()));
        out.put("missing", missing);
        List<Object> refused = new ArrayList<>();
        for (Problem p : r.refused()) refused.add(JsonReport.fields("file", p.file(), "why", p.message()));
        out.put("refused", refused);
        out.put("questions", r.questions());
        out.put("complete", r.complete());
        return out;
    }

    /** One page: its file, power, page number and rows, and the free-text line. */
    public Map<String, Object> page(PageReading p) {
        SheetCode c = p.page().code();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("file", p.image());
        out.put("power", c.power());
        out.put("page", c.page());
        out.put("pages", c.pages());
        List<Object> rows = new ArrayList<>();
        for (RowReading row : p.rows()) rows.add(row(row));
        out.put("rows", rows);
        Map<String, Object> free = new LinkedHashMap<>();
        free.put("written", p.freeTextWritten());
        free.put("ink", round(p.freeTextInk()));
        free.put("crop", p.freeTextCrop());
        if (p.freeTextWritten()) free.put("text", m.text("scan.report.free_text"));
        out.put("free_text", free);
        return out;
    }

    private Map<String, Object> row(RowReading row) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("row", row.row().id());
        out.put("kind", row.row().kind().name().toLowerCase(Locale.ROOT));
        out.put("unit", row.row().captions().get(0).text());
        out.put("sure", row.sure());
        out.put("read", row.order());
        if (row.sure()) {
            out.put(
                    "text",
                    row.order() == null
                            ? m.text("scan.report.nothing."
                                    + row.row().kind().name().toLowerCase(Locale.ROOT))
                            : row.order());
            out.put("how_sure", ScanText.sure(m, row));
        } else {
            Map<String, Object> q = new LinkedHashMap<>();
            q.put("key", row.question());
            q.put("boxes", row.detail());
            q.put("text", m.text("scan.ask." + row.question(), "boxes", row.detail() == null ? "" : row.detail()));
            out.put("question", q);
        }
        out.put("margin", round(row.margin()));
        out.put("crop", row.crop());
        List<Object> boxes = new ArrayList<>();
        for (BoxReading b : row.boxes()) {
            Map<String, Object> box = new LinkedHashMap<>();
            box.put("box", b.box().id());
            box.put("label", b.box().label());
            box.put("state", b.state().name().toLowerCase(Locale.ROOT));
            box.put("ink", round(b.ink()));
            box.put("outside", round(b.outside()));
            boxes.add(box);
        }
        out.put("boxes", boxes);
        return out;
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
