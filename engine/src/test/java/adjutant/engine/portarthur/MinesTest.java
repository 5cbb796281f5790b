package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MinesTest {
    private static final PortArthurGame GAME = PortArthurDataTest.GAME;

    private static Squadron squadron(ShipState... ships) {
        return new Squadron(ships[0].ship().side(), List.of(ships));
    }

    private static ShipState intact(String id) {
        return ShipState.intact(GAME.requireShip(id));
    }

    private static ShipState damaged(String id) {
        return ShipState.damaged(GAME.requireShip(id));
    }

    @Test
    void rulebookExampleSpeedFourRollFiveOneShipStrikes() {
        assertEquals(1, Mines.struck(5, 4));
        assertEquals(0, Mines.struck(4, 4));
    }

    @Test
    void minesLieOnlyUnderTheBlockade() {
        assertTrue(Mines.active(GAME, true));
        assertFalse(Mines.active(GAME, false));
    }

    @Test
    void aDamagedShipSinksAnIntactOneSinksOnlyWhenTheDieBeatsItsDefence() {
        assertTrue(Mines.sinks(damaged("poltava"), null));
        // Poltava's damaged defence is 3: 4 sinks it, 3 does not.
        assertTrue(Mines.sinks(intact("poltava"), 4));
        assertFalse(Mines.sinks(intact("poltava"), 3));
    }

    @Test
    void theOwnerChoosesWhichShipsStrike() {
        Squadron s = squadron(intact("poltava"), intact("sevastopol"), damaged("diana")); // speed 4
        Mines.MineOutcome o = Mines.resolve(s, 6, List.of("diana", "poltava"), Map.of("poltava", 2));
        assertEquals(List.of(), o.faults());
        assertEquals(List.of("diana"), o.sunk());
        assertEquals(2, o.survivors().size());
        assertTrue(o.survivors().get(0).damaged()); // Poltava survived, damaged

        assertEquals(
                List.of(new FleetFault.WrongNumberChosen(2, 1)),
                Mines.resolve(s, 6, List.of("diana"), Map.of()).faults());
        assertEquals(
                List.of(new FleetFault.SurvivalRollMissing("poltava")),
                Mines.resolve(s, 5, List.of("poltava"), Map.of()).faults());
    }
}
