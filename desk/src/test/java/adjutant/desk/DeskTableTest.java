package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Table mode over plain HTTP: every route of the desk (listed from the running app, not by hand)
 * asked with no key, a wrong key, a player's link and the game master's; what a player's link may
 * not do (adjudicate, see or change another power's orders, open an unadjudicated turn or another
 * game); the Host check on the network address; a player of several powers; a new key ending
 * every link.
 */
class DeskTableTest {
    @TempDir
    static Path temp;

    private static Desk desk;
    private static final HttpClient HTTP = DeskSession.HTTP;
    private static final String JUDGED = "1901-spring-movement", OPEN = "1901-fall-movement";
    private static Caller gm, england, france;

    /** An address on the network when this machine has one, else a loopback address other than 127.0.0.1 (treated as the network's). */
    static String address() {
        return LanAddress.find().orElse("127.0.0.2");
    }

    @BeforeAll
    static void start() throws Exception {
        desk = Desk.start(
                new DeskOptions(Games.home(), temp.resolve("games"), address(), 0, true, false),
                new PrintWriter(new StringWriter(), true));
        gm = Caller.of(desk, desk.gameMasterLink().orElseThrow());
        assertEquals(303, gm.post("/games", "name", "club").statusCode());
        assertEquals(303, gm.post("/games", "name", "other").statusCode());
        assertEquals(303, gm.post("/games/club/adjudicate", "turn", JUDGED).statusCode());
        england = Caller.of(desk, desk.playerLink("club", "england"));
        france = Caller.of(desk, desk.playerLink("club", "france"));
    }

    @AfterAll
    static void stop() {
        if (desk != null) desk.stop();
    }

