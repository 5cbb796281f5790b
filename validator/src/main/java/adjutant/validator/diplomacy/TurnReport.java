package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Verdict;
import java.util.List;
import java.util.Map;

/**
 * A checked turn: every sheet line with what it became (an order and its verdict, or a
 * problem), the verdicts of units that got no order, and the adjudicated phase.
 *
 * @param owed builds (positive) or removals (negative) owed per power in the next position,
 *             when it is an adjustment phase; empty otherwise
 */
public record TurnReport(Position before, List<SheetResult> sheets, List<Verdict> unordered, PhaseResult result, Map<String, Integer> owed) {
    public TurnReport {
        sheets = List.copyOf(sheets);
        unordered = List.copyOf(unordered);
        owed = Map.copyOf(owed);
    }

    /** One sheet and its lines. */
    public record SheetResult(OrderSheet sheet, List<Entry> entries) {
        public SheetResult {
            entries = List.copyOf(entries);
        }
    }

    /** One order written on a sheet: what the parser made of it and, if understood, its verdict. */
    public record Entry(ParsedLine parsed, Verdict verdict) {}

    /** Orders not understood. */
    public long invalid() {
        return sheets.stream().flatMap(s -> s.entries().stream()).filter(e -> e.parsed() instanceof ParseProblem).count();
    }

    /** Orders understood but not allowed by the rules. */
    public long illegal() {
        return sheets.stream().flatMap(s -> s.entries().stream())
                .filter(e -> e.verdict() != null && e.verdict().status() == Status.ILLEGAL).count();
    }

    public long orders() {
        return sheets.stream().mapToLong(s -> s.entries().size()).sum();
    }

    /** Every order understood and legal (exit code 0). */
    public boolean clean() {
        return invalid() == 0 && illegal() == 0;
    }
}
