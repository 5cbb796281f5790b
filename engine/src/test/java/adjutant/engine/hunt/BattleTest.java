package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Five duels with force bonuses, ties to the British, and the battle events that change values. */
class BattleTest {
    private final HuntGame g = TestGame.hunt();
    private final HuntRules rules = g.rules();

    private Battle.Setup with(String... forces) {
        return Battle.Setup.of(g, List.of(forces), ForceSide.STANDARD);
    }

    private static List<Battle.Play> plays(Battle.Play... p) {
        return List.of(p);
    }

    @Test
    void forceBonusesDecideEqualCards() {
        List<Integer> same = List.of(3, 2, 5, 1, 4);
        Battle.Result g0 = Battle.ofValues(rules, with("G"), same, same);
        assertEquals(0, g0.germanHits() + g0.britishHits());
        assertEquals(Side.BRITISH, g0.winner());
        assertEquals(Battle.Decision.EQUAL_DAMAGE, g0.decidedBy());
        Battle.Result h = Battle.ofValues(rules, with("H"), same, same);
        assertEquals(5, h.germanHits());
        assertEquals(Battle.Decision.FEWER_HITS, h.decidedBy());
        Battle.Result k = Battle.ofValues(rules, with("K"), List.of(3, 3, 3, 3, 3), List.of(2, 2, 2, 2, 2));
        assertEquals(0, k.germanHits() + k.britishHits(), "2 + 1 ties 3");
    }

    @Test
    void bonusesOfSeveralForcesAddUp() {
        assertEquals(new Points(3), with("H", "K").bonus());
        assertEquals(
                new Points(-1),
                Battle.Setup.of(g, List.of("G"), ForceSide.HISTORICAL).bonus());
    }

    @Test
    void cliExample() {
        Battle.Result r = Battle.ofValues(rules, with("H"), List.of(3, 2, 5, 1, 4), List.of(2, 3, 3, 1, 5));
        // 3 : 2½ B hit; 2 : 3½ G hit; 5 : 3½ B hit; 1 : 1½ G hit; 4 : 5½ G hit
        assertEquals(
                List.of(
                        Optional.of(Side.BRITISH),
                        Optional.of(Side.GERMAN),
                        Optional.of(Side.BRITISH),
                        Optional.of(Side.GERMAN),
                        Optional.of(Side.GERMAN)),
                r.duels().stream().map(Battle.Duel::hit).toList());
        assertEquals(3, r.germanHits());
        assertEquals(2, r.britishHits());
        assertEquals(Side.BRITISH, r.winner());
    }

    @Test
    void scuttlingAnswersMontevideoOnlyInTheLastDuel() {
        List<Battle.Play> de = plays(
                Battle.Play.of(5),
                Battle.Play.of(5),
                Battle.Play.of(5),
                Battle.Play.of(5),
                Battle.Play.of(1, "montevideo"));
        List<Battle.Play> gb = plays(
                Battle.Play.of(1),
                Battle.Play.of(1),
                Battle.Play.of(1),
                Battle.Play.of(1),
                Battle.Play.of(2, "scuttling-in-montevideo"));
        Battle.Result r = Battle.resolve(rules, with("G"), de, gb);
        assertEquals(Side.BRITISH, r.winner());
        assertEquals(Battle.Decision.SCUTTLED, r.decidedBy());
        // In an earlier duel the pair are plain cards: 1 against 2.
        List<Battle.Play> de2 = plays(
                Battle.Play.of(1, "montevideo"),
                Battle.Play.of(5),
                Battle.Play.of(5),
                Battle.Play.of(5),
                Battle.Play.of(5));
        List<Battle.Play> gb2 = plays(
                Battle.Play.of(2, "scuttling-in-montevideo"),
                Battle.Play.of(1),
                Battle.Play.of(1),
                Battle.Play.of(1),
                Battle.Play.of(1));
        Battle.Result r2 = Battle.resolve(rules, with("G"), de2, gb2);
        assertEquals(Optional.of(Side.GERMAN), r2.duels().get(0).hit());
        assertEquals(Side.GERMAN, r2.winner());
    }

    @Test
    void montevideoAloneSetsTheLastDuelAsideAndWinsEqualDamage() {
        List<Battle.Play> de = plays(
                Battle.Play.of(3),
                Battle.Play.of(3),
                Battle.Play.of(1),
                Battle.Play.of(1),
                Battle.Play.of(1, "montevideo"));
        List<Battle.Play> gb =
                plays(Battle.Play.of(1), Battle.Play.of(1), Battle.Play.of(3), Battle.Play.of(3), Battle.Play.of(5));
        Battle.Result r = Battle.resolve(rules, with("G"), de, gb);
        assertTrue(r.duels().get(4).ignored());
        assertEquals(2, r.germanHits());
        assertEquals(2, r.britishHits());
        assertEquals(Side.GERMAN, r.winner());
        assertEquals(Battle.Decision.MONTEVIDEO, r.decidedBy());
    }

    @Test
    void designedBattleEvents() {
        List<Battle.Play> de =
                plays(Battle.Play.of(4), Battle.Play.of(3), Battle.Play.of(3), Battle.Play.of(5), Battle.Play.of(2));
        List<Battle.Play> gb = plays(
                Battle.Play.of(3, "hms-cumberland"),
                Battle.Play.of(5, "hmnzs-achilles"),
                Battle.Play.of(2),
                Battle.Play.of(5, "hms-exeter"),
                Battle.Play.of(1));
        Battle.Result r = Battle.resolve(rules, with("G"), de, gb);
        assertEquals(Points.of(4), r.duels().get(0).british(), "Cumberland +1 with Force G");
        assertEquals(Optional.empty(), r.duels().get(0).hit());
        assertEquals("2½", r.duels().get(2).british().toString(), "Achilles +½ on the next card");
        assertEquals(Optional.of(Side.GERMAN), r.duels().get(3).hit(), "Exeter: a tie hits the Germans");
        Battle.Result noG = Battle.resolve(rules, with("K"), de, gb);
        assertEquals(Points.of(4), noG.duels().get(0).british(), "3 + K's 1, no Cumberland bonus without G");
    }

    @Test
    void puntaDelEsteMakesGermanFivesCountFour() {
        Battle.Result r =
                Battle.ofValues(rules, with("G").withPuntaDelEste(), List.of(5, 5, 5, 5, 5), List.of(4, 4, 4, 4, 4));
        assertEquals(0, r.germanHits() + r.britishHits());
        assertEquals(Side.BRITISH, r.winner());
    }

    @Test
    void handsMustMatchTheDuels() {
        assertThrows(
                IllegalArgumentException.class,
                () -> Battle.ofValues(rules, with("G"), List.of(1, 2, 3), List.of(1, 2, 3)));
    }
}
