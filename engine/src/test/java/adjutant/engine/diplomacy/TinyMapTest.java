package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The adjudicator knows no province by name: it works on any map. Four coastal provinces
 * in a ring around one sea:
 * <pre>
 *     wes ----- nor
 *      |  \   /  |
 *      |   mid   |      mid: sea, bordering all four
 *      |  /   \  |
 *     sou ----- eas
 * </pre>
 */
class TinyMapTest {
    static final DipMap TINY = tiny();

    static DipMap tiny() {
        List<String> coast = List.of("wes", "nor", "eas", "sou");
        List<Province> provinces = new ArrayList<>();
        for (String id : coast) provinces.add(province(id, Terrain.COAST));
        provinces.add(province("mid", Terrain.SEA));
        Map<String, Set<String>> army = new HashMap<>();
        Map<Location, Set<Location>> fleet = new HashMap<>();
        for (int i = 0; i < 4; i++) {
            String a = coast.get(i);
            String b = coast.get((i + 1) % 4);
            link(army, a, b);
            link(fleet, Location.of(a), Location.of(b));
            link(fleet, Location.of(a), Location.of("mid"));
        }
        Power red = new Power(
                "red", 'R', Map.of("en", "Red"), Map.of("en", "Red"), "#ff0000", List.of("wes"), List.of(), List.of());
        Power blue = new Power(
                "blue",
                'B',
                Map.of("en", "Blue"),
                Map.of("en", "Blue"),
                "#0000ff",
                List.of("eas"),
                List.of(),
                List.of());
        return new DipMap(provinces, List.of(red, blue), army, fleet);
    }

    static Province province(String id, Terrain t) {
        return new Province(
                id,
                id,
                t,
                t != Terrain.SEA,
                null,
                List.of(),
                Map.of("en", id),
                List.of(),
                new Province.Point(0, 0),
                List.of());
    }

    static <K> void link(Map<K, Set<K>> edges, K a, K b) {
        edges.computeIfAbsent(a, k -> new HashSet<>()).add(b);
        edges.computeIfAbsent(b, k -> new HashSet<>()).add(a);
    }

    static MovementResult move(String units, String orders) {
        Position p = new Position(Season.SPRING, 1901, Phase.MOVEMENT, TerseNotation.units(units), Map.of(), List.of());
        return Adjudicator.movement(TINY, p, TerseNotation.orders(orders));
    }

    @Test
    void fourArmiesGoRoundTheRing() {
        var r = move("red: A wes, A nor; blue: A eas, A sou", "red: A wes-nor; A nor-eas; blue: A eas-sou; A sou-wes");
        Play.assertUnits("red: A nor, A eas; blue: A sou, A wes", r.next());
    }

    @Test
    void twoArmiesBounceHeadToHeadButSwapByConvoy() {
        Play.assertUnits(
                "red: A wes; blue: A nor",
                move("red: A wes; blue: A nor", "red: A wes-nor; blue: A nor-wes")
                        .next());
        var r = move("red: A wes, F mid; blue: A nor", "red: A wes-nor; F mid C A wes-nor; blue: A nor-wes");
        Play.assertUnits("red: A nor, F mid; blue: A wes", r.next());
    }

    @Test
    void anArmyCrossesTheSeaToTheFarSide() {
        var r = move("red: A wes, F mid", "red: A wes-eas; F mid C A wes-eas");
        Play.assertUnits("red: A eas, F mid", r.next());
        assertEquals(
                List.of(new Reason.ConvoyNotOrdered("wes", "eas")),
                Play.verdict(move("red: A wes, F mid", "red: A wes-eas"), "wes").reasons());
    }
}