    /** A browser holding one link: opens it once (the key becomes this desk's cookie), then asks with the cookie and the page's CSRF token. */
    record Caller(String base, String cookie, String csrf) {
        static Caller of(Desk desk, String link) throws Exception {
            HttpResponse<String> r =
                    HTTP.send(HttpRequest.newBuilder(URI.create(link)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(303, r.statusCode(), link);
            assertFalse(r.headers().firstValue("location").orElse("").contains("k="), "the key leaves the address bar");
            String set = r.headers().allValues("set-cookie").stream()
                    .filter(c -> c.startsWith("desk_table_"))
                    .findFirst()
                    .orElseThrow();
            assertTrue(set.contains("HttpOnly"), set);
            String cookie = set.substring(0, set.indexOf(';'));
            HttpResponse<String> page = HTTP.send(
                    HttpRequest.newBuilder(URI.create(desk.url()
                                    + r.headers()
                                            .firstValue("location")
                                            .orElseThrow()
                                            .substring(1)))
                            .header("Cookie", cookie)
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            Matcher m = Pattern.compile("desk_csrf=([^;]+)")
                    .matcher(String.join(";", page.headers().allValues("set-cookie")));
            return new Caller(desk.url(), cookie, m.find() ? m.group(1) : "");
        }

        HttpResponse<String> get(String path) throws IOException, InterruptedException {
            return send(HttpRequest.newBuilder(uri(path)).header("Accept-Language", "en"));
        }

        HttpResponse<String> post(String path, String... nameValue) throws IOException, InterruptedException {
            return send(HttpRequest.newBuilder(uri(path))
                    .header("Origin", base.replaceAll("/$", ""))
                    .header("Accept-Language", "en")
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(DeskSession.form(csrf, nameValue))));
        }

        private HttpResponse<String> send(HttpRequest.Builder b) throws IOException, InterruptedException {
            if (cookie != null) b.header("Cookie", cookie + (csrf.isEmpty() ? "" : "; desk_csrf=" + csrf));
            return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
        }

        private URI uri(String path) {
            return URI.create(base + path.substring(1));
        }
    }

    /** A route's pattern with its parameters filled: this game, England, the adjudicated turn. */
    private static String concrete(String pattern) {
        return pattern.replace("{game}", "club")
                .replace("{power}", "england")
                .replace("{turn}", JUDGED)
                .replace("{format}", "svg")
                .replace("{lang}", "en")
                .replace("{file}", "u-lon.png");
    }

    private static HttpResponse<String> ask(Caller c, String route) throws IOException, InterruptedException {
        String[] mp = route.split(" ", 2);
        String path = concrete(mp[1]);
        return mp[0].equals("GET") ? c.get(path) : c.post(path);
    }

    private static List<String> routes() {
        List<String> r = new ArrayList<>(desk.routes());
        r.add("GET /static/desk.css"); // the static files: not routes of the app, but behind the same gate
        r.add("GET /no-such-page");
        return r;
    }

    @Test
    void theRouteListIsTheApps() {
        List<String> r = desk.routes();
        assertTrue(r.size() >= 20, r.toString());
        for (String must : List.of(
                "POST /games/{game}/adjudicate",
                "GET /table",
                "POST /table/rotate",
                "GET /play/{game}",
                "POST /play/{game}/orders/{power}")) {
            assertTrue(r.contains(must), must + " in " + r);
        }
    }

    @Test
    void withoutAKeyEveryRouteIsRefused() throws Exception {
        Caller none = new Caller(desk.url(), null, "");
        for (String route : routes()) {
            assertEquals(401, ask(none, route).statusCode(), route + " with no key");
            HttpResponse<String> r =
                    ask(new Caller(desk.url(), "desk_table_" + desk.port() + "=" + "A".repeat(43), ""), route);
            assertEquals(401, r.statusCode(), route + " with a wrong key");
            assertEquals(
                    Guard.CSP,
                    r.headers().firstValue("content-security-policy").orElse(""),
                    "the refusal has the security headers");
            r = ask(new Caller(desk.url(), "desk_table_" + desk.port() + "=club.france." + "A".repeat(43), ""), route);
            assertEquals(401, r.statusCode(), route + " with a forged player's key");
        }
        assertEquals(
                401,
                HTTP.send(
                                HttpRequest.newBuilder(URI.create(desk.url() + "?k=" + "B".repeat(43)))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString())
                        .statusCode());
    }

    @Test
    void theGameMasterReachesEveryRoute() throws Exception {
        for (String route : routes()) {
            int s = ask(gm, route).statusCode();
            assertNotEquals(401, s, route);
            assertNotEquals(403, s, route);
            assertNotEquals(500, s, route);
        }
    }

    @Test
    void aPlayerReachesOnlyItsOwnRoutes() throws Exception {
        for (String route : routes()) {
            int s = ask(england, route).statusCode();
            boolean allowed = TableGate.PLAYER_ROUTES.contains(route)
                    || route.startsWith("GET /static/")
                    || route.equals("GET /no-such-page");
            if (allowed) {
                assertNotEquals(401, s, route);
                assertNotEquals(403, s, route);
                assertNotEquals(500, s, route);
            } else {
                assertEquals(403, s, route + " is the game master's");
            }
        }
    }

    @Test
    void aPlayerCannotAdjudicateNorReachAnotherGameOrAnOpenTurn() throws Exception {
        assertEquals(403, england.post("/games/club/adjudicate", "turn", OPEN).statusCode());
        assertFalse(Files.exists(temp.resolve("games/club/1901-fall-retreat.yaml"))
                || Files.exists(temp.resolve("games/club/1901-fall-adjustment.yaml")));
        assertEquals(403, england.get("/games/club").statusCode(), "the game master's page shows every power's sheet");
        assertEquals(403, england.get("/games/club/turns/" + OPEN).statusCode(), "the open turn");
        assertEquals(403, england.get("/games/club/turns/" + OPEN + "/map.svg").statusCode());
        assertEquals(403, england.get("/games/other/turns/" + JUDGED).statusCode(), "another game");
        assertEquals(403, england.get("/play/other").statusCode());
        assertEquals(200, england.get("/games/club/turns/" + JUDGED).statusCode(), "an adjudicated turn is shown");
        assertEquals(302, england.get("/").statusCode(), "the home page leads to the phone page");
        assertEquals(403, england.get("/table").statusCode());
        assertEquals(403, england.get("/games/club/table").statusCode());
        assertEquals(403, england.post("/table/rotate", "confirm", "yes").statusCode());
    }

    @Test
    void aPlayerSendsOnlyItsOwnOrdersAndSeesOnlyThem() throws Exception {
        HttpResponse<String> r = france.post(
                "/play/club/orders/france", "turn", OPEN, "mode", "text", "text", "France Fall 1901\nA Par - Bur\n");
        assertEquals(303, r.statusCode(), r.body());
        assertEquals(
                403,
                england.post(
                                "/play/club/orders/france",
                                "turn",
                                OPEN,
                                "mode",
                                "text",
                                "text",
                                "France Fall 1901\nA Par H\n")
                        .statusCode());
        assertEquals(
                "France Fall 1901\nA Par - Bur\n",
                Files.readString(temp.resolve("games/club/" + OPEN + "/france.txt")),
                "France's orders unchanged");
        // England's form: Liverpool to Yorkshire, London holds, Edinburgh to the Norwegian Sea
        r = england.post(
                "/play/club/orders/england",
                "turn",
                OPEN,
                "mode",
                "form",
                "u-lvp.kind",
                "u-lvp-k-move",
                "u-lvp.to",
                "u-lvp-t-yor",
                "u-lon.kind",
                "u-lon-k-hold",
                "u-edi.kind",
                "u-edi-k-move",
                "u-edi.to",
                "u-edi-t-nwg");
        assertEquals(303, r.statusCode(), r.body());
        assertEquals(
                List.of("A lvp - yor", "F edi - nwg", "F lon H"),
                Files.readAllLines(temp.resolve("games/club/" + OPEN + "/england.txt")).stream()
                        .skip(1)
                        .filter(l -> !l.isBlank())
                        .sorted()
                        .toList(),
                "the form's choices as order lines, under the sheet's header");
        String page = england.get("/play/club").body();
        assertTrue(page.contains("id=\"england\""), page);
        assertFalse(
                page.contains("id=\"france\"") || page.contains("A Par - Bur") || page.contains("Par - Bur"),
                "France's orders are not on England's phone");
        String gmPage = gm.get("/games/club/table").body();
        assertTrue(
                Pattern.compile(
                                "data-power=\"england\"><th[^<]*>.*?</th>\\s*<td>sent \\d\\d:\\d\\d:\\d\\d",
                                Pattern.DOTALL)
                        .matcher(gmPage)
                        .find(),
                gmPage);
        assertTrue(gmPage.contains("submission waiting\" data-power=\"italy\""), "Italy has not sent yet");
    }

    /** Every link on the pages a player sees leads where a player may go (none answers 401 or 403). */
    @Test
    void aPlayersPagesLinkOnlyWhereItMayGo() throws Exception {
        for (String page : List.of("/play/club", "/games/club/turns/" + JUDGED)) {
            String body = england.get(page).body();
            Matcher m = Pattern.compile("(?:href|action)=\"(/[^\"#]*)").matcher(body);
            int links = 0;
            while (m.find()) {
                String link = m.group(1).replace("&amp;", "&");
                int s = body.contains("action=\"" + m.group(1))
                        ? england.post(link).statusCode()
                        : england.get(link).statusCode();
                assertTrue(s != 401 && s != 403, page + " links to " + link + ": " + s);
                links++;
            }
            assertTrue(links >= 3, page + " has its links");
        }
    }

    @Test
    void aFormRowLeftHalfDoneIsExplainedNotGuessed() throws Exception {
        HttpResponse<String> r =
                england.post("/play/club/orders/england", "turn", OPEN, "mode", "form", "u-lvp.kind", "u-lvp-k-move");
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("A Lvp: Move marked without where to"), r.body());
        assertEquals(
                400,
                england.post(
                                "/play/club/orders/england",
                                "turn",
                                OPEN,
                                "mode",
                                "form",
                                "u-lvp.kind",
                                "u-lvp-k-move",
                                "u-lvp.to",
                                "u-lvp-t-mos")
                        .statusCode(),
                "a place not among the unit's choices");
    }

