package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The 59 order-parser cases of jDip (resources/diplomacy/datc/jdip_orders.txt): ORD text, RES
 * the expected reading in jDip's form or FAIL. Adjutant reads all of them the same way
 * except the deliberate differences listed in {@link #DIFFERENT}, each with its reason.
 */
class JdipOrdersTest {
    /** Where Adjutant deliberately reads differently from jDip: ORD text → Adjutant's result, and why. */
    static final Map<String, String> DIFFERENT = Map.of(
            // Too far from any name to be an unambiguous misspelling: reported with no guess.
            "a bergendee holds", "FAIL",
            "a bargdrly holds", "FAIL",
            // The older Czech rulebook writes Liverpool "Liv" (an alias in data/diplomacy/map.yaml), jDip reads
            // Livonia.
            "liv -> edi", "move(england, lvp/mv, army, edi, false)");

    static Stream<Arguments> cases() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (InputStream in = JdipOrdersTest.class.getResourceAsStream("/diplomacy/datc/jdip_orders.txt")) {
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\r?\n");
            for (int i = 0; i < lines.length; i++) {
                if (!lines[i].startsWith("ORD:")) continue;
                String ord = strip(lines[i].substring(4));
                String res = strip(lines[i + 1].substring(4));
                out.add(Arguments.of(i + 1, ord, DIFFERENT.getOrDefault(ord, res)));
            }
        }
        assertEquals(59, out.size(), "the corpus has 59 cases");
        return out.stream();
    }

    private static String strip(String s) {
        int hash = s.indexOf('#');
        return (hash >= 0 ? s.substring(0, hash) : s).strip();
    }

    /** SETUP of the corpus: England A lon, A lvp, F iri, F ech, F nao; France F brest, F naf, A bur; France A pic dislodged. */
    static final Position SETUP = new Position(
            Season.SPRING,
            1901,
            Phase.MOVEMENT,
            List.of(
                    unit("A", "england", "lon"),
                    unit("A", "england", "lvp"),
                    unit("F", "england", "iri"),
                    unit("F", "england", "eng"),
                    unit("F", "england", "nao"),
                    unit("F", "france", "bre"),
                    unit("F", "france", "naf"),
                    unit("A", "france", "bur")),
            Map.of(),
            List.of());

    static Unit unit(String t, String power, String p) {
        return new Unit(UnitType.ofLetter(t.charAt(0)), power, Location.parse(p));
    }

    @ParameterizedTest(name = "line {0}: {1}")
    @MethodSource("cases")
    void readsLikeJdip(int line, String ord, String expected) {
        ParsedLine p = StandardMap.parser().parseOne(ord, new OrderContext(Phase.MOVEMENT, null, SETUP));
        String got = p instanceof ParsedOrder o ? jdip(o.order()) : "FAIL";
        assertEquals(expected, got, () -> ord + " → " + p);
    }

    /** An order in jDip's RES notation. */
    static String jdip(Order o) {
        String power = o.power();
        String type = o.type().name().toLowerCase(Locale.ROOT);
        String at = o.unit().province() + "/"
                + (o.unit().hasCoast() ? o.unit().coast() : o.type() == UnitType.ARMY ? "mv" : "xc");
        if (o instanceof Order.Hold) return "hold(" + power + ", " + at + ", " + type + ")";
        if (o instanceof Order.Move m)
            return "move(" + power + ", " + at + ", " + type + ", " + m.to() + ", " + m.viaConvoy() + ")";
        if (o instanceof Order.SupportHold s) {
            return "support(" + power + ", " + at + ", " + type + ", " + s.supported() + ", "
                    + s.supportedType().name().toLowerCase(Locale.ROOT) + ", " + s.supported() + ")";
        }
        if (o instanceof Order.SupportMove s) {
            return "support(" + power + ", " + at + ", " + type + ", " + s.from() + ", "
                    + s.supportedType().name().toLowerCase(Locale.ROOT) + ", " + s.to() + ")";
        }
        return o.toString();
    }
}
