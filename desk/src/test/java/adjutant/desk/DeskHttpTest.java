package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The desk's safety over plain HTTP (no browser needed): headers, CSRF, Host, ids, upload limits, error pages. */
class DeskHttpTest {
    @TempDir
    static Path temp;

    private static final StringWriter LOG = new StringWriter();
    private static final HttpClient HTTP = DeskSession.HTTP;
    private static DeskSession session;
    private static Desk desk;
    private static String token;

    @BeforeAll
    static void start() throws Exception {
        session = DeskSession.start(Games.home(), temp.resolve("games"), LOG);
        desk = session.desk;
        token = session.token;
        Matcher m = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"").matcher(session.index.body());
        assertTrue(m.find());
        assertEquals(token, m.group(1), "the form repeats the cookie's token");
        assertEquals(303, post("/games", "name=club&_csrf=" + token, token).statusCode());
    }

    @AfterAll
    static void stop() {
        session.close();
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return session.get(path);
    }

    private static HttpResponse<String> post(String path, String form, String cookie)
            throws IOException, InterruptedException {
        return session.post(path, form, cookie);
    }

    static String origin() {
        return session.origin();
    }

    private static HttpResponse<String> upload(String path, String field, String fileName, byte[] content)
            throws IOException, InterruptedException {
        return upload(path, field, List.of(Map.entry(fileName, content)));
    }

    private static HttpResponse<String> upload(String path, String field, List<Map.Entry<String, byte[]>> files)
            throws IOException, InterruptedException {
        return upload(path, field, files, "en");
    }

    /** A multipart form with the token, the turn and each file as {@code field}, from a browser asking for {@code lang}. */
    private static HttpResponse<String> upload(
            String path, String field, List<Map.Entry<String, byte[]>> files, String lang)
            throws IOException, InterruptedException {
        String boundary = "----desk" + System.nanoTime();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        StringBuilder head = new StringBuilder();
        head.append("--")
                .append(boundary)
                .append("\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n")
                .append(token)
                .append("\r\n");
        head.append("--")
                .append(boundary)
                .append("\r\nContent-Disposition: form-data; name=\"turn\"\r\n\r\n1901-spring-movement\r\n");
        body.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
        for (Map.Entry<String, byte[]> f : files) {
            body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + field + "\"; filename=\""
                            + f.getKey() + "\"\r\nContent-Type: application/octet-stream\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            body.writeBytes(f.getValue());
            body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
        }
        body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return session.multipart(path, boundary, body.toByteArray(), lang);
    }

    private static void noStackTrace(HttpResponse<String> r) {
        assertFalse(
                r.body().contains("Exception")
                        || r.body().contains("\tat ")
                        || r.body().contains("adjutant.desk."),
                r.body());
    }

    @Test
    void everyAnswerCarriesTheStrictPolicy() throws Exception {
        for (String path : List.of("/", "/games/club", "/static/desk.css", "/static/desk.js", "/no-such-page")) {
            HttpResponse<String> r = get(path);
            assertEquals(
                    Guard.CSP, r.headers().firstValue("content-security-policy").orElse(""), path);
            assertEquals(
                    "nosniff", r.headers().firstValue("x-content-type-options").orElse(""), path);
        }
        String page = get("/games/club").body();
        assertFalse(Pattern.compile("<script(?![^>]*\\bsrc=)").matcher(page).find(), "no inline script");
        assertFalse(page.contains(" style=\""), "no inline style (the policy would drop it)");
        assertFalse(page.contains("on" + "click="), "no inline handlers");
    }

    @Test
    void aFormWithoutItsTokenIsRefused() throws Exception {
        assertEquals(403, post("/games", "name=x1", null).statusCode());
        assertEquals(403, post("/games", "name=x2&_csrf=" + token, null).statusCode(), "token without its cookie");
        assertEquals(403, post("/games", "name=x3&_csrf=forged", token).statusCode());
        assertEquals(
                403,
                post("/games/club/adjudicate", "turn=1901-spring-movement", token)
                        .statusCode());
        assertFalse(Files.exists(temp.resolve("games/x1")) || Files.exists(temp.resolve("games/x3")));
        assertEquals(List.of("1901-spring-movement.yaml"), list(temp.resolve("games/club")));
    }

    /** A request naming another host (a rebound DNS name) is refused, even on loopback. */
    @Test
    void aForeignHostIsRefused() throws Exception {
        String answer = DeskSession.raw(
                "127.0.0.1", desk.port(), "GET / HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 403"), answer.lines().findFirst().orElse(""));
    }

    static Stream<String> badGameIds() {
        return Stream.of(
                "..",
                "%2e%2e",
                "Club",
                "-club",
                "club-",
                "a_b",
                "a.b",
                "x".repeat(41),
                "%2fetc",
                "club%00",
                "c%20lub",
                "%C3%A9");
    }

    /** No user word reaches a path unchecked: bad game ids are refused as pages and as new games, and nothing is written. */
    @ParameterizedTest
    @MethodSource("badGameIds")
    void aBadGameIdIsRefused(String id) throws Exception {
        HttpResponse<String> r = get("/games/" + id);
        assertTrue(r.statusCode() == 404 || r.statusCode() == 400, id + ": " + r.statusCode());
        noStackTrace(r);
        HttpResponse<String> created = post("/games", "name=" + id + "&_csrf=" + token, token);
        assertEquals(400, created.statusCode(), id);
        noStackTrace(created);
        List<String> games = list(temp.resolve("games"));
        assertTrue(games.stream().allMatch(g -> Ids.isGame(g) || g.equals(".locks")), games.toString());
        assertEquals(List.of("games"), list(temp), "nothing written beside the games folder");
    }

    @Test
    void badTurnsPowersAndFormatsAreNotFound() throws Exception {
        for (String path : List.of(
                "/games/club/turns/1901-winter-movement",
                "/games/club/turns/..%2f..%2fx/position.yaml",
                "/games/club/turns/1901-spring-movement/map.exe",
                "/games/club/turns/1902-spring-movement/position.yaml")) {
            HttpResponse<String> r = get(path);
            assertTrue(r.statusCode() == 404 || r.statusCode() == 400, path + ": " + r.statusCode());
            noStackTrace(r);
            assertTrue(
                    r.body().contains("<a href=\"/games/club\" id=\"back-to-game\">"),
                    "an error page of a game links back to it: " + r.body());
        }
        HttpResponse<String> r =
                post("/games/club/sheets/prussia", "turn=1901-spring-movement&text=x&_csrf=" + token, token);
        assertEquals(404, r.statusCode());
    }

    @Test
    void uploadsAreCheckedForSizeAndType() throws Exception {
        HttpResponse<String> big = upload(
                "/games/club/sheets/england",
                "file",
                "england.txt",
                "A".repeat(Upload.MAX_SHEET + 10).getBytes(StandardCharsets.UTF_8));
        assertEquals(400, big.statusCode());
        assertTrue(big.body().contains("at most 64 kB"), big.body());
        HttpResponse<String> exe = upload(
                "/games/club/sheets/england",
                "file",
                "orders.exe",
                "England Spring 1901\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(400, exe.statusCode());
        HttpResponse<String> binary = upload(
                "/games/club/sheets/england", "file", "england.txt", new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
        assertEquals(400, binary.statusCode());
        assertTrue(binary.body().contains("not UTF-8"), binary.body());
        HttpResponse<String> huge =
                upload("/games/club/sheets/england", "file", "england.txt", new byte[(int) Upload.MAX_REQUEST + 1000]);
        assertTrue(huge.statusCode() == 413 || huge.statusCode() == 400, "too large a request: " + huge.statusCode());
        HttpResponse<String> ok = upload(
                "/games/club/sheets/england",
                "file",
                "my sheet (1).txt",
                "England Spring 1901\nF Lon-Nth\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(303, ok.statusCode());
        assertEquals(List.of("england.txt"), list(temp.resolve("games/club/1901-spring-movement")));
        assertEquals(List.of("1901-spring-movement", "1901-spring-movement.yaml"), list(temp.resolve("games/club")));
        Path saved = temp.resolve("games/club/1901-spring-movement/england.txt");
        String before = Files.readString(saved);
        HttpResponse<String> empty = upload("/games/club/sheets/england", "file", "england.txt", new byte[0]);
        assertEquals(400, empty.statusCode(), "an empty file chosen is refused");
        assertTrue(empty.body().contains("england.txt is empty"), empty.body());
        assertEquals(before, Files.readString(saved), "and the saved sheet is kept");
        HttpResponse<String> germans = upload(
                "/games/club/sheets/england",
                "file",
                "germany.txt",
                "Germany Spring 1901\nA Ber-Kie\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(400, germans.statusCode());
        assertTrue(
                germans.body().contains("this sheet is Germany&#39;s")
                        || germans.body().contains("this sheet is Germany's"),
                germans.body());
    }

    /**
     * Deleting a saved sheet is its own confirmed action: an emptied box saved is refused (the
     * sheet kept), a deletion without the tick is refused, with it the sheet goes. A file chosen
     * while the box was edited (a page without its script sends both) is not taken over the box:
     * nothing is saved and the box's text comes back; a file with the box as shown is saved.
     */
    @Test
    void aSheetIsDeletedOnlyWhenConfirmedAndAnEditedBoxIsNotOverridden() throws Exception {
        assertEquals(303, post("/games", "name=deleting&_csrf=" + token, token).statusCode());
        String shown = "England Spring 1901\nF Lon - Nth\n";
        assertEquals(
                303,
                post("/games/deleting/sheets/england", form("turn", "1901-spring-movement", "text", shown), token)
                        .statusCode());
        Path saved = temp.resolve("games/deleting/1901-spring-movement/england.txt");
        HttpResponse<String> emptied =
                post("/games/deleting/sheets/england", form("turn", "1901-spring-movement", "text", "  \n"), token);
        assertEquals(400, emptied.statusCode());
        assertTrue(
                emptied.body().contains("The box is empty: nothing was saved, and the saved sheet is kept"),
                emptied.body());
        assertEquals(shown, Files.readString(saved));
        HttpResponse<String> unticked =
                post("/games/deleting/sheets/england/delete", form("turn", "1901-spring-movement"), token);
        assertEquals(400, unticked.statusCode());
        assertTrue(Files.exists(saved), "not deleted without the tick");
        // the page's box as shown, its fingerprint; then edited by hand and a file chosen as well
        String page = get("/games/deleting").body();
        Matcher m = Pattern.compile("name=\"shown\" value=\"([0-9a-f]+)\">\\s*<label for=\"text-england\"")
                .matcher(page);
        assertTrue(m.find(), "the box's fingerprint is in the form");
        String edited = "England Spring 1901\r\nF Lon - Eng\r\n";
        HttpResponse<String> both = multipart(
                "/games/deleting/sheets/england",
                Map.of("text", edited, "shown", m.group(1)),
                "england.txt",
                "England Spring 1901\nF Lon - Yor\n");
        assertEquals(400, both.statusCode());
        assertTrue(
                both.body().contains("The box was edited and a file was chosen too: nothing was saved"), both.body());
        assertTrue(both.body().contains("F Lon - Eng"), "the edited box comes back");
        assertEquals(shown, Files.readString(saved), "nothing saved");
        HttpResponse<String> file = multipart(
                "/games/deleting/sheets/england",
                Map.of("text", shown.replace("\n", "\r\n"), "shown", m.group(1)),
                "england.txt",
                "England Spring 1901\nF Lon - Yor\n");
        assertEquals(303, file.statusCode(), "the box as shown: the file is saved");
        assertEquals("England Spring 1901\nF Lon - Yor\n", Files.readString(saved));
        assertEquals(
                303,
                post(
                                "/games/deleting/sheets/england/delete",
                                form("turn", "1901-spring-movement", "confirm", "yes"),
                                token)
                        .statusCode());
        assertFalse(Files.exists(saved), "deleted once confirmed");
    }

    /**
     * A sheet of the largest size, every line an unknown name: it is read and judged whole, and the
     * page shows its first 200 lines and says how many more there are and how many of them were
     * not understood.
     */
    @Test
    void aSheetOfThousandsOfLinesShowsItsFirstLines() throws Exception {
        assertEquals(
                303, post("/games", "name=long-sheet&_csrf=" + token, token).statusCode());
        StringBuilder sheet = new StringBuilder("France Spring 1901\nA Par - Bur\n");
        int lines = 1;
        while (sheet.length() < Upload.MAX_SHEET - 60)
            sheet.append("A Qwzx")
                    .append(lines++)
                    .append(" - Vbnm")
                    .append(lines)
                    .append('\n');
        assertEquals(
                303,
                post(
                                "/games/long-sheet/sheets/france",
                                form("turn", "1901-spring-movement", "text", sheet.toString()),
                                token)
                        .statusCode());
        String page = get("/games/long-sheet").body();
        String france = page.substring(page.indexOf("<section class=\"sheet\" id=\"france\""));
        int rows = france.substring(0, france.indexOf("</section>")).split("<tr class=\"verdict", -1).length - 1;
        assertEquals(TurnChecks.ROWS_SHOWN, rows, "the sheet's first lines");
        int more = lines - TurnChecks.ROWS_SHOWN;
        assertTrue(
                page.contains("Only the first 200 lines are shown here; " + more + " more were read and judged (" + more
                        + " of them not understood)"),
                page);
    }

    /** A urlencoded form with the token. */
    private static String form(String... nameValue) {
        StringBuilder b = new StringBuilder("_csrf=" + token);
        for (int i = 0; i + 1 < nameValue.length; i += 2) {
            b.append('&')
                    .append(nameValue[i])
                    .append('=')
                    .append(URLEncoder.encode(nameValue[i + 1], StandardCharsets.UTF_8));
        }
        return b.toString();
    }

    /** A multipart form as the page sends it: the token, the turn, the fields and one file. */
    private static HttpResponse<String> multipart(
            String path, Map<String, String> fields, String fileName, String content)
            throws IOException, InterruptedException {
        String boundary = "----desk" + System.nanoTime();
        StringBuilder b = new StringBuilder();
        Map<String, String> all = new LinkedHashMap<>(Map.of("_csrf", token, "turn", "1901-spring-movement"));
        all.putAll(fields);
        all.forEach((k, v) -> b.append("--")
                .append(boundary)
                .append("\r\nContent-Disposition: form-data; name=\"")
                .append(k)
                .append("\"\r\n\r\n")
                .append(v)
                .append("\r\n"));
        b.append("--")
                .append(boundary)
                .append("\r\nContent-Disposition: form-data; name=\"file\"; filename=\"")
                .append(fileName)
                .append("\"\r\nContent-Type: text/plain\r\n\r\n")
                .append(content)
                .append("\r\n--")
                .append(boundary)
                .append("--\r\n");
        return session.multipart(path, boundary, b.toString());
    }

    @Test
    void aMalformedPositionFileIsShownAsTheCommandLineShowsIt() throws Exception {
        String boundary = "b" + System.nanoTime();
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n" + token + "\r\n--"
                + boundary
                + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nfrom-file\r\n--" + boundary
                + "\r\nContent-Disposition: form-data; name=\"position\"; filename=\"start.yaml\"\r\n\r\nseason: autumn\nyear: 1901\nphase: movement\n\r\n--"
                + boundary + "--\r\n";
        HttpResponse<String> r = session.multipart("/games", boundary, body);
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("start.yaml:1:9: "), r.body());
        noStackTrace(r);
        assertFalse(Files.exists(temp.resolve("games/from-file")));
        String early = body.replace("season: autumn\nyear: 1901", "season: spring\nyear: 999");
        HttpResponse<String> year = session.multipart("/games", boundary, early);
        assertEquals(400, year.statusCode(), year.body());
        assertTrue(
                year.body().contains("start.yaml: the year 999 is not taken; expected a year from 1000 to 9999"),
                year.body());
        assertFalse(Files.exists(temp.resolve("games/from-file")), "no game that could not be opened");
    }

    /** The examples of the kit check clean: The Hunt's game log uploaded, Port Arthur's score sheet pasted. */
    @Test
    void theExampleLogAndSheetAgreeWithTheRules() throws Exception {
        Path home = Path.of(System.getProperty("adjutant.home"));
        HttpResponse<String> hunt = upload(
                "/check/hunt",
                "file",
                "game-log.yaml",
                Files.readAllBytes(home.resolve("examples/hunt/game-log.yaml")));
        assertEquals(200, hunt.statusCode(), hunt.body());
        assertTrue(hunt.body().contains("class=\"summary agrees\""), hunt.body());
        String sheet = URLEncoder.encode(
                Files.readString(home.resolve("examples/port-arthur/score-sheet.yaml")), StandardCharsets.UTF_8);
        HttpResponse<String> pa = post("/check/port-arthur", "_csrf=" + token + "&text=" + sheet, token);
        assertEquals(200, pa.statusCode(), pa.body());
        assertTrue(pa.body().contains("class=\"summary agrees\""), pa.body());
        assertFalse(pa.body().contains("class=\"wrong\""));
    }

    /** The current phase's files: its position file as written, the board, the order sheets with the units printed. */
    @Test
    void downloadsOfAPhase() throws Exception {
        HttpResponse<String> pos = get("/games/club/turns/1901-spring-movement/position.yaml");
        assertEquals(200, pos.statusCode());
        assertEquals(Files.readString(temp.resolve("games/club/1901-spring-movement.yaml")), pos.body());
        assertTrue(pos.headers().firstValue("content-disposition").orElse("").contains("1901-spring-movement.yaml"));
        HttpResponse<String> svg = get("/games/club/turns/1901-spring-movement/map.svg");
        assertEquals(
                22,
                Pattern.compile("class=\"unit\"").matcher(svg.body()).results().count());
        HttpResponse<byte[]> pdf = HTTP.send(
                HttpRequest.newBuilder(
                                URI.create(desk.url() + "games/club/turns/1901-spring-movement/order-sheets.pdf"))
                        .build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, pdf.statusCode());
        assertEquals("%PDF", new String(pdf.body(), 0, 4, StandardCharsets.ISO_8859_1));
        assertEquals("application/pdf", pdf.headers().firstValue("content-type").orElse(""));
    }

    /**
     * A game started from a position file in a retreat phase: the dislodged French army's five
     * retreats are drawn, only France has a sheet to give, and its retreat is drawn once adjudicated.
     */
    @Test
    void aRetreatPhaseFromAPositionFile() throws Exception {
        String position =
                "season: spring\nyear: 1901\nphase: retreat\nunits:\n  germany:\n    - A bur\n    - A mun\ncentres:\n  france: [par]\n"
                        + "dislodged:\n  france:\n    - unit: A bur\n      attacker_from: ruh\n      retreats: [bel, gas, mar, par, pic]\n";
        String boundary = "b" + System.nanoTime();
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n" + token + "\r\n--"
                + boundary
                + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nretreat\r\n--" + boundary
                + "\r\nContent-Disposition: form-data; name=\"position\"; filename=\"retreat.yaml\"\r\n\r\n" + position
                + "\r\n--" + boundary + "--\r\n";
        HttpResponse<String> created = session.multipart("/games", boundary, body);
        assertEquals(303, created.statusCode(), created.body());
        String page = get("/games/retreat").body();
        assertEquals(
                5,
                Pattern.compile("class=\"retreat-option\"")
                        .matcher(page)
                        .results()
                        .count());
        assertTrue(page.contains("id=\"text-france\""));
        assertFalse(page.contains("id=\"text-germany\""), "Germany has nothing to order in this phase");
        assertTrue(
                page.contains("France Spring 1901 retreats"), "the sheet box starts with the header the reader takes");
        assertEquals(
                303,
                post(
                                "/games/retreat/sheets/france",
                                "_csrf=" + token
                                        + "&turn=1901-spring-retreat&text=France+Spring+1901+retreats%0AA+Bur-Pic%0A",
                                token)
                        .statusCode());
        assertEquals(
                303,
                post("/games/retreat/adjudicate", "_csrf=" + token + "&turn=1901-spring-retreat", token)
                        .statusCode());
        String turn = get("/games/retreat/turns/1901-spring-retreat").body();
        assertEquals(
                1,
                Pattern.compile("class=\"retreat succeeded\"")
                        .matcher(turn)
                        .results()
                        .count());
        assertTrue(Files.exists(temp.resolve("games/retreat/1901-fall-movement.yaml")));
    }

    /**
     * Two photographed scannable sheets uploaded at once: England's read without a question and
     * saved as its sheet; France's Paris row (two places marked) saved as a "# ?" line with its
     * crop, shown on the page, and holding back Adjudicate until the game master types the order.
     */
    @Test
    void scansAreReadShownAndAdjudicatedOnceTheQuestionIsAnswered() throws Exception {
        assertEquals(303, post("/games", "name=scanned&_csrf=" + token, token).statusCode());
        Path home = Path.of(System.getProperty("adjutant.home"));
        HttpResponse<String> r = upload(
                "/games/scanned/scans",
                "scans",
                List.of(
                        Map.entry(
                                "england-photo.jpg",
                                Files.readAllBytes(home.resolve("examples/diplomacy/scan/england-photo.jpg"))),
                        Map.entry(
                                "france-photo.jpg",
                                Files.readAllBytes(home.resolve("examples/diplomacy/scan/france-photo.jpg")))));
        assertEquals(303, r.statusCode(), r.body());
        Path turn = temp.resolve("games/scanned/1901-spring-movement");
        String england = Files.readString(turn.resolve("england.txt")),
                france = Files.readString(turn.resolve("france.txt"));
        assertTrue(
                england.startsWith("England Spring 1901\n")
                        && england.contains("F edi - nwg\n")
                        && !england.contains("# ?"),
                england);
        assertTrue(france.contains("F bre - mao\n") && france.contains("A mar H\n"), france);
        Matcher q = Pattern.compile("# \\? A Par: .*(Bur|Pic).*see scans/(france-p1-u-par\\.png)")
                .matcher(france);
        assertTrue(q.find(), france);
        assertTrue(
                Files.exists(turn.resolve("scans/" + q.group(2))) && Files.exists(turn.resolve("scans/france.json")));
        String page = get("/games/scanned").body();
        assertEquals(
                1,
                Pattern.compile("class=\"scan-row unsure\"")
                        .matcher(page)
                        .results()
                        .count(),
                page);
        assertEquals(
                5,
                Pattern.compile("class=\"scan-row sure\"")
                        .matcher(page)
                        .results()
                        .count(),
                "England's three rows and France's other two");
        assertTrue(page.contains("src=\"/games/scanned/turns/1901-spring-movement/scans/" + q.group(2) + "\""), page);
        HttpResponse<byte[]> crop = HTTP.send(
                HttpRequest.newBuilder(
                                URI.create(desk.url() + "games/scanned/turns/1901-spring-movement/scans/" + q.group(2)))
                        .build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, crop.statusCode());
        assertEquals("image/png", crop.headers().firstValue("content-type").orElse(""));
        HttpResponse<String> early =
                post("/games/scanned/adjudicate", "_csrf=" + token + "&turn=1901-spring-movement", token);
        assertEquals(400, early.statusCode());
        assertTrue(early.body().contains("france.txt:") && early.body().contains("A Par"), early.body());
        assertFalse(
                Files.exists(temp.resolve("games/scanned/1901-fall-movement.yaml")),
                "nothing adjudicated while a row is asked about");
        String answered = france.replaceAll("# \\? A Par:[^\n]*", "A par - bur");
        assertEquals(
                303,
                post(
                                "/games/scanned/sheets/france",
                                "_csrf=" + token + "&turn=1901-spring-movement&text="
                                        + URLEncoder.encode(answered, StandardCharsets.UTF_8),
                                token)
                        .statusCode());
        assertEquals(
                303,
                post("/games/scanned/adjudicate", "_csrf=" + token + "&turn=1901-spring-movement", token)
                        .statusCode());
        String next = Files.readString(temp.resolve("games/scanned/1901-fall-movement.yaml"));
        for (String unit : List.of("F nwg", "F nth", "A yor", "F mao", "A bur", "A mar"))
            assertTrue(next.contains(unit), unit + " in\n" + next);
    }

    /** Scans that cannot be read are refused with the file's name and why; nothing is saved. */
    @Test
    void badScansAreRefusedClearly() throws Exception {
        assertEquals(303, post("/games", "name=bad-scans&_csrf=" + token, token).statusCode());
        ByteArrayOutputStream blank = new ByteArrayOutputStream();
        ImageIO.write(new BufferedImage(600, 800, BufferedImage.TYPE_BYTE_GRAY), "png", blank);
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("orders.exe", "expected a scan as PDF, PNG or JPEG");
        expected.put("photo.png", "its content is not a PDF, PNG or JPEG file");
        expected.put("scan.pdf", "cannot read the scan");
        expected.put("empty.png", "no sheet code found");
        Map<String, byte[]> content = Map.of(
                "orders.exe",
                new byte[] {1, 2, 3},
                "photo.png",
                "England Spring 1901".getBytes(StandardCharsets.UTF_8),
                "scan.pdf",
                "%PDF-1.7\nnot really a PDF".getBytes(StandardCharsets.UTF_8),
                "empty.png",
                blank.toByteArray());
        for (Map.Entry<String, String> e : expected.entrySet()) {
            HttpResponse<String> r = upload("/games/bad-scans/scans", "scans", e.getKey(), content.get(e.getKey()));
            assertEquals(400, r.statusCode(), e.getKey());
            assertTrue(r.body().contains(e.getKey()) && r.body().contains(e.getValue()), e.getKey() + ": " + r.body());
            noStackTrace(r);
        }
        // the same refusals in Czech, for a browser asking for it
        Map<String, String> czech = Map.of(
                "orders.exe", "čekal se sken ve formátu PDF, PNG nebo JPEG",
                "scan.pdf", "sken nelze přečíst",
                "empty.png", "kód listu nenalezen");
        for (Map.Entry<String, String> e : czech.entrySet()) {
            HttpResponse<String> r = upload(
                    "/games/bad-scans/scans", "scans", List.of(Map.entry(e.getKey(), content.get(e.getKey()))), "cs");
            assertEquals(400, r.statusCode(), e.getKey());
            assertTrue(r.body().contains(e.getValue()), e.getKey() + ": " + r.body());
        }
        HttpResponse<String> big =
                upload("/games/bad-scans/scans", "scans", "big.jpg", new byte[(int) ScanUploads.MAX_FILE + 10]);
        assertEquals(400, big.statusCode());
        assertTrue(big.body().contains("at most 12 MB"), big.body());
        HttpResponse<String> none = upload("/games/bad-scans/scans", "scans", List.of());
        assertEquals(400, none.statusCode());
        noStackTrace(none);
        assertEquals(List.of("1901-spring-movement.yaml"), list(temp.resolve("games/bad-scans")));
    }

    private static List<String> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toCollection(ArrayList::new));
        }
    }
}