    @Test
    void theHostMustBeTheNetworkAddress() throws Exception {
        for (String host : List.of(
                "attacker.example:" + desk.port(),
                "127.0.0.1:" + desk.port(),
                address() + ":" + (desk.port() + 1),
                address())) {
            String answer = DeskSession.raw(
                    address(),
                    desk.port(),
                    "GET /table HTTP/1.1\r\nHost: " + host + "\r\nCookie: " + gm.cookie()
                            + "\r\nConnection: close\r\n\r\n");
            assertTrue(
                    answer.startsWith("HTTP/1.1 403"),
                    host + ": " + answer.lines().findFirst().orElse(""));
        }
    }

    @Test
    void keysAreLongRandomAndLinksSayNothingElse() {
        String k = desk.gameMasterLink().orElseThrow().replaceAll(".*\\?k=", "");
        assertTrue(Base64.getUrlDecoder().decode(k).length >= 16, "at least 128 bits");
        String p = desk.playerLink("club", "england").replaceAll(".*\\?k=", "");
        assertTrue(p.startsWith("club.england."));
        assertTrue(Base64.getUrlDecoder().decode(p.substring("club.england.".length())).length >= 16);
        assertNotEquals(desk.playerLink("club", "england"), desk.playerLink("other", "england"));
    }

