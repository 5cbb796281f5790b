package adjutant.engine.hunt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The whole data/hunt folder loads clean, and the loader is found as a service. */
class HuntLoaderTest {
    @Test
    void wholeFolderLoadsWithoutProblems() {
        Problems problems = new Problems();
        HuntGame g = new HuntLoader().load(new GameFiles(Games.home(), "hunt", problems));
        List<String> shown = problems.sorted().stream().map(Problem::toString).toList();
        assertEquals(List.of(), shown);
        assertEquals("hunt", g.info().id());
        assertEquals("Štvanice", g.info().name("cs"));
        assertEquals("The Hunt", g.info().name("en"));
        assertEquals(List.of("german", "british"), g.info().sides());
        assertEquals(List.of("cs", "en"), g.info().languages());
        assertEquals(
                List.of("board", "cards", "counters", "secret-log", "player-aid", "rulebook"),
                g.info().components());
    }

    @Test
    void registeredAsServiceAndLoadsChecked() {
        assertTrue(Games.ids().contains("hunt"));
        HuntGame g = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
        assertEquals(36, g.summary().get("cards"));
        assertEquals(43, g.summary().get("hexes"));
        assertEquals(9, g.summary().get("merchant ships"));
        assertEquals(3, g.summary().get("forces"));
    }
}
