package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The turn report as plain text in the reader's language: per sheet, each order with its
 * verdict and why (orders not understood with their file:line:column); units without
 * orders; then the position after the phase, dislodged units and where they may go, and
 * after Fall the supply centres and the builds or removals owed.
 */
public final class TextReport {
    private final Messages m;
    private final DipMap map;

    public TextReport(Messages m, DipMap map) {
        this.m = m;
        this.map = map;
    }

    public String render(TurnReport r) {
        StringBuilder sb = new StringBuilder();
        Position before = r.before();
        ReasonText reasons = new ReasonText(m, map, before, r.result().verdicts());
        ProblemText problems = new ProblemText(m);
        sb.append(m.text("report.title") + " — " + m.turn(before.season(), before.year(), before.phase()) + "\n");
        for (TurnReport.SheetResult s : r.sheets()) {
            OrderSheet sheet = s.sheet();
            sb.append("\n" + (sheet.power() == null ? "" : m.power(sheet.power()) + " — ")
                    + m.turn(sheet.season(), sheet.year(), sheet.phase()) + "  (" + sheet.file() + ")\n");
            if (s.entries().isEmpty()) sb.append("  " + m.text("report.no_orders") + "\n");
            for (TurnReport.Entry e : s.entries()) {
                if (e.parsed() instanceof ParseProblem p) {
                    sb.append("  " + sheet.file() + ":" + p.line() + ":" + p.column() + ": " + m.text("verdict.invalid")
                            + ": " + problems.render(p) + "\n");
                    continue;
                }
                ParsedOrder o = (ParsedOrder) e.parsed();
                // what was written beside what was read, so a misreading shows at a glance
                sb.append("  " + o.text() + "  ⇒  " + verdictLine(e.verdict(), o.order(), reasons) + "\n");
                for (ParseProblem n : o.notes())
                    sb.append("      " + sheet.file() + ":" + n.line() + ":" + n.column() + ": " + problems.render(n)
                            + "\n");
            }
        }
        if (!r.unordered().isEmpty()) {
            sb.append("\n" + m.text("validate.unordered") + "\n");
            for (Verdict v : r.unordered()) sb.append("  " + verdictLine(v, v.order(), reasons) + "\n");
        }
        Position next = r.result().next();
        sb.append("\n" + m.text("report.position") + " — " + m.turn(next.season(), next.year(), next.phase()) + "\n");
        for (Power w : map.powers()) {
            List<Unit> us = next.unitsOf(w.id());
            if (us.isEmpty()) continue;
            List<String> names = us.stream()
                    .sorted((a, b) -> a.location().compareTo(b.location()))
                    .map(m::unit)
                    .toList();
            sb.append("  " + w.name(m.lang()) + ": " + Messages.join(names) + "\n");
        }
        if (!next.dislodged().isEmpty()) {
            sb.append("\n" + m.text("report.dislodged") + "\n");
            for (Position.Dislodged d : next.dislodged()) {
                List<String> to = d.retreats().stream()
                        .map(Location::province)
                        .distinct()
                        .map(m::province)
                        .toList();
                String where = to.isEmpty()
                        ? m.text("report.no_retreats")
                        : m.text("report.retreats_to", "provinces", Messages.join(to));
                sb.append("  " + m.power(d.unit().power()) + ": " + m.unit(d.unit()) + " — " + where + "\n");
            }
        }
        if (next.phase() == Phase.ADJUSTMENT || before.phase() == Phase.ADJUSTMENT) {
            sb.append("\n" + m.text("report.supply_centres") + "\n");
            for (Power w : map.powers())
                sb.append("  " + m.text("report.centres_of", "power", w.name(m.lang()), "count", next.centresOf(w.id()))
                        + "\n");
        }
        if (next.phase() == Phase.ADJUSTMENT) {
            sb.append("\n" + m.text("report.adjustments") + "\n");
            boolean any = false;
            for (Power w : map.powers()) {
                int owed = r.owed().getOrDefault(w.id(), 0);
                if (owed == 0) continue;
                any = true;
                String key = owed > 0 ? "reason.builds_due" : "reason.removals_due";
                sb.append("  " + m.text(key, "power", w.name(m.lang()), "count", Math.abs(owed)) + "\n");
            }
            if (!any) sb.append("  " + m.text("validate.owed_none") + "\n");
        }
        r.result().winner(map).ifPresent(w -> {
            String powers = String.join(", ", w.powers().stream().map(m::power).toList());
            sb.append("\n"
                    + (w.powers().size() == 1
                            ? m.text("report.winner", "power", powers, "count", w.centres())
                            : m.text("report.winner_player", "powers", powers, "count", w.centres()))
                    + "\n");
        });
        String summary =
                m.text("validate.summary", "orders", r.orders(), "illegal", r.illegal(), "invalid", r.invalid());
        sb.append("\n" + (r.clean() ? m.text("validate.all_legal") : summary) + "\n");
        if (r.noted() > 0) sb.append(m.text("validate.noted", "noted", r.noted()) + "\n");
        return sb.toString();
    }

    private String verdictLine(Verdict v, Order o, ReasonText reasons) {
        StringBuilder sb = new StringBuilder(m.order(o)).append(" — ");
        if (v == null) return sb.append("?").toString();
        sb.append(m.text("verdict." + v.status().name().toLowerCase(Locale.ROOT)));
        List<String> why = new ArrayList<>();
        for (Reason x : v.reasons()) why.add(reasons.render(x, o));
        if (!why.isEmpty()) sb.append(": ").append(String.join("; ", why));
        return sb.toString();
    }
}
