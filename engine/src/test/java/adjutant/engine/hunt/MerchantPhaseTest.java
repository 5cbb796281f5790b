package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Merchant ships move one hex toward their port and enter it from a ▼▲ hex.
 * <pre>
 *  row 0   01  02  03  04  05▼▲ 06▼▲   → Great Britain
 *  row 1     ..  07  08  09  10  11
 *  …
 *  row 5     31▼▲ 30  28 …      ← River Plate
 *  row 6   34  37  38 …
 * </pre>
 */
class MerchantPhaseTest {
    private final HuntGame g = TestGame.hunt();

    @Test
    void stepsTowardThePortAndIntoItFromAnEntryHex() {
        assertEquals(
                new MerchantRoute.Step.EnterPort("great-britain"), MerchantRoute.next(g.map(), 6, "great-britain"));
        assertEquals(new MerchantRoute.Step.MoveTo(List.of(5, 6)), MerchantRoute.next(g.map(), 10, "great-britain"));
        assertEquals(new MerchantRoute.Step.MoveTo(List.of(6)), MerchantRoute.next(g.map(), 11, "great-britain"));
        assertEquals(new MerchantRoute.Step.MoveTo(List.of(31)), MerchantRoute.next(g.map(), 37, "river-plate"));
    }

    @Test
    void everyShipReachesItsPortFromItsStart() {
        for (Merchant m : g.merchants()) {
            int hex = g.map().starts().get(m.start()).hex();
            int turns = 0;
            while (MerchantRoute.next(g.map(), hex, m.destination()) instanceof MerchantRoute.Step.MoveTo to) {
                hex = to.choices().get(0);
                turns++;
                assertTrue(turns < 20, m.id());
            }
            assertEquals(
                    MerchantRoute.turnsToPort(
                            g.map(), g.map().starts().get(m.start()).hex(), m.destination()),
                    turns + 1,
                    m.id());
        }
    }

    @Test
    void phaseDeliversMovesAndAsksForNewShips() {
        HuntState s = HuntState.setup(g, 20, 24, Map.of("newton-beech", 6, "huntsman", 10));
        MerchantPhase.Result r = MerchantPhase.run(g, s, Map.of("huntsman", 5));
        assertEquals(List.of("newton-beech"), r.delivered());
        assertEquals(Map.of("huntsman", 5), r.state().merchants());
        assertEquals(1, r.toDraw());
        assertEquals(Optional.empty(), r.winner());
        assertTrue(MerchantPhase.check(g, s, "huntsman", 6).legal());
        assertEquals(
                Verdict.illegal(new Reason.NotTowardPort("huntsman", 10, 9)), MerchantPhase.check(g, s, "huntsman", 9));
    }

    @Test
    void oneNewShipEvenWhenNoneIsLeft() {
        // Seed 004, merchant phase: fewer than two left → one new ship from the bag, not "until two".
        HuntState s = HuntState.setup(g, 20, 24, Map.of("newton-beech", 6, "doric-star", 6));
        MerchantPhase.Result r = MerchantPhase.run(g, s, Map.of());
        assertEquals(
                List.of("doric-star", "newton-beech"),
                r.delivered().stream().sorted().toList());
        assertEquals(Map.of(), r.state().merchants());
        assertEquals(1, r.toDraw());
        assertEquals(0, MerchantPhase.toDraw(g, 2));
    }

    @Test
    void fifthDeliveryWinsForTheBritish() {
        HuntState s = HuntState.setup(g, 20, 24, Map.of("doric-star", 6));
        for (String id : List.of("a", "b", "c", "d")) s = s.withMerchant(id, 1).withDelivered(id);
        assertEquals(
                Optional.of(Side.BRITISH), MerchantPhase.run(g, s, Map.of()).winner());
    }

    @Test
    void openingShipsNeedDifferentStarts() {
        Merchant newtonBeech = g.merchant("newton-beech").orElseThrow();
        assertFalse(MerchantPhase.canOpenTogether(
                newtonBeech, g.merchant("huntsman").orElseThrow()));
        assertTrue(
                MerchantPhase.canOpenTogether(newtonBeech, g.merchant("clement").orElseThrow()));
    }
}
