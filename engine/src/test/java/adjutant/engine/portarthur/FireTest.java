package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FireTest {
    @Test
    void battleExampleJapaneseFire() {
        FireResult r = Fire.resolve(28, List.of(1, 1, 2, 4, 4, 5));
        assertEquals(17, r.sum());
        assertTrue(r.withinFirepower());
        assertEquals(6, r.regular());
        assertEquals(2, r.critical());
    }

    @Test
    void battleExampleRussianFire() {
        FireResult r = Fire.resolve(19, List.of(4, 4, 5, 5, 5, 6));
        assertEquals(29, r.sum());
        assertFalse(r.withinFirepower());
        assertEquals(3, r.regular()); // 6 + 5 + 5 = 16 < 19; one more 5 would make 21
        assertEquals(0, r.critical());
    }

    @Test
    void aPairAndATripleMakeThreeCriticals() {
        assertEquals(3, Fire.resolve(36, List.of(1, 1, 2, 2, 2, 5)).critical());
    }

    @Test
    void aSumEqualToTheFirepowerIsWithin() {
        FireResult r = Fire.resolve(17, List.of(1, 1, 2, 4, 4, 5));
        assertTrue(r.withinFirepower());
        assertEquals(6, r.regular());
        assertEquals(2, r.critical());
    }

    @Test
    void overTheFirepowerTheRunningTotalMustStayStrictlyBelow() {
        // Sum 12 > 11. 6 < 11 hits; 6 + 5 = 11 is not below 11, so it stops ("not above" would give 2).
        assertEquals(1, Fire.resolve(11, List.of(6, 5, 1)).regular());
        // A single die equal to the firepower is never below it.
        assertEquals(0, Fire.resolve(6, List.of(6, 6)).regular());
        // Taken from the highest down, not the best subset: 5 < 6, then 5 + 5 = 10 stops, the 1 never counts.
        assertEquals(1, Fire.resolve(6, List.of(1, 5, 5)).regular());
    }

    @Test
    void overTheFirepowerNeverCritical() {
        FireResult r = Fire.resolve(10, List.of(3, 3, 3, 3));
        assertFalse(r.withinFirepower());
        assertEquals(3, r.regular());
        assertEquals(0, r.critical());
    }

    @Test
    void badDiceAreProgrammerErrors() {
        assertThrows(IllegalArgumentException.class, () -> Fire.resolve(10, List.of()));
        assertThrows(IllegalArgumentException.class, () -> Fire.resolve(10, List.of(7)));
        assertThrows(IllegalArgumentException.class, () -> Fire.resolve(10, List.of(0)));
    }
}
