package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals(java.util.List.of("G"), t.forcesOnMap());
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
        assertEquals(Verdict.illegal(new Reason.NotOnTrack("G")), new BritishTurn(g, start, 2).advance("G").verdict());
        assertEquals(3, StrategyTrack.advancesToEnter(g, "2"));
        assertEquals(4, StrategyTrack.advancesToEnter(g, "1"));
    }

    @Test
    void eachForceSearchesOnceAndIntelligenceAddsToEverySearch() {
        HuntState s = start.withForce("H", new ForcePlace.OnHex(31));
        BritishTurn t = new BritishTurn(g, s, 5);
        Card plus = g.card(Side.BRITISH, "fine-weather").orElseThrow();
        assertTrue(t.intelligence(plus).legal());
        assertTrue(t.intelligence(g.card(Side.BRITISH, "hms-exeter").orElseThrow()).legal());
        BritishTurn.Search r = t.search("H", 3);
        assertEquals(5, r.modifiedRoll());
        assertTrue(r.battle(), "Graf Spee is on 31");
        assertEquals(Verdict.illegal(new Reason.AlreadySearched("H")), t.search("H", 6).verdict());
        assertEquals(Verdict.illegal(new Reason.NoIntelligenceBar("this-never-happened")),
                t.intelligence(g.card(Side.BRITISH, "this-never-happened").orElseThrow()));
        assertEquals(Verdict.illegal(new Reason.NoIntelligenceBar("naval-radar")),
                t.intelligence(g.card(Side.GERMAN, "naval-radar").orElseThrow()));
    }
}
