package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** British actions: forces on the map, one search per force, intelligence, the strategy track. */
class BritishTurnTest {
    private final HuntGame g = TestGame.hunt();
    private final HuntState start = HuntState.setup(g, 31, 24, Map.of());

    @Test
    void forcesHAndKStartOnTheTrackAndCannotMoveOrSearch() {
        BritishTurn t = new BritishTurn(g, start, 5);
        assertEquals(Verdict.illegal(new Reason.NotOnMap("K")), t.move("K", 6, 1));
        assertEquals(Verdict.illegal(new Reason.NotOnMap("H")), t.search("H", 6).verdict());
        assertEquals(List.of("G"), t.forcesOnMap());
    }

    @Test
    void strategyTrackOnceATurnForTwoOpAndOffTheEndOntoHex06() {
        BritishTurn t = new BritishTurn(g, start, 5);
        BritishTurn.Advance a = t.advance("H");
        assertTrue(a.verdict().legal());
        assertEquals(Optional.of(new ForcePlace.OnTrack("3")), a.place());
        assertEquals(3, t.left());
        assertEquals(Verdict.illegal(new Reason.StrategyUsed()), t.advance("K").verdict());
        HuntState s = t.state();
        s = new BritishTurn(g, s, 2).advance("H").verdict().legal() ? s.withForce("H", new ForcePlace.OnTrack("4")) : s;
        BritishTurn last = new BritishTurn(g, s, 2);
        assertEquals(Optional.of(new ForcePlace.OnHex(6)), last.advance("H").place());
        assertEquals(
                Verdict.illegal(new Reason.NotOnTrack("G")),
                new BritishTurn(g, start, 2).advance("G").verdict());
        assertEquals(3, StrategyTrack.advancesToEnter(g, "2"));
        assertEquals(4, StrategyTrack.advancesToEnter(g, "1"));
    }

    @Test
    void eachForceSearchesOnceAndIntelligenceAddsToEverySearch() {
        HuntState s = start.withForce("H", new ForcePlace.OnHex(31));
        BritishTurn t = new BritishTurn(g, s, 5);
        Card plus = g.card(Side.BRITISH, "fine-weather").orElseThrow();
        assertTrue(t.intelligence(plus).legal());
        assertTrue(
                t.intelligence(g.card(Side.BRITISH, "hms-exeter").orElseThrow()).legal());
        BritishTurn.Search r = t.search("H", 3);
        assertEquals(5, r.modifiedRoll());
        assertTrue(r.battle(), "Graf Spee is on 31");
        assertEquals(
                Verdict.illegal(new Reason.AlreadySearched("H")),
                t.search("H", 6).verdict());
        assertEquals(
                Verdict.illegal(new Reason.NoIntelligenceBar("this-never-happened")),
                t.intelligence(g.card(Side.BRITISH, "this-never-happened").orElseThrow()));
        assertEquals(
                Verdict.illegal(new Reason.NoIntelligenceBar("naval-radar")),
                t.intelligence(g.card(Side.GERMAN, "naval-radar").orElseThrow()));
    }

    @Test
    void intelligenceShownAfterARollStillCountsForIt() {
        // The +1 is for every search of the turn, not only those after the card (seed 004, British intelligence).
        HuntState s = start.withForce("G", new ForcePlace.OnHex(30)).withForce("H", new ForcePlace.OnHex(31));
        BritishTurn t = new BritishTurn(g, s, 5);
        BritishTurn.Search before = t.search("H", 4);
        assertFalse(before.success(), "4 alone misses 5");
        assertTrue(t.intelligence(g.card(Side.BRITISH, "concentrated-fire").orElseThrow())
                .legal());
        BritishTurn.Search after = t.search("G", 3);
        assertEquals(4, after.modifiedRoll());
        assertEquals(
                List.of(
                        new BritishTurn.Search(Verdict.ok(), 5, true, true),
                        new BritishTurn.Search(Verdict.ok(), 4, false, false)),
                t.searches(),
                "H's 4 becomes 5 and finds Graf Spee on 31; G's 3 + 1 still misses");
    }
}
