package adjutant.validator.diplomacy;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Verdict;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The validator's turn: parse every sheet against the position, adjudicate the orders
 * understood, and pair each written order with its verdict. Sheets for another turn than
 * the position's are refused ({@link BadInputException}, exit 2): checking them against
 * the wrong board would give verdicts that mean nothing.
 */
public final class TurnCheck {
    private TurnCheck() {}

    public static TurnReport run(OrderParser parser, Position position, List<OrderSheet> sheets) {
        return run(parser, position, sheets, (sheet, ctx) -> read(parser, sheet, ctx));
    }

    /** How a sheet's lines are read against the position: afresh, or from a memo of sheets read before (the desk). */
    public interface Reader {
        List<ParsedLine> read(OrderSheet sheet, OrderContext ctx);
    }

    /** Every line of a sheet read against the context (its phase, power and position). */
    public static List<ParsedLine> read(OrderParser parser, OrderSheet sheet, OrderContext ctx) {
        List<ParsedLine> lines = new ArrayList<>();
        for (OrderSheet.Line l : sheet.lines()) lines.addAll(parser.parseLine(l.text(), l.number(), ctx));
        return List.copyOf(lines);
    }

    /** {@link #run(OrderParser, Position, List)} with the sheets' lines read by {@code reader}. */
    public static TurnReport run(OrderParser parser, Position position, List<OrderSheet> sheets, Reader reader) {
        DipMap map = parser.map();
        List<Problem> wrongTurn = new ArrayList<>();
        for (OrderSheet s : sheets) {
            if (s.season() != position.season() || s.year() != position.year() || s.phase() != position.phase()) {
                wrongTurn.add(new Problem(
                        s.file(),
                        s.line(),
                        1,
                        "this sheet is for " + turn(s.season().name(), s.year(), s.phase()) + ", but the position is "
                                + turn(position.season().name(), position.year(), position.phase())));
            }
        }
        if (!wrongTurn.isEmpty()) throw new BadInputException(wrongTurn);
        List<List<ParsedLine>> parsed = new ArrayList<>();
        List<Order> orders = new ArrayList<>();
        for (OrderSheet s : sheets) {
            List<ParsedLine> lines = reader.read(s, new OrderContext(position.phase(), s.power(), position));
            for (ParsedLine p : lines) if (p instanceof ParsedOrder o) orders.add(o.order());
            parsed.add(lines);
        }
        PhaseResult result = Adjudicator.adjudicate(map, position, orders);
        List<Verdict> verdicts = result.verdicts();
        List<TurnReport.SheetResult> out = new ArrayList<>();
        int k = 0;
        for (int i = 0; i < sheets.size(); i++) {
            List<TurnReport.Entry> entries = new ArrayList<>();
            for (ParsedLine p : parsed.get(i)) {
                Verdict v = null;
                if (p instanceof ParsedOrder o) v = verdictOf(o.order(), k++, verdicts);
                entries.add(new TurnReport.Entry(p, v));
            }
            out.add(new TurnReport.SheetResult(sheets.get(i), entries));
        }
        List<Verdict> unordered =
                verdicts.size() > orders.size() ? verdicts.subList(orders.size(), verdicts.size()) : List.of();
        Map<String, Integer> owed =
                result.next().phase() == Phase.ADJUSTMENT ? Adjudicator.adjustmentsOwed(map, result.next()) : Map.of();
        return new TurnReport(position, out, unordered, result, owed);
    }

    /** The adjudicator answers the given orders first, in order; this checks that it did. */
    private static Verdict verdictOf(Order o, int index, List<Verdict> verdicts) {
        if (index < verdicts.size() && verdicts.get(index).order().equals(o)) return verdicts.get(index);
        return verdicts.stream().filter(v -> v.order().equals(o)).findFirst().orElse(null);
    }

    private static String turn(String season, int year, Phase phase) {
        return season.charAt(0) + season.substring(1).toLowerCase(Locale.ROOT) + " " + year + " "
                + phase.name().toLowerCase(Locale.ROOT);
    }
}
