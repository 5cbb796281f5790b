package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Forces, merchants, tracks and rule numbers against the rulebook. */
class PiecesFactsTest {
    private final HuntGame g = TestGame.hunt();

    @Test
    void forceBonusesOnTheStandardSide() {
        assertEquals(0.0, g.force("G").orElseThrow().bonus(ForceSide.STANDARD));
        assertEquals(0.5, g.force("H").orElseThrow().bonus(ForceSide.STANDARD));
        assertEquals(1.0, g.force("K").orElseThrow().bonus(ForceSide.STANDARD));
    }

    @Test
    void forceStarts() {
        assertEquals(Optional.of(6), g.force("G").orElseThrow().startHex());
        assertTrue(g.force("H").orElseThrow().startSpace().isPresent());
        assertTrue(g.force("K").orElseThrow().startSpace().isPresent());
        assertEquals(Optional.of(6), g.track(Track.STRATEGY).orElseThrow().exitHex());
        assertEquals(4, g.track(Track.STRATEGY).orElseThrow().spaces().size());
    }

    @Test
    void nineMerchantsSpreadOverTheFourStarts() {
        assertEquals(9, g.merchants().size());
        for (String start : g.map().starts().keySet()) {
            assertTrue(g.merchants().stream().anyMatch(m -> m.start().equals(start)), start);
        }
        for (Merchant m : g.merchants()) {
            int from = g.map().starts().get(m.start()).hex();
            int way = g.map().distanceToPort(from, m.destination());
            assertTrue(way >= 3 && way < HexMap.UNREACHABLE, m.id() + " sails " + way);
        }
    }

    @Test
    void tracksAndTheirStarts() {
        assertEquals(
                List.of("airworthy", "broken", "destroyed"),
                g.track(Track.SEAPLANE).orElseThrow().spaces());
        assertEquals(
                Optional.of("airworthy"), g.track(Track.SEAPLANE).orElseThrow().start());
        assertEquals(
                List.of("0", "1", "2"), g.track(Track.RESERVE).orElseThrow().spaces());
        assertEquals(5, g.track(Track.GERMAN_DAMAGE).orElseThrow().spaces().size());
        assertEquals(5, g.track(Track.BRITISH_DAMAGE).orElseThrow().spaces().size());
    }

    @Test
    void ruleNumbers() {
        HuntRules r = g.rules();
        assertEquals(Map.of(1, 1, 2, 2, 3, 4), r.moveCosts());
        assertEquals(3, r.german().hand());
        assertEquals(5, r.german().handNearAltmark());
        assertEquals(5, r.british().hand());
        assertEquals(2, r.german().searchCost());
        assertEquals(4, r.german().searchBeats());
        assertEquals(2, r.german().seaplaneBonus());
        assertEquals(2, r.german().reserveMax());
        assertEquals(1, r.british().searchCost());
        assertEquals(5, r.british().searchNeeds());
        assertEquals(2, r.british().strategyCost());
        assertEquals(5, r.battle().duels());
        assertEquals(Side.BRITISH, r.battle().tiesTo());
        assertEquals(5, r.victory().sunk());
        assertEquals(5, r.victory().delivered());
    }

    @Test
    void germanShipsAndDiscs() {
        assertEquals(2, g.germanShips().size());
        assertTrue(g.germanShips().stream().anyMatch(s -> s.id().equals("graf-spee") && s.hidden()));
        assertEquals(
                6,
                g.discs().stream()
                        .filter(d -> d.id().equals("damage"))
                        .findFirst()
                        .orElseThrow()
                        .count());
    }
}
