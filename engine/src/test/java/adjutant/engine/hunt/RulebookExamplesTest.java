package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Examples 1–8 of the rulebook (seed 004), each reproducing the outcome it states.
 * The hexes the examples use, on our map:
 *
 * <pre>
 *  row 2   ..  ..  12  13  15  14  16
 *  row 3     ..  17  18  19  20  21  22
 *  row 4   ..  23  25  24  26  27  29
 *  row 5     31  30  28  32  33  35  36
 *  row 6   34  37  38 …
 * </pre>
 */
class RulebookExamplesTest {
    private final HuntGame g = TestGame.hunt();

    private HuntState at(int grafSpee, int altmark) {
        return HuntState.setup(g, grafSpee, altmark, Map.of());
    }

    private int op(Side side, String card) {
        return g.card(side, card).orElseThrow().op();
    }

    /** Cat and Mouse for OP: 2 OP to move Graf Spee 28 → 24 (only 1 hex of the 2), 1 OP to move Altmark 1 hex. */
    @Test
    void example1() {
        GermanTurn t = new GermanTurn(g, at(28, 24), op(Side.GERMAN, "cat-and-mouse"));
        assertTrue(t.move(GermanTurn.GRAF_SPEE, 24, 2).legal());
        assertEquals(1, t.left());
        assertTrue(t.move(GermanTurn.ALTMARK, 25, 1).legal());
        assertEquals(0, t.left());
        assertEquals(24, t.state().grafSpee());
        assertEquals(25, t.state().altmark());
        assertEquals(
                Verdict.illegal(new Reason.AlreadyMoved(GermanTurn.GRAF_SPEE)), t.move(GermanTurn.GRAF_SPEE, 28, 1));
    }

    /** Prize Rules for OP: search and attack on hex 20 with the seaplane (+2); a 4 succeeds; 4 more ships to win. */
    @Test
    void example2() {
        HuntState s = HuntState.setup(g, 20, 24, Map.of("clement", 20));
        GermanTurn t = new GermanTurn(g, s, op(Side.GERMAN, "prize-rules"));
        GermanTurn.Search r = t.search("clement", true, 4);
        assertTrue(r.verdict().legal());
        assertEquals(6, r.modifiedRoll());
        assertTrue(r.sunk());
        assertEquals(Seaplane.BROKEN, t.state().seaplane());
        assertEquals(List.of("clement"), t.state().sunk());
        assertEquals(4, Victory.toGo(g.rules(), t.state(), Side.GERMAN));
        assertEquals(op(Side.GERMAN, "prize-rules") - 2, t.left());
        // Without the seaplane the same 4 would not have been enough.
        assertFalse(new GermanTurn(g, s, 3).search("clement", false, 4).sunk());
    }

    /** Kriegsmarine for OP: repair with 4 German cards removed needs more than 4; a 1 destroys the seaplane. */
    @Test
    void example3() {
        HuntState s = at(20, 24).withSeaplane(Seaplane.BROKEN).withGermanCardsRemoved(4);
        GermanTurn t = new GermanTurn(g, s, op(Side.GERMAN, "kriegsmarine"));
        GermanTurn.Repair r = t.repair(1);
        assertTrue(r.verdict().legal());
        assertEquals(Optional.of(Rolls.Repair.DESTROYED), r.outcome());
        assertEquals(Seaplane.DESTROYED, t.state().seaplane());
        assertEquals(0, t.left());
        assertEquals(Rolls.Repair.REPAIRED, Rolls.repair(5, 4));
        GermanTurn again = new GermanTurn(g, t.state(), 1);
        assertEquals(
                Verdict.illegal(new Reason.SeaplaneIs(Seaplane.DESTROYED, Seaplane.BROKEN)),
                again.repair(6).verdict());
    }

    /** Graf Spee next to Altmark: with 2 cards he may draw to 5, but drawing 1 and announcing 3 is allowed. */
    @Test
    void example4() {
        HuntState s = at(28, 24);
        assertTrue(g.map().adjacent(28, 24));
        assertEquals(5, Hands.germanLimit(g, s));
        assertEquals(Optional.empty(), Hands.checkGermanHand(g, s, 2, 3));
        assertEquals(1, Hands.toDraw(2, 3));
        assertEquals(Optional.empty(), Hands.checkGermanHand(g, s, 2, 5));
        assertEquals(Optional.of(new Reason.HandTooBig(6, 5)), Hands.checkGermanHand(g, s, 2, 6));
        assertEquals(Optional.of(new Reason.HandTooSmall(2, 3)), Hands.checkGermanHand(g, s, 2, 2));
        HuntState far = at(34, 24);
        assertEquals(3, Hands.germanLimit(g, far));
        assertEquals(Optional.of(new Reason.HandTooBig(5, 3)), Hands.checkGermanHand(g, far, 2, 5));
    }

