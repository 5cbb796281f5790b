package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * German actions and their limits. Map excerpt:
 * <pre>
 *  row 4   ..  23  25  24  26  27  29
 *  row 5     31  30  28  32  33  35  36
 *  row 6   34  37  38  39 …
 * </pre>
 */
class GermanTurnTest {
    private final HuntGame g = TestGame.hunt();

    @Test
    void movesCostOneTwoFourAndNoLongerMoveExists() {
        HuntState s = HuntState.setup(g, 28, 24, Map.of());
        assertEquals(
                Verdict.illegal(new Reason.NotEnoughOp(4, 3)),
                new GermanTurn(g, s, 3).move(GermanTurn.GRAF_SPEE, 34, 3));
        assertEquals(
                Verdict.illegal(new Reason.NoSuchMove(4, 3)),
                new GermanTurn(g, s, 5).move(GermanTurn.GRAF_SPEE, 34, 4));
        GermanTurn t = new GermanTurn(g, s, 5);
        assertTrue(t.move(GermanTurn.GRAF_SPEE, 34, 3).legal());
        assertEquals(1, t.left());
        assertEquals(Verdict.illegal(new Reason.UnknownPiece("bismarck")), t.move("bismarck", 20, 1));
    }

    @Test
    void grafSpeeMayMoveSearchAndMoveOnWithTheRestOfHerMove() {
        HuntState s = HuntState.setup(g, 24, 20, Map.of("ashlea", 28));
        GermanTurn t = new GermanTurn(g, s, 5);
        assertEquals(Verdict.illegal(new Reason.NothingToContinue()), t.continueMove(30));
        assertTrue(t.move(GermanTurn.GRAF_SPEE, 28, 2).legal()); // 1 of the 2 hexes used
        assertTrue(t.search("ashlea", false, 6).sunk());
        assertEquals(Verdict.illegal(new Reason.TooFar(GermanTurn.GRAF_SPEE, 28, 34, 3, 1)), t.continueMove(34));
        assertTrue(t.continueMove(30).legal());
        assertEquals(30, t.state().grafSpee());
        assertEquals(Verdict.illegal(new Reason.NothingToContinue()), t.continueMove(31));
        assertEquals(1, t.left());
    }

    @Test
    void oneSearchATurnOnlyOnAMerchantsHex() {
        HuntState s = HuntState.setup(g, 20, 24, Map.of("clement", 20, "tairoa", 20, "huntsman", 21));
        GermanTurn t = new GermanTurn(g, s, 5);
        assertEquals(
                Reason.NoMerchantThere.class,
                t.search("huntsman", false, 6).verdict().reason().orElseThrow().getClass());
        assertFalse(t.search("clement", false, 3).sunk());
        assertEquals(
                Verdict.illegal(new Reason.AlreadySearched(GermanTurn.GRAF_SPEE)),
                t.search("tairoa", false, 6).verdict());
    }

    @Test
    void seaplaneMustBeAirworthyAndASearchReportsForcesThatMayReact() {
        HuntState s = HuntState.setup(g, 6, 24, Map.of("clement", 6)).withSeaplane(Seaplane.BROKEN);
        GermanTurn t = new GermanTurn(g, s, 2);
        assertEquals(
                Verdict.illegal(new Reason.SeaplaneIs(Seaplane.BROKEN, Seaplane.AIRWORTHY)),
                t.search("clement", true, 6).verdict());
        GermanTurn.Search r = t.search("clement", false, 2);
        assertEquals(List.of("G"), r.forcesThere(), "Force G starts on 06: Harwood's Intuition may answer");
    }

    @Test
    void reserveHoldsAtMostTwoAndAddsToALaterCard() {
        HuntState s = HuntState.setup(g, 20, 24, Map.of());
        GermanTurn t = new GermanTurn(g, s, 5);
        assertEquals(Verdict.illegal(new Reason.ReserveFull(2, 3)), t.keepInReserve(3));
        assertTrue(t.keepInReserve(2).legal());
        assertEquals(3, t.left());
        GermanTurn next = new GermanTurn(g, t.state(), 1);
        assertEquals(Verdict.illegal(new Reason.ReserveShort(2, 3)), next.useReserve(3));
        assertTrue(next.useReserve(2).legal());
        assertEquals(3, next.left());
        assertEquals(0, next.state().reserve());
    }

    @Test
    void movingGrafSpeeClearsTheHintDiscs() {
        HuntState s = HuntState.setup(g, 31, 24, Map.of()).withHints(Set.of(34));
        GermanTurn t = new GermanTurn(g, s, 1);
        assertTrue(t.move(GermanTurn.GRAF_SPEE, 31, 1).legal(), "a move announced but not made still counts");
        assertEquals(Set.of(), t.state().hints());
    }
}