    /** A game for four: Austria and France are one player's; that player's link opens both, and no other power. */
    @Test
    void aPlayerOfSeveralPowersHasThemAll() throws Exception {
        assertEquals(303, gm.post("/games", "name", "four", "setup", "four").statusCode());
        Caller af = Caller.of(desk, desk.playerLink("four", "austria-france"));
        String page = af.get("/play/four").body();
        assertTrue(page.contains("id=\"austria\"") && page.contains("id=\"france\""), page);
        assertFalse(page.contains("id=\"england\""));
        assertEquals(
                303,
                af.post(
                                "/play/four/orders/france",
                                "turn",
                                JUDGED,
                                "mode",
                                "text",
                                "text",
                                "France Spring 1901\nA Par - Bur\n")
                        .statusCode());
        assertEquals(
                303,
                af.post(
                                "/play/four/orders/austria",
                                "turn",
                                JUDGED,
                                "mode",
                                "text",
                                "text",
                                "Austria Spring 1901\nA Vie - Gal\n")
                        .statusCode());
        assertEquals(
                403,
                af.post(
                                "/play/four/orders/england",
                                "turn",
                                JUDGED,
                                "mode",
                                "text",
                                "text",
                                "England Spring 1901\nF Lon H\n")
                        .statusCode());
        String table = gm.get("/games/four/table").body();
        assertTrue(table.contains("Austria-Hungary + France"), table);
    }

    /** A new key: every link given out before, players' and the game master's, stops working; the browser that asked keeps access. */
    @Test
    void aNewKeyEndsEveryLink() throws Exception {
        Path games = temp.resolve("rotated");
        try (Desk d = Desk.start(
                new DeskOptions(Games.home(), games, address(), 0, true, false),
                new PrintWriter(new StringWriter(), true))) {
            Caller master = Caller.of(d, d.gameMasterLink().orElseThrow());
            HttpResponse<String> r = master.post("/games", "name", "g");
            assertEquals(303, r.statusCode());
            Caller player = Caller.of(d, d.playerLink("g", "italy"));
            assertEquals(200, player.get("/play/g").statusCode());
            Caller otherDevice = Caller.of(d, d.gameMasterLink().orElseThrow());
            r = master.post("/table/rotate", "confirm", "yes");
            assertEquals(303, r.statusCode(), r.body());
            String renewed = r.headers().allValues("set-cookie").stream()
                    .filter(c -> c.startsWith("desk_table_"))
                    .findFirst()
                    .orElseThrow();
            assertEquals(401, player.get("/play/g").statusCode(), "the player's old link");
            assertEquals(401, otherDevice.get("/").statusCode(), "the game master's old link");
            assertEquals(
                    200,
                    new Caller(d.url(), renewed.substring(0, renewed.indexOf(';')), master.csrf())
                            .get("/table")
                            .statusCode(),
                    "the browser that asked");
            assertEquals(
                    200, Caller.of(d, d.playerLink("g", "italy")).get("/play/g").statusCode(), "the new link");
            assertTrue(Files.readString(games.resolve(TableKeys.FILE)).strip().length() >= 43);
        }
        // the key is kept: a desk started again on the folder takes the links given out
        try (Desk d = Desk.start(
                new DeskOptions(Games.home(), games, address(), 0, true, false),
                new PrintWriter(new StringWriter(), true))) {
            String before = d.gameMasterLink().orElseThrow().replaceAll(".*\\?k=", "");
            try (Desk e = Desk.start(
                    new DeskOptions(Games.home(), games, address(), 0, true, true),
                    new PrintWriter(new StringWriter(), true))) {
                assertNotEquals(before, e.gameMasterLink().orElseThrow().replaceAll(".*\\?k=", ""), "--new-key");
            }
        }
    }

    @Test
    void loopbackModeHasNoTableRoutes() throws Exception {
        try (Desk d = Desk.start(
                new DeskOptions(Games.home(), temp.resolve("loop"), DeskOptions.LOOPBACK, 0),
                new PrintWriter(new StringWriter(), true))) {
            assertTrue(d.gameMasterLink().isEmpty());
            assertFalse(d.routes().contains("GET /table"));
            assertEquals(
                    200,
                    HTTP.send(HttpRequest.newBuilder(URI.create(d.url())).build(), HttpResponse.BodyHandlers.ofString())
                            .statusCode());
        }
        assertEquals(
                "listening on 0.0.0.0 opens the desk to the network: use --table (every request then needs a secret link)",
                org.junit.jupiter.api.Assertions.assertThrows(
                                IllegalArgumentException.class,
                                () -> Desk.start(
                                        new DeskOptions(Games.home(), temp.resolve("open"), "0.0.0.0", 0),
                                        new PrintWriter(new StringWriter(), true)))
                        .getMessage());
    }
}
