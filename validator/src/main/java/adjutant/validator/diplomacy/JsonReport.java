package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.Verdict;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The turn report as JSON, for tools: the same content as {@link TextReport}, with each
 * verdict's status and reasons both as data (i18n key and fields) and as text in the
 * reader's language.
 */
public final class JsonReport {
    private final Messages m;
    private final DipMap map;

    public JsonReport(Messages m, DipMap map) {
        this.m = m;
        this.map = map;
    }

    public String render(TurnReport r, String nextFile) {
        return render(r, nextFile, Map.of());
    }

    /** The report with more top-level entries after the turn's (the scans' readings, for one). */
    public String render(TurnReport r, String nextFile, Map<String, Object> more) {
        ReasonText reasons = new ReasonText(m, map, r.before(), r.result().verdicts());
        ProblemText problems = new ProblemText(m);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("turn", turn(r.before()));
        List<Object> sheets = new ArrayList<>();
        for (TurnReport.SheetResult s : r.sheets()) {
            Map<String, Object> sheet = new LinkedHashMap<>();
            sheet.put("file", s.sheet().file());
            sheet.put("power", s.sheet().power());
            List<Object> orders = new ArrayList<>();
            for (TurnReport.Entry e : s.entries()) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("line", e.parsed().line());
                o.put("column", e.parsed().column());
                if (e.parsed() instanceof ParseProblem p) {
                    o.put("status", "invalid");
                    o.put("problem", problem(p, problems));
                } else {
                    ParsedOrder po = (ParsedOrder) e.parsed();
                    o.put("written", po.text());
                    verdict(o, e.verdict(), po, reasons);
                    List<Object> notes = new ArrayList<>();
                    for (ParseProblem n : po.notes()) notes.add(problem(n, problems));
                    if (!notes.isEmpty()) o.put("notes", notes);
                }
                orders.add(o);
            }
            sheet.put("orders", orders);
            sheets.add(sheet);
        }
        root.put("sheets", sheets);
        List<Object> unordered = new ArrayList<>();
        for (Verdict v : r.unordered()) {
            Map<String, Object> o = new LinkedHashMap<>();
            verdict(o, v, null, reasons);
            unordered.add(o);
        }
        root.put("unordered", unordered);
        Position next = r.result().next();
        root.put("next", position(next));
        root.put("owed", r.owed());
        r.result()
                .winner(map)
                .ifPresent(w ->
                        root.put("winner", w.powers().size() == 1 ? w.powers().get(0) : w.seat()));
        r.result().winner(map).ifPresent(w -> root.put("winner_powers", w.powers()));
        root.put(
                "counts",
                fields("orders", r.orders(), "illegal", r.illegal(), "invalid", r.invalid(), "noted", r.noted()));
        root.put("clean", r.clean());
        if (nextFile != null) root.put("next_file", nextFile);
        root.putAll(more);
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A problem or note as data: its i18n key, the token, suggestions, the orders a line could mean, and the text. */
    private Map<String, Object> problem(ParseProblem p, ProblemText problems) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("key", p.kind().key());
        out.put("token", p.token());
        out.put("suggestions", p.suggestions());
        if (!p.readings().isEmpty())
            out.put("readings", p.readings().stream().map(m::order).toList());
        out.put("text", problems.render(p));
        return out;
    }

    private void verdict(Map<String, Object> o, Verdict v, ParsedOrder written, ReasonText reasons) {
        if (v == null) return;
        o.put("order", m.order(v.order()));
        o.put("power", v.order().power());
        o.put("status", v.status().name().toLowerCase(Locale.ROOT));
        List<Object> why = new ArrayList<>();
        for (Reason x : v.reasons()) {
            Map<String, Object> args = new LinkedHashMap<>();
            x.arguments()
                    .forEach((k, val) -> args.put(
                            k,
                            val instanceof Location || val instanceof Enum<?>
                                    ? String.valueOf(val).toLowerCase(Locale.ROOT)
                                    : val));
            why.add(fields("key", x.key(), "args", args, "text", reasons.render(x, v.order())));
        }
        o.put("reasons", why);
    }

    private Map<String, Object> turn(Position p) {
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("season", p.season().name().toLowerCase(Locale.ROOT));
        t.put("year", p.year());
        t.put("phase", p.phase().name().toLowerCase(Locale.ROOT));
        return t;
    }

    private Map<String, Object> position(Position p) {
        Map<String, Object> out = turn(p);
        Map<String, List<String>> units = new LinkedHashMap<>();
        for (Unit u : p.units().stream()
                .sorted((a, b) -> a.location().compareTo(b.location()))
                .toList())
            units.computeIfAbsent(u.power(), k -> new ArrayList<>())
                    .add(u.type().letter() + " " + u.location());
        out.put("units", units);
        Map<String, List<String>> centres = new LinkedHashMap<>();
        p.owners()
                .forEach((c, w) ->
                        centres.computeIfAbsent(w, k -> new ArrayList<>()).add(c));
        out.put("centres", centres);
        List<Object> dislodged = new ArrayList<>();
        for (Position.Dislodged d : p.dislodged()) {
            dislodged.add(fields(
                    "power",
                    d.unit().power(),
                    "unit",
                    d.unit().type().letter() + " " + d.unit().location(),
                    "attacker_from",
                    String.valueOf(d.attackerFrom()),
                    "retreats",
                    d.retreats().stream().map(Location::toString).toList()));
        }
        out.put("dislodged", dislodged);
        return out;
    }

    /**
     * A JSON object with its fields in the order given. (Map.of iterates in an order that changes
     * from one JVM to the next, so two runs of the same command printed their fields differently.)
     */
    public static Map<String, Object> fields(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        return m;
    }
}
