package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.List;
import java.util.TreeSet;

/** Test helpers: adjudicate a movement phase from notation and compare positions. */
final class Play {
    private Play() {}

    static MovementResult move(String units, String orders) {
        DipMap map = Maps.standard();
        return Adjudicator.movement(map, TerseNotation.movement(map, units), TerseNotation.orders(orders));
    }

    static String describe(List<Unit> units) {
        TreeSet<String> s = new TreeSet<>();
        units.forEach(u -> s.add(u.power() + ": " + u.type().letter() + " " + u.location()));
        return String.join("\n", s);
    }

    static void assertUnits(String expected, Position next) {
        assertEquals(describe(TerseNotation.units(expected)), describe(next.units()));
    }

    static void assertDislodged(Position next, String... provinces) {
        assertEquals(
                new TreeSet<>(List.of(provinces)).toString(),
                new TreeSet<>(next.dislodged().stream()
                                .map(d -> d.unit().province())
                                .toList())
                        .toString());
    }

    static Verdict verdict(PhaseResult r, String unitProvince) {
        return r.verdicts().stream()
                .filter(v ->
                        v.order().unit() != null && v.order().unit().province().equals(unitProvince))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no verdict for " + unitProvince));
    }
}
