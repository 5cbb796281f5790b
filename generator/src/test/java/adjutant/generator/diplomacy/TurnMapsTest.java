package adjutant.generator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Province;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Terrain;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class TurnMapsTest {
    private static TurnMaps maps;
    private static DipMap map;

    @BeforeAll
    static void load() {
        maps = TurnMaps.open(Games.home());
        map = maps.game().map();
    }

    private static int count(String svg, String cls) {
        Matcher m = Pattern.compile("class=\"" + Pattern.quote(cls) + "[\" ]").matcher(svg);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    @Test
    void startPositionDrawsEveryUnitAndCentreInItsOwnersColour() {
        Position start = Position.start(map);
        String svg = maps.position(start, "en");
        assertEquals(22, count(svg, "unit"));
        assertEquals(34, count(svg, "centre"));
        assertEquals(
                22,
                Pattern.compile("class=\"centre\" data-province=\"\\w+\" data-owner=\"[a-z]+\"")
                        .matcher(svg)
                        .results()
                        .count());
        assertTrue(svg.contains("Spring 1901: Movement"), "title in English");
        assertTrue(maps.position(start, "cs").contains("Jaro 1901"), "title in Czech");
    }

    /** Every place a unit can stand (each coast apart) has a place on the drawn map. */
    @Test
    void everyLocationOfTheMapCanHoldADrawnUnit() {
        List<Unit> units = new ArrayList<>();
        for (Province p : map.provinces()) {
            if (p.terrain() != Terrain.SEA) units.add(new Unit(UnitType.ARMY, "england", Location.of(p.id())));
            if (p.terrain() != Terrain.LAND)
                for (Location l : map.fleetLocations(p.id())) units.add(new Unit(UnitType.FLEET, "france", l));
        }
        String svg = maps.position(new Position(Season.SPRING, 1901, Phase.MOVEMENT, units, Map.of(), List.of()), "en");
        assertEquals(units.size(), count(svg, "unit"));
    }

    /** Spring 1901 of the rulebooks' sample game: Russia and Turkey stand each other off in the Black Sea. */
    @Test
    void sampleSpring1901DrawsMovesAndTheBlackSeaStandoff() {
        Position start = Position.start(map);
        List<Order> orders = new ArrayList<>();
        String[][] moves = {
            {"austria", "A", "vie", "tri"},
            {"austria", "A", "bud", "gal"},
            {"austria", "F", "tri", "alb"},
            {"england", "A", "lvp", "yor"},
            {"england", "F", "lon", "nth"},
            {"england", "F", "edi", "nwg"},
            {"france", "A", "par", "bur"},
            {"france", "A", "mar", "spa"},
            {"france", "F", "bre", "pic"},
            {"germany", "A", "ber", "kie"},
            {"germany", "A", "mun", "ruh"},
            {"germany", "F", "kie", "den"},
            {"italy", "A", "ven", "pie"},
            {"italy", "A", "rom", "ven"},
            {"italy", "F", "nap", "ion"},
            {"russia", "A", "mos", "ukr"},
            {"russia", "A", "war", "gal"},
            {"russia", "F", "stp/sc", "bot"},
            {"russia", "F", "sev", "bla"},
            {"turkey", "A", "con", "bul"},
            {"turkey", "A", "smy", "con"},
            {"turkey", "F", "ank", "bla"}
        };
        for (String[] m : moves) {
            orders.add(new Order.Move(
                    m[0], UnitType.ofLetter(m[1].charAt(0)), Location.parse(m[2]), Location.parse(m[3]), false));
        }
        PhaseResult r = Adjudicator.adjudicate(map, start, orders);
        String svg = maps.turn(start, r, "en");
        assertEquals(18, count(svg, "move succeeded"));
        assertEquals(4, count(svg, "move failed"), "Bla twice, Gal twice");
        assertEquals(2, count(svg, "standoff"));
        assertTrue(svg.contains("class=\"standoff\" data-province=\"bla\""));
        assertTrue(svg.contains("class=\"standoff\" data-province=\"gal\""));
        byte[] doc = maps.encode(svg, "pdf", "t", "en");
        assertTrue(new String(doc, 0, 5, StandardCharsets.ISO_8859_1).startsWith("%PDF"));
        byte[] png = maps.encode(svg, "png", "t", "en");
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
    }

    /**
     * Germany dislodges the French army in Burgundy: the army is crossed out with a dotted arrow to
     * each province it may retreat to; in the retreat phase its retreat is drawn and it is no longer crossed.
     */
    @Test
    void aDislodgedUnitShowsItsRetreatOptionsThenItsRetreat() {
        List<Unit> units = List.of(
                new Unit(UnitType.ARMY, "france", Location.of("bur")),
                new Unit(UnitType.ARMY, "germany", Location.of("ruh")),
                new Unit(UnitType.ARMY, "germany", Location.of("mun")));
        Position before = new Position(Season.SPRING, 1901, Phase.MOVEMENT, units, Map.of(), List.of());
        List<Order> orders = List.of(
                new Order.Move("germany", UnitType.ARMY, Location.of("ruh"), Location.of("bur"), false),
                new Order.SupportMove("germany", UnitType.ARMY, Location.of("mun"), UnitType.ARMY, "ruh", "bur"));
        PhaseResult r = Adjudicator.adjudicate(map, before, orders);
        Position.Dislodged d = r.next().dislodged().get(0);
        String svg = maps.turn(before, r, "en");
        assertEquals(1, count(svg, "unit dislodged"));
        assertTrue(svg.contains("class=\"unit dislodged\" data-power=\"france\" data-at=\"bur\""));
        assertEquals(d.retreats().size(), count(svg, "retreat-option"));
        assertEquals(1, count(svg, "support"));
        String retreatPhase = maps.position(r.next(), "en");
        assertEquals(d.retreats().size(), count(retreatPhase, "retreat-option"));
        Location to = d.retreats().get(0);
        PhaseResult retreat = Adjudicator.adjudicate(
                map, r.next(), List.of(new Order.Retreat("france", UnitType.ARMY, Location.of("bur"), to)));
        String drawn = maps.turn(r.next(), retreat, "en");
        assertEquals(1, count(drawn, "retreat succeeded"));
        assertEquals(0, count(drawn, "unit dislodged"));
        PhaseResult disband = Adjudicator.adjudicate(
                map, r.next(), List.of(new Order.Disband("france", UnitType.ARMY, Location.of("bur"))));
        String disbanded = maps.turn(r.next(), disband, "en");
        assertEquals(
                1,
                count(disbanded, "unit dislodged"),
                "only the disbanded French army is crossed, not the German one now in Burgundy");
        assertTrue(disbanded.contains("class=\"unit dislodged\" data-power=\"france\""));
    }

    /**
     * An order for a unit that is not there draws nothing: for every province empty at the start,
     * "A/F X H", a move and a support by England are refused (no such unit) and the map shows no
     * hold ring, arrow or support line for them: it is drawn as the turn without those orders.
     */
    @Test
    void anOrderForAMissingUnitIsNotDrawn() {
        Position start = Position.start(map);
        Set<String> occupied = new HashSet<>();
        start.units().forEach(u -> occupied.add(u.province()));
        String plain = maps.turn(
                start,
                Adjudicator.adjudicate(
                        map, start, List.of(new Order.Hold("france", UnitType.ARMY, Location.of("par")))),
                "en");
        int rings = count(plain, "hold"),
                lines = count(plain, "move failed") + count(plain, "move succeeded") + count(plain, "support-hold");
        assertEquals(22, rings, "every unit on the board holds");
        int checked = 0;
        for (Province p : map.provinces()) {
            if (occupied.contains(p.id())) continue;
            UnitType type = p.terrain() == Terrain.SEA ? UnitType.FLEET : UnitType.ARMY;
            Location at = Location.of(p.id());
            List<String> next = type == UnitType.ARMY
                    ? List.copyOf(new TreeSet<>(map.armyNeighbours(p.id())))
                    : map.fleetNeighbours(at).stream()
                            .map(Location::province)
                            .sorted()
                            .toList();
            List<Order> orders = new ArrayList<>(List.of(
                    new Order.Hold("england", type, at), new Order.Hold("france", UnitType.ARMY, Location.of("par"))));
            PhaseResult r = Adjudicator.adjudicate(map, start, orders);
            String svg = maps.turn(start, r, "en");
            assertEquals(rings, count(svg, "hold"), p.id() + ": no ring where no unit stands");
            if (!next.isEmpty()) {
                PhaseResult moved = Adjudicator.adjudicate(
                        map,
                        start,
                        List.of(
                                new Order.Move("england", type, at, Location.of(next.get(0)), false),
                                new Order.SupportHold("england", type, at, UnitType.ARMY, "par")));
                String drawn = maps.turn(start, moved, "en");
                assertEquals(
                        lines,
                        count(drawn, "move failed") + count(drawn, "move succeeded") + count(drawn, "support-hold"),
                        p.id() + ": no arrow, no support line");
                assertEquals(rings, count(drawn, "hold"), p.id());
            }
            checked++;
        }
        assertTrue(checked > 40, checked + " provinces");
    }
}
