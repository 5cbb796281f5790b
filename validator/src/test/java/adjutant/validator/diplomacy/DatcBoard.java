package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Reads DATC orders and unit lists through the real order parser; compares unit lists. */
final class DatcBoard {
    private final OrderParser parser;

    DatcBoard(DipMap map) {
        parser = new OrderParser(map);
    }

    /** Every order of the lines; a line not understood fails the test, naming the line. */
    List<Order> orders(List<String> lines, Phase phase, Position position) {
        List<Order> out = new ArrayList<>();
        for (String line : lines) {
            for (ParsedLine p : parser.parseLine(line, 1, new OrderContext(phase, null, position))) {
                if (p instanceof ParsedOrder o) out.add(o.order());
                else throw new AssertionError("not understood: " + line + " → " + p);
            }
        }
        return out;
    }

    /** {@code "England: F nth"} lines → units (read as hold orders, which name power, type and place). */
    List<Unit> units(List<String> lines) {
        return orders(lines, Phase.MOVEMENT, null).stream()
                .map(o -> new Unit(o.type(), o.power(), o.unit())).toList();
    }

    static String describe(List<Unit> units) {
        TreeSet<String> s = new TreeSet<>();
        units.forEach(u -> s.add(u.power() + ": " + u.type().letter() + " " + u.location()));
        return String.join("\n", s);
    }
}
