package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MineOddsTest {
    @Test
    void aSquadronOfSpeedFourIsSafeOnFourFacesAndLosesOneOrTwoShipsOnTheOthers() {
        MineOdds m = MineOdds.of(4);
        assertEquals(new Chance(4, 6), m.exactly(0));
        assertEquals(new Chance(1, 6), m.exactly(1));
        assertEquals(new Chance(1, 6), m.exactly(2));
        assertEquals(new Chance(0, 6), m.exactly(3));
        assertEquals(0.5, m.expected(), 1e-12);
    }

    @Test
    void speedSixNeverStrikesAndSpeedOneStrikesUpToFive() {
        assertEquals(new Chance(6, 6), MineOdds.of(6).exactly(0));
        assertEquals(new Chance(1, 6), MineOdds.of(1).exactly(5));
        assertEquals(2.5, MineOdds.of(1).expected(), 1e-12);
    }

    @Test
    void anIntactShipSinksOnARollAboveItsDefence() {
        assertEquals(new Chance(3, 6), MineOdds.intactSinks(3));
        assertEquals(new Chance(5, 6), MineOdds.intactSinks(1));
    }
}
