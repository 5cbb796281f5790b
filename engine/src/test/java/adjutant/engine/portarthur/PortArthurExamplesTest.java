package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every worked example of the rulebook (seed 001), played on the shipped data. */
class PortArthurExamplesTest {
    private static final PortArthurGame GAME = PortArthurDataTest.GAME;

    private static Squadron squadron(Side side, String... ids) {
        return new Squadron(
                side,
                List.of(ids).stream()
                        .map(id -> ShipState.intact(GAME.requireShip(id)))
                        .toList());
    }

    private static Set<String> sortie(String port, boolean damaged, boolean blockade) {
        Tables t = GAME.tables();
        return Sortie.reach(GAME.map(), t.sortie(), t.dominance().blockade(), port, damaged, blockade);
    }

    // ---- movement examples -------------------------------------------------------------

    @Test
    void movement1aSlowJapaneseSquadronInTsushimaFailsOnFourOrMore() {
        Squadron s = squadron(Side.JAPAN, "chinen", "matsushima");
        assertEquals(3, s.speed());
        assertTrue(Movement.passes(3, s.speed()));
        for (int roll = 4; roll <= 6; roll++) assertFalse(Movement.passes(roll, s.speed()));
    }

    @Test
    void movement1bRussianSquadronOfSpeedFiveFailsOnASix() {
        Squadron s = squadron(Side.RUSSIA, "gromoboi", "bogatyr");
        assertEquals(5, s.speed());
        assertTrue(GAME.map().adjacent("sea-of-japan", "pacific-ocean"));
        assertTrue(Movement.passes(5, s.speed()));
        assertFalse(Movement.passes(6, s.speed()));
    }

    @Test
    void movement3AsamaAndYakumoMoveOnFiveWithFujiOnFour() {
        assertEquals(5, squadron(Side.JAPAN, "asama", "yakumo").speed());
        assertEquals(4, squadron(Side.JAPAN, "asama", "yakumo", "fuji").speed());
    }

    // ---- sortie examples ---------------------------------------------------------------

    @Test
    void sortie2aBlockadedPortArthurSquadronCannotReachTheEastChinaSea() {
        assertEquals(Set.of("yellow-sea"), sortie("port-arthur", false, true));
        assertTrue(sortie("port-arthur", false, false).contains("east-china-sea"));
    }

    @Test
    void sortie2bIntactJapaneseShipsReachTheYellowSea() {
        assertTrue(sortie("japan", false, true).contains("yellow-sea"));
    }

    @Test
    void sortie2cDamagedJapaneseShipsStopInTheEastChinaSea() {
        Set<String> reach = sortie("japan", true, false);
        assertFalse(reach.contains("yellow-sea"));
        assertTrue(reach.contains("east-china-sea"));
        assertEquals(
                Set.of("tsushima-strait", "pacific-ocean", "sea-of-japan", "philippine-sea", "east-china-sea"), reach);
    }

    // ---- the naval battle example ------------------------------------------------------

    @Test
    void battleExample() {
        Squadron japan = squadron(Side.JAPAN, "yakumo", "asama", "tokiwa", "izumo", "iwate", "kasuga", "nisshin");
        Squadron russia = squadron(Side.RUSSIA, "tsesarevich", "retvizan", "poltava", "diana", "sevastopol");
        assertEquals(5, japan.speed());
        assertEquals(28, japan.firepower());
        assertEquals(4, russia.speed());

        // Japan attacks; faster, it fires first (Japan holds the initiative, Russia cannot spend it).
        assertEquals(Side.JAPAN, BattleOrder.first(Side.JAPAN, japan.speed(), russia.speed(), Side.JAPAN, true));

        FireResult first = Fire.resolve(japan.firepower(), List.of(1, 1, 2, 4, 4, 5));
        assertEquals(6, first.regular());
        assertEquals(2, first.critical());

        // Criticals flip Tsesarevich and Retvizan; regular hits flip Poltava, Diana and Sevastopol (3)
        // and sink Poltava (its defence covers the other 3).
        assertEquals(3, GAME.requireShip("poltava").back().defence());
        Squadron hit = new Squadron(
                Side.RUSSIA,
                List.of(
                        ShipState.damaged(GAME.requireShip("tsesarevich")),
                                ShipState.damaged(GAME.requireShip("retvizan")),
                        ShipState.damaged(GAME.requireShip("diana")),
                                ShipState.damaged(GAME.requireShip("sevastopol"))));
        assertEquals(19, hit.firepower());

        FireResult second = Fire.resolve(hit.firepower(), List.of(4, 4, 5, 5, 5, 6));
        assertEquals(3, second.regular());
        assertEquals(0, second.critical());
        // Yakumo is flipped (1) and sunk (its defence 2): exactly the 3 hits.
        assertEquals(2, GAME.requireShip("yakumo").back().defence());
    }