    /** Unreliable Technology for OP: 4 OP move Force G from 17 to 15, three hexes. */
    @Test
    void example5() {
        HuntState s = at(34, 24).withForce("G", new ForcePlace.OnHex(17));
        BritishTurn t = new BritishTurn(g, s, op(Side.BRITISH, "unreliable-technology"));
        assertEquals(Verdict.illegal(new Reason.TooFar("G", 17, 15, 3, 2)), t.move("G", 15, 2));
        assertTrue(t.move("G", 15, 3).legal());
        assertEquals(op(Side.BRITISH, "unreliable-technology") - 4, t.left());
        assertEquals(
                Map.of("G", new ForcePlace.OnHex(15)).get("G"),
                t.state().forces().get("G"));
    }

    /** Harwood's Intuition for OP: 2 OP move 15 → 16, 1 OP search, a 6 succeeds but Graf Spee is not there. */
    @Test
    void example6() {
        HuntState s = at(31, 24).withForce("G", new ForcePlace.OnHex(15));
        BritishTurn t = new BritishTurn(g, s, op(Side.BRITISH, "harwoods-intuition"));
        assertTrue(t.move("G", 16, 2).legal());
        BritishTurn.Search r = t.search("G", 6);
        assertTrue(r.verdict().legal());
        assertTrue(r.success());
        assertFalse(r.battle());
        assertEquals(2, t.left());
        assertEquals(5, Hands.british(g));
    }

    /**
     * New Convoy Routes for OP (5): 2 OP move 23 → 34, 1 OP search, 2 OP intelligence
     * (HMS Cumberland: hint disc; Concentrated Fire: +1). Graf Spee on 31 puts the disc
     * on 34; the 4 rolled becomes 5, a success, but she is not on 34: no battle.
     */
    @Test
    void example7() {
        HuntState s = at(31, 24).withForce("G", new ForcePlace.OnHex(23));
        BritishTurn t = new BritishTurn(g, s, op(Side.BRITISH, "new-convoy-routes"));
        assertTrue(t.move("G", 34, 2).legal());
        assertTrue(t.intelligence(g.card(Side.BRITISH, "hms-cumberland").orElseThrow())
                .legal());
        assertEquals(1, t.hintsOwed());
        assertTrue(Hints.check(g, t.state(), 34).legal());
        assertEquals(Verdict.illegal(new Reason.HintTooFar(28, 31)), Hints.check(g, t.state(), 28));
        assertTrue(t.intelligence(g.card(Side.BRITISH, "concentrated-fire").orElseThrow())
                .legal());
        assertEquals(1, t.searchBonus());
        BritishTurn.Search r = t.search("G", 4);
        assertEquals(5, r.modifiedRoll());
        assertTrue(r.success());
        assertFalse(r.battle());
        assertEquals(0, t.left());
    }

    /** Battle with Force H: Naval Radar (3) against Concentrated Fire (2 + ½): the British take the hit. */
    @Test
    void example8() {
        Battle.Setup setup = Battle.Setup.of(g, List.of("H"), ForceSide.STANDARD);
        assertEquals(new Points(1), setup.bonus());
        Battle.Result r = Battle.resolve(
                g.rules(),
                setup,
                List.of(
                        Battle.Play.of(3, "naval-radar"),
                        Battle.Play.of(2),
                        Battle.Play.of(2),
                        Battle.Play.of(2),
                        Battle.Play.of(2)),
                List.of(
                        Battle.Play.of(2, "concentrated-fire"),
                        Battle.Play.of(2),
                        Battle.Play.of(2),
                        Battle.Play.of(2),
                        Battle.Play.of(2)));
        Battle.Duel first = r.duels().get(0);
        assertEquals(Points.of(3), first.german());
        assertEquals("2½", first.british().toString());
        assertEquals(Optional.of(Side.BRITISH), first.hit());
        // Naval Radar's +1 on the next two German cards: 3 against 2½ twice more, then 2 against 2½.
        assertEquals(Points.of(3), r.duels().get(1).german());
        assertEquals(Points.of(3), r.duels().get(2).german());
        assertEquals(Points.of(2), r.duels().get(3).german());
        assertEquals(3, r.britishHits());
        assertEquals(2, r.germanHits());
        assertEquals(Side.GERMAN, r.winner());
    }

    @Test
    void example7HintDiscCannotGoOnAltmark() {
        HuntState s = at(31, 34);
        assertInstanceOf(
                Reason.HintBlocked.class, Hints.check(g, s, 34).reason().orElseThrow());
    }
}
