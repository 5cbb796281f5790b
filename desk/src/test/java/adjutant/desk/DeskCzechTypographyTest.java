package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The desk's Czech pages are set as the printed kit is: in the visible text of its pages (the
 * games list, a game, the page of an error) no one-letter preposition or conjunction stands before a breaking
 * space, and no em dash; what a user typed (text areas, code) stays as typed.
 */
class DeskCzechTypographyTest {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private static final Pattern RAW = Pattern.compile("(?s)<(script|style|textarea|pre|code)\\b.*?</\\1>");
    private static final Pattern ONE_LETTER = Pattern.compile("(?<![\\p{L}\\p{N}\\-'’.])[vkszouaiVKSZOUAI] ");

    @Test
    void czechPagesBreakNoLineAfterAOneLetterWord(@TempDir Path temp) throws Exception {
        Desk desk = Desk.start(
                new DeskOptions(Games.home(), temp.resolve("games"), DeskOptions.LOOPBACK, 0),
                new PrintWriter(new StringWriter(), true));
        try {
            HttpResponse<String> index = get(desk, "");
            String token = index.headers()
                    .firstValue("set-cookie")
                    .map(c -> c.replaceAll("^desk_csrf=([^;]+);.*$", "$1"))
                    .orElseThrow();
            HttpResponse<String> made = HTTP.send(
                    HttpRequest.newBuilder(URI.create(desk.url() + "games"))
                            .header("Cookie", "desk_csrf=" + token)
                            .header("Origin", desk.url().replaceAll("/$", ""))
                            .header("Content-Type", "application/x-www-form-urlencoded")
                            .POST(HttpRequest.BodyPublishers.ofString("_csrf=" + token + "&name=klub&setup="
                                    + URLEncoder.encode("standard", StandardCharsets.UTF_8)))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(303, made.statusCode(), made.body());
            List<String> bad = new ArrayList<>();
            int pages = 0;
            for (String path : List.of("", "games/klub", "games/nikde")) {
                HttpResponse<String> r = get(desk, path);
                assertEquals(path.endsWith("nikde") ? 404 : 200, r.statusCode(), path);
                assertTrue(r.body().contains("lang=\"cs\""), path);
                pages++;
                String text = RAW.matcher(r.body())
                        .replaceAll(" ")
                        .replaceAll("<[^>]*>", "\n")
                        .replace("&nbsp;", "\u00a0");
                for (String line : text.split("\n")) {
                    Matcher m = ONE_LETTER.matcher(line);
                    if (m.find()) bad.add(path + ": «" + line.strip() + "»");
                    if (line.contains("\u2014")) bad.add(path + ": em dash in «" + line.strip() + "»");
                }
            }
            assertEquals(3, pages);
            assertTrue(bad.isEmpty(), bad.size() + " texts:\n" + String.join("\n", bad));
        } finally {
            desk.stop();
        }
    }

    private static HttpResponse<String> get(Desk desk, String path) throws Exception {
        return HTTP.send(
                HttpRequest.newBuilder(URI.create(desk.url() + path))
                        .header("Accept-Language", "cs")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
