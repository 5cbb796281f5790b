package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.generator.diplomacy.TurnMaps;
import java.io.PrintWriter;
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
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game's files stay one consistent store under many hands: saves fired in parallel with an
 * adjudication, trial after trial (undoing each), never change a judged turn — its sheets, its
 * recorded verdicts, the position the game went on from and the verdicts its page shows agree.
 * {@code -Dadjutant.storeTrials=N} runs more trials (default 60, about 25 s).
 */
class DeskStoreTest {
    @TempDir
    static Path temp;

    static Desk desk;
    static String token;
    static final HttpClient HTTP =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    static final String TURN = "1901-spring-movement", NEXT = "1901-fall-movement";
    /** England's sheets the saves race with: each judged differently. */
    static final List<String> FIRST =
            List.of("F Edi - Nrg", "F Edi - Nth", "F Edi - Cly", "F Edi H", "F Edi - Yor", "F Edi S F Lon - Nth");

    @BeforeAll
    static void start() throws Exception {
        desk = Desk.start(
                new DeskOptions(Games.home(), temp.resolve("games"), DeskOptions.LOOPBACK, 0),
                new PrintWriter(LOG, true));
        HttpResponse<String> index =
                send(HttpRequest.newBuilder(URI.create(desk.url())).build());
        Matcher m = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"").matcher(index.body());
        assertTrue(m.find());
        token = m.group(1);
        cookie = index.headers().firstValue("set-cookie").orElseThrow().replaceAll(";.*$", "");
        assertEquals(303, post("/games", "name=race").statusCode());
    }

    static String cookie;
    static final StringWriter LOG = new StringWriter();

    @AfterAll
    static void stop() {
        desk.stop();
    }

    static HttpResponse<String> send(HttpRequest r) throws Exception {
        return HTTP.send(r, HttpResponse.BodyHandlers.ofString());
    }

    static HttpRequest postRequest(String path, String form) {
        return HttpRequest.newBuilder(URI.create(desk.url() + path.substring(1)))
                .header("Cookie", cookie)
                .header("Origin", desk.url().replaceAll("/$", ""))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form + "&_csrf=" + token))
                .build();
    }

    static HttpResponse<String> post(String path, String form) throws Exception {
        return send(postRequest(path, form));
    }

    static String sheet(int k) {
        return "England Spring 1901\n" + FIRST.get(k % FIRST.size()) + "\nF Lon - Eng\nA Lvp - Yor\n";
    }

    @Test
    void savesRacingAnAdjudicationNeverChangeTheJudgedTurn() throws Exception {
        int trials = Integer.getInteger("adjutant.storeTrials", 60);
        Path game = temp.resolve("games/race");
        DiplomacyGame dip = TurnMaps.open(Games.home()).game();
        GameStore store = new GameStore(temp.resolve("games"), dip.map());
        TurnChecks checks = new TurnChecks(dip, store);
        long start = System.nanoTime();
        int savedAfter = 0;
        for (int trial = 0; trial < trials; trial++) {
            List<CompletableFuture<HttpResponse<String>>> saves = new ArrayList<>();
            CompletableFuture<HttpResponse<String>> adjudication = null;
            for (int i = 0; i < 8; i++) {
                if (i == 4)
                    adjudication = HTTP.sendAsync(
                            postRequest("/games/race/adjudicate", "turn=" + TURN),
                            HttpResponse.BodyHandlers.ofString());
                String form = "turn=" + TURN + "&text=" + URLEncoder.encode(sheet(trial + i), StandardCharsets.UTF_8);
                saves.add(HTTP.sendAsync(
                        postRequest("/games/race/sheets/england", form), HttpResponse.BodyHandlers.ofString()));
            }
            assertEquals(
                    303, adjudication.get().statusCode(), adjudication.get().body());
            for (var s : saves) {
                int code = s.get().statusCode();
                assertTrue(
                        code == 303 || code == 400 && s.get().body().contains(TURN),
                        "saved, or refused as too late: " + code);
                if (code == 400) savedAfter++;
            }
            // the judged turn: its sheet, its record, the position the game went on from and its page agree
            assertEquals(List.of(TURN, NEXT), store.turns("race"));
            Path judged = game.resolve(TURN).resolve("judged");
            String sheet = Files.readString(game.resolve(TURN).resolve("england.txt"));
            assertEquals(
                    sheet,
                    Files.readString(judged.resolve("sheets/england.txt")),
                    "no save landed after the judgement");
            var report = checks.judge("race", TURN);
            assertEquals(
                    checks.json(report, checks.messages("en")),
                    Files.readString(judged.resolve("en.json")),
                    "the record is what the sheets give");
            Path fresh = temp.resolve("fresh.yaml");
            PositionFile.write(report.result().next(), dip.map(), fresh);
            assertEquals(
                    Files.readString(fresh),
                    Files.readString(game.resolve(NEXT + ".yaml")),
                    "the game goes on from what was judged");
            String page = send(HttpRequest.newBuilder(URI.create(desk.url() + "games/race/turns/" + TURN))
                            .header("Cookie", "desk_lang=en")
                            .build())
                    .body();
            String first = sheet.lines().skip(1).findFirst().orElseThrow();
            assertTrue(page.contains(first.replace(">", "&gt;")), "the page shows the judged order " + first);
            assertEquals(
                    303,
                    post("/games/race/undo", "turn=" + NEXT + "&confirm=yes").statusCode(),
                    LOG::toString);
            assertEquals(List.of(TURN), store.turns("race"));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("%d trials in %.1f s; %d saves refused as too late%n", trials, seconds, savedAfter);
        List<String> audit = Files.readAllLines(game.resolve("audit.log"));
        assertEquals(2 * trials, audit.size(), "every adjudication and undo in the audit log");
        assertTrue(audit.get(1).contains("undid the adjudication of " + TURN), audit.get(1));
    }
}
