package adjutant.validator.portarthur;

import adjutant.engine.portarthur.GameResult;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Side;
import adjutant.validator.FindingText;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a {@link SheetReport} for a reader: one {@code file:line:column: message} line per
 * disagreement and a summary, in the reader's language; or the same as JSON, where each
 * disagreement also carries its i18n key and raw arguments for tools.
 */
public final class SheetReportWriter {
    private final SheetWords words;

    public SheetReportWriter(PortArthurGame game, String lang) {
        this.words = new SheetWords(game, lang);
    }

    public String message(SheetFinding f) {
        return words.message(f.key(), f.arguments());
    }

    public void text(SheetReport r, PrintWriter out) {
        for (Disagreement d : r.disagreements()) {
            out.println(r.file() + ":" + d.line() + ":" + d.column() + ": " + message(d.finding()));
        }
        Map<String, Object> counts = Map.of("file", r.file(), "checks", r.checks(), "wrong", r.wrongLines());
        out.println(words.message(r.agrees() ? "check.sheet.summary_agree" : "check.sheet.summary_disagree", counts));
        out.println(words.message("check.sheet.final_dp", Map.of("dp", new SheetFinding.Marker(r.finalDp()))));
        if (r.result() != null) out.println(result(r.result()));
    }

    private String result(GameResult g) {
        String key = g.winner() == null ? "check.sheet.result_draw" : "check.sheet.result_win";
        Map<String, Object> args = new LinkedHashMap<>();
        if (g.winner() != null) args.put("side", g.winner());
        args.put("why", g.why());
        return words.message(key, args);
    }

    public void json(SheetReport r, PrintWriter out) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("file", r.file());
        root.put("checks", r.checks());
        root.put("agrees", r.agrees());
        List<Map<String, Object>> list = new ArrayList<>();
        for (Disagreement d : r.disagreements()) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("line", d.line());
            one.put("column", d.column());
            one.put("key", d.finding().key());
            one.put("message", message(d.finding()));
            Map<String, Object> args = new LinkedHashMap<>();
            d.finding().arguments().forEach((k, v) -> args.put(k, raw(v)));
            one.put("arguments", args);
            list.add(one);
        }
        root.put("disagreements", list);
        root.put("dp", r.finalDp());
        if (r.result() != null) {
            Map<String, Object> res = new LinkedHashMap<>();
            res.put(
                    "winner",
                    r.result().winner() == null ? "draw" : r.result().winner().id());
            res.put("why", r.result().why().name().toLowerCase(Locale.ROOT));
            root.put("result", res);
        } else {
            root.put("result", null);
        }
        FindingText.printJson(root, out);
    }

    /** Arguments for tools: ids and numbers; a marker as its signed position, a side as its id. */
    private static Object raw(Object v) {
        if (v instanceof Side s) return s.id();
        if (v instanceof SheetFinding.Marker m) return m.position();
        if (v instanceof ScoreSheet.Outcome o)
            return o.winner() == null ? "draw" : o.winner().id();
        if (v instanceof Enum<?> e) return e.name().toLowerCase(Locale.ROOT);
        return v;
    }
}
