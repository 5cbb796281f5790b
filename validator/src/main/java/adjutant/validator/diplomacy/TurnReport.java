package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Reason;
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
public record TurnReport(
        Position before,
        List<SheetResult> sheets,
        List<Verdict> unordered,
        PhaseResult result,
        Map<String, Integer> owed) {
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

    /**
     * The same turn with each sheet cut to its first {@code n} lines (a page showing a few
     * hundred of a sheet's thousands): sheets, verdicts and the adjudication are untouched.
     */
    public TurnReport firstEntries(int n) {
        List<SheetResult> cut = sheets.stream()
                .map(s -> s.entries().size() <= n
                        ? s
                        : new SheetResult(s.sheet(), s.entries().subList(0, n)))
                .toList();
        return new TurnReport(before, cut, unordered, result, owed);
    }

    /** Orders not understood. */
    public long invalid() {
        return sheets.stream()
                .flatMap(s -> s.entries().stream())
                .filter(e -> e.parsed() instanceof ParseProblem)
                .count();
    }

    /** Orders understood but not allowed by the rules. */
    public long illegal() {
        return sheets.stream()
                .flatMap(s -> s.entries().stream())
                .filter(e -> e.verdict() != null && e.verdict().status() == Status.ILLEGAL)
                .count();
    }

    public long orders() {
        return sheets.stream().mapToLong(s -> s.entries().size()).sum();
    }

    /**
     * Orders understood and legal that still need a look: read with a correction, a choice
     * between readings or another note, or carried out with a remark (a wrong unit type).
     */
    public long noted() {
        return sheets.stream()
                .flatMap(s -> s.entries().stream())
                .filter(TurnReport::noted)
                .count();
    }

    static boolean noted(Entry e) {
        if (!(e.parsed() instanceof ParsedOrder o)
                || e.verdict() != null && e.verdict().status() == Status.ILLEGAL) return false;
        return !o.notes().isEmpty() || e.verdict() != null && e.verdict().has(Reason.WrongUnitType.class);
    }

    /** Every order understood as written and legal, nothing corrected, chosen or remarked (exit code 0). */
    public boolean clean() {
        return invalid() == 0 && illegal() == 0 && noted() == 0;
    }
}
