package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.io.StringWriter;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games for fewer players on the desk over plain HTTP: a five-player game has no box for its
 * neutral powers; the two-player game runs from Spring 1914 to the coin toss, which the desk
 * asks for before the Fall 1914 adjustment, and Italy then gets a box of the winner's.
 */
class DeskFewerPlayersTest {
    @TempDir
    static Path temp;

    private static DeskSession session;

    @BeforeAll
    static void start() throws Exception {
        session = DeskSession.start(Games.home(), temp.resolve("games"), new StringWriter());
        assertTrue(
                session.index
                        .body()
                        .contains(
                                "<option value=\"two\">2 players, from 1914: England + France + Russia | Austria-Hungary + Germany + Turkey · neutral: Italy</option>"),
                session.index.body());
    }

    @AfterAll
    static void stop() {
        session.close();
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return session.get(path, "Accept-Language", "en");
    }

    private static HttpResponse<String> post(String path, String... nameValue)
            throws IOException, InterruptedException {
        return session.postFields(path, nameValue);
    }

    private static void playTurn(String game, String turn, String power, String sheet) throws Exception {
        assertEquals(
                303,
                post("/games/" + game + "/sheets/" + power, "turn", turn, "text", sheet)
                        .statusCode());
        HttpResponse<String> r = post("/games/" + game + "/adjudicate", "turn", turn);
        assertEquals(303, r.statusCode(), r.body());
    }

    @Test
    void fivePlayersHaveNoBoxForTheNeutralPowers() throws Exception {
        assertEquals(
                303,
                post("/games", "name", "five", "setup", "without-italy-germany").statusCode());
        String page = get("/games/five").body();
        assertTrue(page.contains("id=\"text-france\"") && page.contains("id=\"text-austria\""), page);
        assertFalse(
                page.contains("id=\"text-italy\"") || page.contains("id=\"text-germany\""),
                "no sheet for a neutral power");
        assertTrue(page.contains("Neutral, played by nobody: Italy, Germany."), page);
        playTurn("five", "1901-spring-movement", "france", "France Spring 1901\nA mar-pie\n");
        assertTrue(Files.exists(temp.resolve("games/five/1901-fall-movement.yaml")));
    }

    @Test
    void theTwoPlayerGameAsksForTheCoinToss() throws Exception {
        assertEquals(303, post("/games", "name", "two", "setup", "two").statusCode());
        String page = get("/games/two").body();
        assertTrue(page.contains("Spring 1914"), page);
        assertFalse(page.contains("id=\"text-italy\""));
        assertTrue(page.contains("<span class=\"player\">england-france-russia</span>"), page);
        playTurn("two", "1914-spring-movement", "france", "France Spring 1914\nA mar-pie\n");
        playTurn("two", "1914-fall-movement", "england", "England Fall 1914\nF lon-nth\n");
        page = get("/games/two").body();
        assertTrue(page.contains("id=\"toss\""), "the desk asks for the toss");
        HttpResponse<String> refused = post("/games/two/adjudicate", "turn", "1914-fall-adjustment");
        assertEquals(400, refused.statusCode());
        assertTrue(refused.body().contains("Record the coin toss first"), refused.body());
        assertEquals(
                400,
                post("/games/two/toss", "turn", "1914-fall-adjustment", "winner", "nobody")
                        .statusCode());
        assertEquals(
                303,
                post("/games/two/toss", "turn", "1914-fall-adjustment", "winner", "austria-germany-turkey")
                        .statusCode());
        assertTrue(Files.readString(temp.resolve("games/two/1914-fall-adjustment.yaml"))
                .contains("winner: austria-germany-turkey"));
        assertEquals(
                303,
                post("/games/two/adjudicate", "turn", "1914-fall-adjustment").statusCode());
        page = get("/games/two").body();
        Matcher m =
                Pattern.compile("<h3 id=\"h-italy\">.*?</h3>", Pattern.DOTALL).matcher(page);
        assertTrue(m.find(), "Italy has a box in Spring 1915");
        assertTrue(m.group().contains("austria-germany-turkey"), m.group());
    }
}
