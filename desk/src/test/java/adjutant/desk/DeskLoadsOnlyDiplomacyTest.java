package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.StringWriter;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The desk's Diplomacy pages load and check Diplomacy alone: in a project whose Hunt and Port
 * Arthur data folders do not even parse, a game is created, its phase shown and a turn adjudicated.
 */
class DeskLoadsOnlyDiplomacyTest {
    @TempDir
    Path temp;

    @Test
    void brokenOtherGamesDoNotReachADiplomacyPage() throws Exception {
        Path real = Games.home(), home = temp.resolve("project");
        Files.createDirectories(home.resolve("data"));
        Files.createSymbolicLink(home.resolve("templates"), real.resolve("templates"));
        Files.createSymbolicLink(home.resolve("data/diplomacy"), real.resolve("data/diplomacy"));
        for (String other : new String[] {"hunt", "port-arthur"}) {
            Files.createDirectories(home.resolve("data").resolve(other));
            Files.writeString(home.resolve("data").resolve(other).resolve("game.yaml"), "id: [not closed\n");
        }
        try (DeskSession s = DeskSession.start(home, temp.resolve("games"), new StringWriter())) {
            assertEquals(303, s.postFields("/games", "name", "club").statusCode());
            assertEquals(
                    303,
                    s.postFields(
                                    "/games/club/sheets/france",
                                    "turn",
                                    "1901-spring-movement",
                                    "text",
                                    "France Spring 1901\nA par-bur\n")
                            .statusCode());
            HttpResponse<String> judged = s.postFields("/games/club/adjudicate", "turn", "1901-spring-movement");
            assertEquals(303, judged.statusCode(), judged.body());
            HttpResponse<String> page = s.get("/games/club/turns/1901-spring-movement");
            assertEquals(200, page.statusCode(), page.body());
            assertTrue(page.body().contains("<svg"), "the turn's map is drawn");
            assertTrue(Files.exists(temp.resolve("games/club/1901-fall-movement.yaml")));
        }
    }
}
