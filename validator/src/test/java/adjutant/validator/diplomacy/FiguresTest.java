package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Status;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.Verdict;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The figure examples 1–32 of the 2000 rulebook (seed 003), one data file each under
 * resources/diplomacy/figures: the units of the figure, its orders as printed (through the
 * order parser, in Czech notation) and the outcome the text states, checked after adjudication.
 * Figures 1–3 show where one unit may move: each move is ordered alone and must be legal or not.
 */
class FiguresTest {
    static Stream<Path> figures() throws IOException, URISyntaxException {
        Path dir = Path.of(FiguresTest.class.getResource("/diplomacy/figures").toURI());
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertEquals(33, files.size(), "figures 1-32 and the unnumbered example after figure 19");
        return files.stream();
    }

    @SuppressWarnings("unchecked")
    @ParameterizedTest(name = "{0}")
    @MethodSource("figures")
    void figure(Path file) throws IOException {
        Map<String, Object> f = new ObjectMapper(new YAMLFactory()).readValue(file.toFile(), Map.class);
        OrderParser parser = StandardMap.parser();
        Position before = new Position(
                Season.SPRING,
                1901,
                Phase.MOVEMENT,
                units(parser, (Map<String, List<String>>) f.get("units")),
                Map.of(),
                List.of());
        if (f.containsKey("reach")) {
            reach(parser, before, (Map<String, Object>) f.get("reach"));
            return;
        }
        List<Order> orders = new ArrayList<>();
        int invalid = 0;
        int line = 0;
        for (String text : ((String) f.get("orders")).split("\n")) {
            for (ParsedLine p : parser.parseLine(text, ++line, new OrderContext(Phase.MOVEMENT, null, before))) {
                if (p instanceof ParsedOrder o) orders.add(o.order());
                else invalid++;
            }
        }
        assertEquals(((Number) f.getOrDefault("not_understood", 0)).intValue(), invalid, "orders not understood");
        PhaseResult r = Adjudicator.adjudicate(parser.map(), before, orders);
        assertEquals(
                describe(units(parser, (Map<String, List<String>>) f.get("after"))),
                describe(r.next().units()),
                "units after");
        // Dislodged as the verdicts say, whether the unit may retreat or is removed at once.
        Set<String> dislodged = new TreeSet<>();
        for (Verdict v : r.verdicts()) {
            if (v.has(Reason.Dislodged.class))
                dislodged.add(v.order().power() + " "
                        + new Unit(
                                v.order().type(), v.order().power(), v.order().unit()));
        }
        assertEquals(new TreeSet<>((List<String>) f.get("dislodged")), dislodged, "dislodged");
        Set<String> illegal = new TreeSet<>();
        for (Verdict v : r.verdicts())
            if (v.status() == Status.ILLEGAL) illegal.add(SampleGameTest.descriptor(v.order()));
        assertEquals(new TreeSet<>((List<String>) f.getOrDefault("illegal", List.of())), illegal, "illegal orders");
    }

    private static void reach(OrderParser parser, Position before, Map<String, Object> reach) {
        String unit = (String) reach.get("unit");
        for (String verdictOf : List.of("can", "cannot")) {
            for (Object to : (List<?>) reach.get(verdictOf)) {
                ParsedOrder o = assertInstanceOf(
                        ParsedOrder.class,
                        parser.parseOne(unit + "-" + to, new OrderContext(Phase.MOVEMENT, null, before)));
                Verdict v = Adjudicator.adjudicate(parser.map(), before, List.of(o.order()))
                        .verdicts()
                        .get(0);
                assertEquals(verdictOf.equals("can"), v.status() != Status.ILLEGAL, () -> unit + "-" + to + ": " + v);
            }
        }
    }

    static List<Unit> units(OrderParser parser, Map<String, List<String>> byPower) {
        List<Unit> out = new ArrayList<>();
        byPower.forEach((power, list) -> {
            for (String u : list) {
                ParsedOrder o = assertInstanceOf(ParsedOrder.class, parser.parseUnit(u, 1, power), u);
                out.add(new Unit(o.order().type(), power, o.order().unit()));
            }
        });
        return out;
    }

    static Set<String> describe(List<Unit> units) {
        Set<String> s = new TreeSet<>();
        units.forEach(u -> s.add(u.power() + " " + u));
        return s;
    }
}