    @Test
    void battleOrderOnEqualSpeedGoesToTheDefenderUnlessInitiativeIsSpent() {
        assertEquals(Side.RUSSIA, BattleOrder.firstByRule(Side.JAPAN, 4, 4));
        assertEquals(Side.JAPAN, BattleOrder.first(Side.JAPAN, 4, 4, Side.JAPAN, true));
        assertEquals(Side.RUSSIA, BattleOrder.first(Side.JAPAN, 4, 4, Side.JAPAN, false));
        assertEquals(Side.RUSSIA, BattleOrder.first(Side.JAPAN, 4, 4, Side.RUSSIA, true));
    }

    // ---- dominance examples ------------------------------------------------------------

    @Test
    void pacificGivesRussiaTwoAndJapanNothing() {
        DominanceRules r = GAME.tables().dominance();
        assertEquals(new DominanceScore(0, 2), Dominance.score(GAME.map(), r, Map.of("pacific-ocean", Side.RUSSIA)));
        assertEquals(new DominanceScore(0, 0), Dominance.score(GAME.map(), r, Map.of("pacific-ocean", Side.JAPAN)));
    }

    @Test
    void japanSixRussiaFourMovesTheMarkerTwoTowardJapan() {
        // Japan holds all three key areas (6); Russia the Sea of Japan (3) and the Philippine Sea (1).
        Map<String, Side> control = new HashMap<>();
        for (String key : GAME.tables().dominance().keyAreas()) control.put(key, Side.JAPAN);
        control.put("sea-of-japan", Side.RUSSIA);
        control.put("philippine-sea", Side.RUSSIA);
        DominanceScore score = Dominance.score(GAME.map(), GAME.tables().dominance(), control);
        assertEquals(new DominanceScore(6, 4), score);
        assertEquals(Side.JAPAN, score.ahead());
        assertEquals(2, score.difference());
        assertEquals(2, score.applyTo(GAME.dpTrack(), 0));
        assertEquals(Side.JAPAN, GAME.dpTrack().leader(2));
    }

    @Test
    void keyAreaBonusOneThreeSix() {
        DominanceRules r = GAME.tables().dominance();
        assertEquals(
                1,
                Dominance.score(GAME.map(), r, Map.of("yellow-sea", Side.RUSSIA))
                        .russia());
        assertEquals(
                3,
                Dominance.score(GAME.map(), r, Map.of("yellow-sea", Side.RUSSIA, "tsushima-strait", Side.RUSSIA))
                        .russia());
    }

    @Test
    void controlNeedsShipsOfOneSideOnly() {
        assertEquals(Side.JAPAN, Dominance.controller(Set.of(Side.JAPAN)));
        assertEquals(null, Dominance.controller(Set.of(Side.JAPAN, Side.RUSSIA)));
        assertEquals(null, Dominance.controller(Set.of()));
    }

    @Test
    void pointsBeyondFiveAreLost() {
        DpTrack t = GAME.dpTrack();
        assertEquals(5, t.move(4, Side.JAPAN, 3));
        assertEquals(-5, t.move(-4, Side.RUSSIA, 6));
        assertEquals(5, t.standing(-5, Side.RUSSIA));
        assertEquals(null, t.leader(0));
    }

    // ---- variant examples --------------------------------------------------------------

    @Test
    void minesSpeedFourRollFiveStrikesOneShip() {
        assertEquals(1, Movement.shipsStruckByMines(5, 4));
        assertEquals(0, Movement.shipsStruckByMines(4, 4));
    }

    @Test
    void torpedoAttackHalvesTheDieRoundingDown() {
        Tables.HiddenThreat h = GAME.tables().hiddenThreat();
        assertEquals(0, h.torpedoed(1));
        assertEquals(1, h.torpedoed(3));
        assertEquals(3, h.torpedoed(6));
    }

    // The Manchuria note (six armies never hold Port Arthur and S'-pching) is
    // PortArthurDataTest#sixArmiesNeverHoldPortArthurAndSpchingTogether.
}
