package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DominancePhaseTest {
    private static final PortArthurGame GAME = PortArthurDataTest.GAME;
    private static final DominancePhase PHASE = new DominancePhase(GAME);
    private static final String YS = "yellow-sea";
    private static final String TS = "tsushima-strait";

    private static Map<String, Side> control(Object... areaSide) {
        Map<String, Side> m = new HashMap<>();
        for (int i = 0; i < areaSide.length; i += 2) m.put((String) areaSide[i], (Side) areaSide[i + 1]);
        return m;
    }

    private static DominanceOrders orders(Map<String, Side> control, BlockadeChoice b) {
        return new DominanceOrders(control, b, Set.of(), List.of(), null);
    }

    private static WarState at(int dp) {
        return new WarState(dp, false, Set.of());
    }

    // ---- sea control -------------------------------------------------------------------

    @Test
    void japanSixRussiaFourMovesTheMarkerTwoTowardJapan() {
        DominanceOutcome o = PHASE.play(
                at(0),
                orders(
                        control(
                                TS,
                                Side.JAPAN,
                                YS,
                                Side.JAPAN,
                                "east-china-sea",
                                Side.JAPAN,
                                "sea-of-japan",
                                Side.RUSSIA,
                                "philippine-sea",
                                Side.RUSSIA),
                        BlockadeChoice.NONE));
        assertEquals(new DominanceScore(6, 4), o.seaControl());
        assertEquals(2, o.dp());
        assertEquals(List.of(), o.faults());
    }

    @Test
    void pointsPastFiveAreLostAndLaterStepsMoveFromTheEnd() {
        Map<String, Side> all = control(TS, Side.JAPAN, YS, Side.JAPAN, "east-china-sea", Side.JAPAN);
        DominanceOutcome o = PHASE.play(at(3), orders(all, BlockadeChoice.PLACE));
        assertEquals(5, o.afterSeaControl()); // 3 + 6, held at 5
        assertEquals(4, o.dp()); // then the blockade costs 1
    }

    // ---- the blockade ------------------------------------------------------------------

    @Test
    void placingTheBlockadeCostsOneAndKeepingItOneEachLaterTurn() {
        DominanceOutcome placed = PHASE.play(at(0), orders(control(YS, Side.JAPAN), BlockadeChoice.PLACE));
        assertEquals(List.of(), placed.faults());
        assertEquals(1, placed.afterSeaControl());
        assertEquals(0, placed.dp());
        assertTrue(placed.after().blockade());

        // Yellow Sea contested: Russia does not control it, so the blockade may stay.
        DominanceOutcome kept = PHASE.play(placed.after(), orders(Map.of(), BlockadeChoice.KEEP));
        assertEquals(List.of(), kept.faults());
        assertEquals(-1, kept.dp());
    }

    @Test
    void russianControlOfTheSeaLiftsTheBlockadeWithoutUpkeep() {
        WarState blockaded = new WarState(0, true, Set.of());
        DominanceOutcome lifted = PHASE.play(blockaded, orders(control(YS, Side.RUSSIA), BlockadeChoice.NONE));
        assertEquals(List.of(), lifted.faults());
        assertFalse(lifted.after().blockade());
        assertEquals(-1, lifted.dp()); // the Yellow Sea's key-area point only

        DominanceOutcome kept = PHASE.play(blockaded, orders(control(YS, Side.RUSSIA), BlockadeChoice.KEEP));
        assertEquals(List.of(new DominanceFault.BlockadeUnderRussianControl(YS)), kept.faults());
    }

    @Test
    void noBlockadeWhileRussiaStandsAtFive() {
        DominanceOutcome o = PHASE.play(at(-5), orders(Map.of(), BlockadeChoice.PLACE));
        assertEquals(List.of(new DominanceFault.BlockadeBarredAtLimit(5)), o.faults());
        // One step short of the end, it may be placed.
        assertEquals(
                List.of(),
                PHASE.play(at(-4), orders(Map.of(), BlockadeChoice.PLACE)).faults());
        // The limit is read after sea control: Russia reaching 5 this turn bars it.
        assertEquals(
                List.of(new DominanceFault.BlockadeBarredAtLimit(5)),
                PHASE.play(at(-4), orders(control("pacific-ocean", Side.RUSSIA), BlockadeChoice.PLACE))
                        .faults());
    }

    @Test
    void aBlockadeIsKeptOnlyOnceItWasPlacedAndPlacedOnlyOnce() {
        assertEquals(
                List.of(new DominanceFault.NoBlockadeToKeep()),
                PHASE.play(at(0), orders(Map.of(), BlockadeChoice.KEEP)).faults());
        assertEquals(
                List.of(new DominanceFault.BlockadeAlreadyInPlace()),
                PHASE.play(new WarState(0, true, Set.of()), orders(Map.of(), BlockadeChoice.PLACE))
                        .faults());
    }

    // ---- convoys and landings ----------------------------------------------------------

    @Test
    void russiaSinksOneConvoyForOneAndBothForThree() {
        Set<String> both = Set.of("yellow-sea-landing", "tsushima-landing");
        DominanceOutcome one = PHASE.play(
                at(0), new DominanceOrders(control(YS, Side.RUSSIA), BlockadeChoice.NONE, both, List.of("yalu"), null));
        assertEquals(List.of("yellow-sea-landing"), one.landing().convoysSunk());
        assertEquals(1, one.landing().russiaPoints());
        assertEquals(-2, one.dp()); // Yellow Sea key area 1, convoy 1
        assertEquals(Set.of("yalu"), one.after().manchuria());

        DominanceOutcome two = PHASE.play(
                at(0),
                new DominanceOrders(
                        control(YS, Side.RUSSIA, TS, Side.RUSSIA), BlockadeChoice.NONE, both, List.of(), null));
        assertEquals(3, two.landing().russiaPoints());
        assertEquals(-5, two.dp()); // two key areas 3, both convoys 3: 6, held at 5
        assertEquals(List.of(), two.faults());
    }

    @Test
    void landedArmiesFillTheTrackFromTheYalu() {
        DominanceOrders o = new DominanceOrders(
                Map.of(),
                BlockadeChoice.NONE,
                Set.of("yellow-sea-landing", "tsushima-landing"),
                List.of("nanshan", "yalu"),
                null);
        DominanceOutcome out = PHASE.play(at(0), o);
        assertEquals(List.of(new DominanceFault.SpaceNotOpen("nanshan", "yalu")), out.faults());

        DominanceOrders wrongCount = new DominanceOrders(
                Map.of(), BlockadeChoice.NONE, Set.of("tsushima-landing"), List.of("yalu", "nanshan"), null);
        assertEquals(
                List.of(new DominanceFault.WrongNumberLanded(1, 2)),
                PHASE.play(at(0), wrongCount).faults());

        DominanceOrders taken =
                new DominanceOrders(Map.of(), BlockadeChoice.NONE, Set.of("tsushima-landing"), List.of("yalu"), null);
        assertEquals(
                List.of(new DominanceFault.SpaceTaken("yalu")),
                PHASE.play(new WarState(0, false, Set.of("yalu")), taken).faults());
    }

    @Test
    void hill203TakesTheShipyardAndPortArthurFallingScoresOne() {
        WarState before = new WarState(0, false, Set.of("yalu", "nanshan"));
        DominanceOrders o = new DominanceOrders(
                Map.of(),
                BlockadeChoice.NONE,
                Set.of("yellow-sea-landing", "tsushima-landing"),
                List.of("hill-203", "port-arthur"),
                null);
        DominanceOutcome out = PHASE.play(before, o);
        assertEquals(List.of(), out.faults());
        assertEquals(
                List.of(new SpaceEffect.PortLosesShipyard("port-arthur"), new SpaceEffect.PortFalls("port-arthur", 1)),
                out.landing().triggered());
        assertEquals(1, out.dp());
        // The point is scored only in the turn the port falls.
        DominanceOutcome next = PHASE.play(out.after(), orders(Map.of(), BlockadeChoice.NONE));
        assertEquals(1, next.dp());
    }

    @Test
    void spchingRollsEveryTurnFromTheTurnItIsTaken() {
        WarState before = new WarState(0, false, Set.of("yalu", "nanshan", "liaoyang", "mukden"));
        DominanceOrders take =
                new DominanceOrders(Map.of(), BlockadeChoice.NONE, Set.of("tsushima-landing"), List.of("spching"), 3);
        DominanceOutcome taken = PHASE.play(before, take);
        assertEquals(List.of(), taken.faults());
        assertEquals(1, taken.dp());
        assertEquals(
                1,
                PHASE.play(taken.after(), new DominanceOrders(Map.of(), BlockadeChoice.NONE, Set.of(), List.of(), 4))
                        .dp());
        assertEquals(
                2,
                PHASE.play(taken.after(), new DominanceOrders(Map.of(), BlockadeChoice.NONE, Set.of(), List.of(), 1))
                        .dp());
        assertEquals(
                List.of(new DominanceFault.RollMissing("spching")),
                PHASE.play(taken.after(), orders(Map.of(), BlockadeChoice.NONE)).faults());
        assertEquals(
                List.of(new DominanceFault.RollNotDue()),
                PHASE.play(at(0), new DominanceOrders(Map.of(), BlockadeChoice.NONE, Set.of(), List.of(), 2))
                        .faults());
    }

    @Test
    void pointsOfOneStepAreNettedBeforeTheEndOfTheTrack() {
        // At +5, Russia sinks a convoy (1) while Port Arthur falls for Japan (1): both at once, the marker stays.
        WarState before = new WarState(5, false, Set.of("yalu", "nanshan", "hill-203"));
        DominanceOrders o = new DominanceOrders(
                control(TS, Side.RUSSIA, YS, Side.JAPAN, "east-china-sea", Side.JAPAN),
                BlockadeChoice.NONE,
                Set.of("tsushima-landing", "yellow-sea-landing"),
                List.of("port-arthur"),
                null);
        DominanceOutcome out = PHASE.play(before, o);
        assertEquals(List.of(), out.faults());
        assertEquals(5, out.afterSeaControl());
        assertEquals(5, out.dp());
    }

    @Test
    void armiesAtSeaComeOnlyFromTheSupply() {
        WarState six =
                new WarState(0, false, Set.of("yalu", "nanshan", "hill-203", "port-arthur", "liaoyang", "mukden"));
        DominanceOrders o = new DominanceOrders(
                control(TS, Side.RUSSIA), BlockadeChoice.NONE, Set.of("tsushima-landing"), List.of(), null);
        assertEquals(
                List.of(new DominanceFault.TooManyArmiesAtSea(1, 0)),
                PHASE.play(six, o).faults());
    }

    // ---- victory -----------------------------------------------------------------------

    @Test
    void withoutMukdenRussiaWinsWhateverTheScore() {
        assertEquals(
                new GameResult(Side.RUSSIA, GameResult.Why.REQUIRED_SPACE_NOT_HELD),
                Victory.decide(GAME, new WarState(5, false, Set.of("yalu", "nanshan", "liaoyang"))));
    }

    @Test
    void withMukdenTheMarkerDecides() {
        Set<String> mukden = Set.of("yalu", "nanshan", "liaoyang", "mukden");
        assertEquals(
                new GameResult(Side.JAPAN, GameResult.Why.DP_MARKER),
                Victory.decide(GAME, new WarState(1, false, mukden)));
        assertEquals(
                new GameResult(Side.RUSSIA, GameResult.Why.DP_MARKER),
                Victory.decide(GAME, new WarState(-2, false, mukden)));
        assertEquals(new GameResult(null, GameResult.Why.DRAW), Victory.decide(GAME, new WarState(0, false, mukden)));
    }
}
