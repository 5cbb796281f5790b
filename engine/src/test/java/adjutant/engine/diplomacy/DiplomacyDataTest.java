package adjutant.engine.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DiplomacyDataTest {
    @Test
    void realDataLoadsWithoutProblems() {
        Problems p = new Problems();
        DiplomacyGame g = (DiplomacyGame) Games.load(Games.home(), "diplomacy", p);
        assertEquals("", p.sorted().stream().map(Object::toString).reduce("", (a, b) -> a + b + "\n"));
        Map<String, Integer> s = g.summary();
        assertEquals(75, s.get("provinces"));
        assertEquals(34, s.get("supply centres"));
        assertEquals(22, s.get("starting units"));
        assertEquals(111, s.get("army adjacencies"));
        assertEquals(141, s.get("fleet adjacencies"));
    }
}
