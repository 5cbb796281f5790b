package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every reason an action can be refused has its sentence in every language, with a place for each argument. */
class ReasonStringsTest {
    @Test
    void everyReasonIsTranslated() throws Exception {
        HuntGame g = TestGame.hunt();
        Class<?>[] kinds = Reason.class.getPermittedSubclasses();
        assertTrue(kinds.length >= 20);
        for (Class<?> k : kinds) {
            RecordComponent[] parts = k.getRecordComponents();
            Object[] args = new Object[parts.length];
            Class<?>[] types = new Class<?>[parts.length];
            for (int i = 0; i < parts.length; i++) {
                types[i] = parts[i].getType();
                args[i] = types[i] == int.class ? 1 : types[i] == Seaplane.class ? Seaplane.BROKEN : "x";
            }
            Reason r = (Reason) k.getDeclaredConstructor(types).newInstance(args);
            for (String lang : g.info().languages()) {
                String key = "reasons." + r.key();
                assertTrue(g.strings().has(lang, key), lang + " " + key);
                String text = g.strings().text(lang, key);
                for (int i = 0; i < r.args().size(); i++)
                    assertTrue(text.contains("{" + i + "}"), lang + " " + key + " lacks {" + i + "}");
                assertEquals(-1, text.indexOf("{" + r.args().size() + "}"), lang + " " + key);
            }
        }
    }

    @Test
    void keysAndArgumentsFollowTheRecords() {
        assertEquals("no-intelligence-bar", new Reason.NoIntelligenceBar("radar").key());
        assertEquals(List.of(4, 3), new Reason.NotEnoughOp(4, 3).args());
        assertEquals(List.of(), new Reason.StrategyUsed().args());
        assertEquals(List.of("G", Hex.label(17), Hex.label(15), 3, 2), new Reason.TooFar("G", 17, 15, 3, 2).args());
    }
}
