package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
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
        sb.append(m.text("report.title"))
                .append(" — ")
                .append(m.turn(before.season(), before.year(), before.phase()))
                .append("\n");
        for (TurnReport.SheetResult s : r.sheets()) {
            sb.append("\n")
                    .append(s.sheet().power() == null ? "" : m.power(s.sheet().power()) + " — ")
                    .append(m.turn(
                            s.sheet().season(), s.sheet().year(), s.sheet().phase()))
                    .append("  (")
                    .append(s.sheet().file())
                    .append(")\n");
            if (s.entries().isEmpty())
                sb.append("  ").append(m.text("report.no_orders")).append("\n");
            for (TurnReport.Entry e : s.entries()) {
                if (e.parsed() instanceof ParseProblem p) {
                    sb.append("  ")
                            .append(s.sheet().file())
                            .append(':')
                            .append(p.line())
                            .append(':')
                            .append(p.column())
                            .append(": ")
                            .append(m.text("verdict.invalid"))
                            .append(": ")
                            .append(problems.render(p))
                            .append("\n");
                    continue;
                }
                ParsedOrder o = (ParsedOrder) e.parsed();
                // what was written beside what was read, so a misreading shows at a glance
                sb.append("  ")
                        .append(o.text())
                        .append("  ⇒  ")
                        .append(verdictLine(e.verdict(), o.order(), reasons))
                        .append("\n");
                for (ParseProblem n : o.notes()) {
                    sb.append("      ")
                            .append(s.sheet().file())
                            .append(':')
                            .append(n.line())
                            .append(':')
                            .append(n.column())
                            .append(": ")
                            .append(problems.render(n))
                            .append("\n");
                }
            }
        }
        if (!r.unordered().isEmpty()) {
            sb.append("\n").append(m.text("validate.unordered")).append("\n");
            for (Verdict v : r.unordered())
                sb.append("  ").append(verdictLine(v, v.order(), reasons)).append("\n");
        }
        Position next = r.result().next();
        sb.append("\n")
                .append(m.text("report.position"))
                .append(" — ")
                .append(m.turn(next.season(), next.year(), next.phase()))
                .append("\n");
        for (Power w : map.powers()) {
            List<Unit> us = next.unitsOf(w.id());
            if (us.isEmpty()) continue;
            List<String> names = us.stream()
                    .sorted((a, b) -> a.location().compareTo(b.location()))
                    .map(m::unit)
                    .toList();
            sb.append("  ")
                    .append(w.name(m.lang()))
                    .append(": ")
                    .append(Messages.join(names))
                    .append("\n");
        }
        if (!next.dislodged().isEmpty()) {
            sb.append("\n").append(m.text("report.dislodged")).append("\n");
            for (Position.Dislodged d : next.dislodged()) {
                List<String> to = d.retreats().stream()
                        .map(Location::province)
                        .distinct()
                        .map(m::province)
                        .toList();
                sb.append("  ")
                        .append(m.power(d.unit().power()))
                        .append(": ")
                        .append(m.unit(d.unit()))
                        .append(" — ")
                        .append(
                                to.isEmpty()
                                        ? m.text("report.no_retreats")
                                        : m.text("report.retreats_to", "provinces", Messages.join(to)))
                        .append("\n");
            }
        }
        if (next.phase() == Phase.ADJUSTMENT || before.phase() == Phase.ADJUSTMENT) {
            sb.append("\n").append(m.text("report.supply_centres")).append("\n");
            for (Power w : map.powers()) {
                sb.append("  ")
                        .append(m.text("report.centres_of", "power", w.name(m.lang()), "count", next.centresOf(w.id())))
                        .append("\n");
            }
        }
        if (next.phase() == Phase.ADJUSTMENT) {
            sb.append("\n").append(m.text("report.adjustments")).append("\n");
            boolean any = false;
            for (Power w : map.powers()) {
                int owed = r.owed().getOrDefault(w.id(), 0);
                if (owed == 0) continue;
                any = true;
                sb.append("  ")
                        .append(m.text(
                                owed > 0 ? "reason.builds_due" : "reason.removals_due",
                                "power",
                                w.name(m.lang()),
                                "count",
                                Math.abs(owed)))
                        .append("\n");
            }
            if (!any) sb.append("  ").append(m.text("validate.owed_none")).append("\n");
        }
        r.result()
                .winner(map)
                .ifPresent(w -> sb.append("\n")
                        .append(
                                w.powers().size() == 1
                                        ? m.text(
                                                "report.winner",
                                                "power",
                                                m.power(w.powers().get(0)),
                                                "count",
                                                w.centres())
                                        : m.text(
                                                "report.winner_player",
                                                "powers",
                                                String.join(
                                                        ", ",
                                                        w.powers().stream()
                                                                .map(m::power)
                                                                .toList()),
                                                "count",
                                                w.centres()))
                        .append("\n"));
        sb.append("\n")
                .append(
                        r.clean()
                                ? m.text("validate.all_legal")
                                : m.text(
                                        "validate.summary",
                                        "orders",
                                        r.orders(),
                                        "illegal",
                                        r.illegal(),
                                        "invalid",
                                        r.invalid()))
                .append("\n");
        if (r.noted() > 0)
            sb.append(m.text("validate.noted", "noted", r.noted())).append("\n");
        return sb.toString();
    }

    private String verdictLine(Verdict v, adjutant.engine.diplomacy.Order o, ReasonText reasons) {
        StringBuilder sb = new StringBuilder(m.order(o)).append(" — ");
        if (v == null) return sb.append("?").toString();
        sb.append(m.text("verdict." + v.status().name().toLowerCase(Locale.ROOT)));
        List<String> why = new ArrayList<>();
        for (Reason x : v.reasons()) why.add(reasons.render(x, o));
        if (!why.isEmpty()) sb.append(": ").append(String.join("; ", why));
        return sb.toString();
    }
}
