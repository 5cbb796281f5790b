package adjutant.validator.hunt;

import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Side;
import adjutant.validator.FindingText;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a {@link LogReport} for a reader: one {@code file:line:column: turn N: message} line
 * per problem and a summary, in the reader's language; or the same as JSON, where each
 * problem also carries its turn, i18n key and raw arguments for tools.
 */
public final class LogReportWriter {
    private final LogWords words;

    public LogReportWriter(HuntGame game, String lang) {
        this.words = new LogWords(game, lang);
    }

    /** The problem's sentence, after "turn N:" when it belongs to a turn. */
    public String message(Breach b) {
        String what = words.message(b.finding().key(), b.finding().arguments());
        return b.turn() == 0 ? what : words.message("validator.in-turn", Map.of("turn", b.turn(), "what", what));
    }

    public void text(LogReport r, PrintWriter out) {
        for (Breach b : r.breaches()) out.println(r.file() + ":" + b.line() + ":" + b.column() + ": " + message(b));
        Map<String, Object> counts = Map.of(
                "file", r.file(), "checks", r.checks(), "problems", r.breaches().size());
        out.println(words.message(r.clean() ? "validator.summary-clean" : "validator.summary-problems", counts));
        if (r.ending() != null && r.ending().winner() != null) {
            out.println(words.message(
                    "validator.result-win",
                    Map.of(
                            "side",
                            r.ending().winner(),
                            "why",
                            r.ending().why(),
                            "turn",
                            r.ending().turn())));
        } else if (r.ending() == null) {
            out.println(words.t("validator.result-open"));
        }
    }

    public void json(LogReport r, PrintWriter out) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("file", r.file());
        root.put("checks", r.checks());
        root.put("clean", r.clean());
        List<Map<String, Object>> list = new ArrayList<>();
        for (Breach b : r.breaches()) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("line", b.line());
            one.put("column", b.column());
            one.put("turn", b.turn());
            one.put("key", b.finding().key());
            one.put("message", message(b));
            Map<String, Object> args = new LinkedHashMap<>();
            b.finding().arguments().forEach((k, v) -> args.put(k, raw(v)));
            one.put("arguments", args);
            list.add(one);
        }
        root.put("problems", list);
        if (r.ending() != null) {
            Map<String, Object> res = new LinkedHashMap<>();
            res.put(
                    "winner",
                    r.ending().winner() == null ? null : r.ending().winner().id());
            res.put("why", r.ending().why().name().toLowerCase(Locale.ROOT));
            res.put("turn", r.ending().turn());
            root.put("result", res);
        } else {
            root.put("result", null);
        }
        FindingText.printJson(root, out);
    }

    /** Arguments for tools: ids, numbers and booleans as they are; a side or an outcome as its id. */
    private static Object raw(Object v) {
        if (v instanceof Side s) return s.id();
        if (v instanceof LogAction.SearchResult s) return s.id();
        if (v instanceof Enum<?> e) return e.name().toLowerCase(Locale.ROOT);
        return v;
    }
}
