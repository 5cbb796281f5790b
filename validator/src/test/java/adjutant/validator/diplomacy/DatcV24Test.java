package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.Adjudicator;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.MovementResult;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of the DATC v2.4 file in jDip format (reference/diplomacy/datc): set the
 * position, adjudicate the orders, compare the position after. Retreat cases give the
 * movement that caused them only as results; the position before that movement is rebuilt
 * from them and adjudicated too, so the retreat options are the engine's own.
 */
class DatcV24Test {
    static final Path FILE = Path.of("/work/shared/reference/diplomacy/datc/datc_v2.4_06.txt");
    static final DipMap MAP = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class).map();
    static final DatcBoard BOARD = new DatcBoard(MAP);

    /**
     * Where v3.0 of the DATC changed its preference, the engine follows v3.0 (the 2000
     * rulebook of seed 003 is silent on these): the position after, as v3.0 has it.
     */
    static final Map<String, String> V30 = Map.of(
            // 4.A.3: an army ordered "via convoy" with no convoy does not fall back to the land route.
            "6.G.8", "France: A bel\nEngland: F hel\nEngland: A kie");

    @TestFactory
    Stream<DynamicTest> everyCase() throws Exception {
        return DatcCaseFile.read(FILE).stream().map(c -> DynamicTest.dynamicTest(c.title(), () -> run(c)));
    }

    static void run(DatcCaseFile c) {
        Position before = position(c);
        List<Order> orders = BOARD.orders(c.section("ORDERS"), before.phase(), before);
        PhaseResult r = Adjudicator.adjudicate(MAP, before, orders);
        List<String> post = c.has("POSTSTATE_SAME") ? c.section("PRESTATE") : c.section("POSTSTATE");
        if (V30.containsKey(c.id())) post = V30.get(c.id()).lines().toList();
        assertEquals(DatcBoard.describe(BOARD.units(post)), DatcBoard.describe(r.next().units()), "units after");
        List<Unit> dislodged = r.next().dislodged().stream().map(Position.Dislodged::unit).toList();
        assertEquals(DatcBoard.describe(BOARD.units(c.section("POSTSTATE_DISLODGED"))), DatcBoard.describe(dislodged), "dislodged");
        if (c.id().equals("Zach.B")) assertEquals(Optional.of("italy"), r.winner(), "18 centres win");
    }

    /** The position the case starts from; for a retreat phase, the one left by the movement it gives as results. */
    static Position position(DatcCaseFile c) {
        String[] when = c.phase().split("[,\\s]+");
        Season season = Season.valueOf(when[0].toUpperCase(Locale.ROOT));
        int year = Integer.parseInt(when[1]);
        Phase phase = Phase.valueOf(when[2].toUpperCase(Locale.ROOT));
        Map<String, String> owners = new TreeMap<>(Position.start(MAP).owners());
        if (c.has("PRESTATE_SUPPLYCENTER_OWNERS")) {
            owners.clear();
            BOARD.units(c.section("PRESTATE_SUPPLYCENTER_OWNERS")).forEach(u -> owners.put(u.province(), u.power()));
        }
        List<Unit> units = BOARD.units(c.section("PRESTATE"));
        if (phase != Phase.RETREAT) return new Position(season, year, phase, units, owners, List.of());
        Position moving = new Position(season, year, Phase.MOVEMENT, beforeMovement(c, units), owners, List.of());
        List<Order> moves = BOARD.orders(c.section("PRESTATE_RESULTS").stream().map(l -> l.substring(l.indexOf(':') + 1)).toList(),
                Phase.MOVEMENT, moving);
        MovementResult m = Adjudicator.movement(MAP, moving, moves);
        assertEquals(DatcBoard.describe(units), DatcBoard.describe(m.next().units()), "rebuilt movement: units after");
        List<Unit> out = m.next().dislodged().stream().map(Position.Dislodged::unit).toList();
        assertEquals(DatcBoard.describe(BOARD.units(c.section("PRESTATE_DISLODGED"))), DatcBoard.describe(out), "rebuilt movement: dislodged");
        assertTrue(m.next().phase() == Phase.RETREAT);
        return m.next();
    }

    /** Units before the movement: every unit named by a result, plus the units that stayed out of it. */
    static List<Unit> beforeMovement(DatcCaseFile c, List<Unit> after) {
        List<Order> results = BOARD.orders(c.section("PRESTATE_RESULTS").stream().map(l -> l.substring(l.indexOf(':') + 1)).toList(),
                Phase.MOVEMENT, null);
        List<Unit> out = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        for (Order o : results) {
            out.add(new Unit(o.type(), o.power(), o.unit()));
            taken.add(o.unit().province());
        }
        Set<String> arrived = new HashSet<>();
        for (int i = 0; i < results.size(); i++) {
            String line = c.section("PRESTATE_RESULTS").get(i);
            if (line.startsWith("SUCCESS") && results.get(i) instanceof Order.Move m) arrived.add(m.to().province());
        }
        List<Unit> rest = new ArrayList<>(after);
        rest.addAll(BOARD.units(c.section("PRESTATE_DISLODGED")));
        for (Unit u : rest) {
            if (!taken.contains(u.province()) && !arrived.contains(u.province())) out.add(u);
        }
        return out;
    }
}
