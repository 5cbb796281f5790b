package adjutant.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Forged and malformed requests: a state-changing request comes from this desk's page with a token
 * this desk signed, as a form, with a declared length, or it changes nothing; every malformed one
 * is a 400 with the desk's security headers, the web server's own answers included.
 */
class DeskRequestTest {
    @TempDir
    static Path temp;

    static Desk desk, other;
    static String token, otherToken;
    static final StringWriter LOG = new StringWriter();
    static final HttpClient HTTP =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @BeforeAll
    static void start() throws Exception {
        desk = Desk.start(
                new DeskOptions(Games.home(), temp.resolve("games"), DeskOptions.LOOPBACK, 0),
                new PrintWriter(LOG, true));
        other = Desk.start(
                new DeskOptions(Games.home(), temp.resolve("other"), DeskOptions.LOOPBACK, 0),
                new PrintWriter(LOG, true));
        token = token(desk);
        otherToken = token(other);
        assertEquals(
                303,
                post(form("name=club", token, token), origin(), "application/x-www-form-urlencoded")
                        .statusCode(),
                LOG::toString);
    }

    @AfterAll
    static void stop() {
        desk.stop();
        other.stop();
    }

    static String token(Desk d) throws Exception {
        String page = HTTP.send(
                        HttpRequest.newBuilder(URI.create(d.url())).build(), HttpResponse.BodyHandlers.ofString())
                .body();
        Matcher m = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"").matcher(page);
        assertTrue(m.find());
        return m.group(1);
    }

    static String origin() {
        return desk.url().replaceAll("/$", "");
    }

    record Form(String body, String cookie) {}

    static Form form(String fields, String field, String cookie) {
        return new Form(fields + "&_csrf=" + field, cookie);
    }

    static HttpResponse<String> post(Form f, String origin, String type) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(desk.url() + "games"))
                .header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofString(f.body()));
        if (f.cookie() != null) b.header("Cookie", "desk_csrf=" + f.cookie());
        if (origin != null) b.header("Origin", origin);
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static void nothingMade() {
        assertEquals(
                List.of("club"),
                Arrays.stream(temp.resolve("games").toFile().list())
                        .filter(n -> !n.startsWith("."))
                        .sorted()
                        .toList());
    }

    @Test
    void aTokenThisDeskDidNotSignIsRefused() throws Exception {
        assertEquals(
                403,
                post(form("name=x1", "abcde", "abcde"), origin(), "application/x-www-form-urlencoded")
                        .statusCode(),
                "a pair of the attacker's choosing");
        assertEquals(
                403,
                post(form("name=x2", otherToken, otherToken), origin(), "application/x-www-form-urlencoded")
                        .statusCode(),
                "another desk's token");
        String forged = token.substring(0, token.indexOf('.')) + ".AAAA" + token.substring(token.indexOf('.') + 5);
        assertEquals(
                403,
                post(form("name=x3", forged, forged), origin(), "application/x-www-form-urlencoded")
                        .statusCode(),
                "a signature changed");
        nothingMade();
    }

    @Test
    void aRequestFromAnotherPageIsRefusedEvenWithAGoodToken() throws Exception {
        Form good = form("name=x4", token, token);
        assertEquals(
                403,
                post(good, "http://127.0.0.1:9999", "application/x-www-form-urlencoded")
                        .statusCode(),
                "a page on another port");
        assertEquals(
                403, post(good, "null", "application/x-www-form-urlencoded").statusCode(), "a sandboxed page");
        assertEquals(
                403,
                post(good, null, "application/x-www-form-urlencoded").statusCode(),
                "neither Origin nor Sec-Fetch-Site");
        HttpResponse<String> r = HTTP.send(
                HttpRequest.newBuilder(URI.create(desk.url() + "games"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header("Cookie", "desk_csrf=" + token)
                        .header("Origin", origin())
                        .header("Sec-Fetch-Site", "same-site")
                        .POST(HttpRequest.BodyPublishers.ofString(good.body()))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(403, r.statusCode(), "the browser says the page is another site's");
        assertEquals(
                415,
                post(good, origin(), "text/plain").statusCode(),
                "a text/plain body, which any page may send, is no form");
        nothingMade();
    }

    /** Sends raw bytes to the desk and returns its whole answer. */
    static String raw(String request) throws Exception {
        return DeskSession.raw("127.0.0.1", desk.port(), request);
    }

    static String head(String type, int length) {
        return "POST /games HTTP/1.1\r\nHost: 127.0.0.1:" + desk.port() + "\r\nOrigin: " + origin()
                + "\r\nCookie: desk_csrf=" + token + "\r\nConnection: close\r\nContent-Type: " + type
                + (length >= 0 ? "\r\nContent-Length: " + length : "") + "\r\n";
    }

    static void secured(String answer, int status) {
        String first = answer.lines().findFirst().orElse("");
        assertTrue(first.startsWith("HTTP/1.1 " + status), first + "\n" + answer);
        String headers =
                answer.substring(0, Math.max(0, answer.indexOf("\r\n\r\n"))).toLowerCase(Locale.ROOT);
        assertTrue(headers.contains("content-security-policy: " + Guard.CSP.toLowerCase(Locale.ROOT)), answer);
        assertTrue(headers.contains("x-content-type-options: nosniff"), answer);
        assertFalse(answer.contains("Exception") || answer.contains("\tat ") || answer.contains("jetty"), answer);
    }

    @Test
    void aChunkedBodyIsNotRead() throws Exception {
        StringBuilder chunks = new StringBuilder();
        String piece = "name=chunked&x=" + "a".repeat(60_000);
        for (int i = 0; i < 40; i++)
            chunks.append(Integer.toHexString(piece.length()))
                    .append("\r\n")
                    .append(piece)
                    .append("\r\n");
        chunks.append("0\r\n\r\n");
        String answer =
                raw(head("application/x-www-form-urlencoded", -1) + "Transfer-Encoding: chunked\r\n\r\n" + chunks);
        secured(answer, 411);
        nothingMade();
    }

    static final String B = "XyZ";

    /** Eight malformed multipart bodies, and a file name holding a NUL. */
    static Stream<String[]> malformed() {
        String field = "Content-Disposition: form-data; name=\"name\"\r\n\r\nm\r\n";
        return Stream.of(
                new String[] {
                    "no boundary in the type", "multipart/form-data", "--" + B + "\r\n" + field + "--" + B + "--\r\n"
                },
                new String[] {
                    "another boundary in the body",
                    "multipart/form-data; boundary=" + B,
                    "--Other\r\n" + field + "--Other--\r\n"
                },
                new String[] {"never closed", "multipart/form-data; boundary=" + B, "--" + B + "\r\n" + field},
                new String[] {
                    "no blank line after the part's headers",
                    "multipart/form-data; boundary=" + B,
                    "--" + B + "\r\nContent-Disposition: form-data; name=\"name\"\r\nm\r\n--" + B + "--\r\n"
                },
                new String[] {
                    "a part without Content-Disposition",
                    "multipart/form-data; boundary=" + B,
                    "--" + B + "\r\nContent-Type: text/plain\r\n\r\nm\r\n--" + B + "--\r\n"
                },
                new String[] {
                    "a broken header line",
                    "multipart/form-data; boundary=" + B,
                    "--" + B + "\r\n\u0001\u0002: \r\n\r\nm\r\n--" + B + "--\r\n"
                },
                new String[] {"an empty body", "multipart/form-data; boundary=" + B, ""},
                new String[] {
                    "garbage", "multipart/form-data; boundary=" + B, "\u0000\u00ff\u00fe garbage without any boundary"
                },
                new String[] {
                    "a NUL in a file name",
                    "multipart/form-data; boundary=" + B,
                    "--" + B + "\r\n" + field + "--" + B
                            + "\r\nContent-Disposition: form-data; name=\"position\"; filename=\"a\u0000b.yaml\"\r\n\r\nyear: 1901\r\n--"
                            + B + "--\r\n"
                });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void aMalformedFormIsA400WithTheDesksHeaders(String what, String type, String body) throws Exception {
        String withToken = body.isEmpty() || !body.contains(B + "\r\n")
                ? body
                : body.replaceFirst(
                        "--" + B + "\r\n",
                        "--" + B + "\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n" + token + "\r\n--" + B
                                + "\r\n");
        String answer = raw(head(type, withToken.getBytes(StandardCharsets.ISO_8859_1).length) + "\r\n" + withToken);
        secured(answer, 400);
        nothingMade();
        assertFalse(LOG.toString().contains("POST /games"), "no internal error logged: " + LOG);
    }

    /** A PNG that is only its header: WIDTH × HEIGHT pixels, as a reader sees it before decoding anything. */
    static byte[] pngHeader(int width, int height) {
        ByteBuffer ihdr = ByteBuffer.allocate(17)
                .put("IHDR".getBytes(StandardCharsets.US_ASCII))
                .putInt(width)
                .putInt(height)
                .put((byte) 8)
                .put((byte) 0)
                .put((byte) 0)
                .put((byte) 0)
                .put((byte) 0);
        CRC32 crc = new CRC32();
        crc.update(ihdr.array());
        return ByteBuffer.allocate(8 + 4 + 17 + 4)
                .put(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'})
                .putInt(13)
                .put(ihdr.array())
                .putInt((int) crc.getValue())
                .array();
    }

    @Test
    void theDecodedPixelsOfOneRequestAreBounded() throws Exception {
        StringBuilder body = new StringBuilder(
                "--" + B + "\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n" + token + "\r\n--" + B
                        + "\r\nContent-Disposition: form-data; name=\"turn\"\r\n\r\n1901-spring-movement\r\n");
        String png =
                new String(pngHeader(7000, 7000), StandardCharsets.ISO_8859_1); // 49 megapixels, as a large phone photo
        for (int i = 0; i < 5; i++) {
            body.append("--" + B + "\r\nContent-Disposition: form-data; name=\"scans\"; filename=\"photo" + i
                            + ".png\"\r\nContent-Type: image/png\r\n\r\n")
                    .append(png)
                    .append("\r\n");
        }
        body.append("--" + B + "--\r\n");
        long start = System.nanoTime();
        String answer = raw(head("multipart/form-data; boundary=" + B, body.length())
                        .replace("POST /games ", "POST /games/club/scans ")
                + "\r\n" + body);
        secured(answer, 400);
        assertTrue(answer.contains("more than " + ScanBudget.MAX_PIXELS / 1_000_000 + " megapixels"), answer);
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "refused from the headers, before any pixel is decoded");
        assertFalse(Files.exists(temp.resolve("games/club/1901-spring-movement")), "nothing kept");
    }

    @Test
    void theWebServersOwnErrorsCarryTheHeadersToo() throws Exception {
        secured(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header Line\r\nConnection: close\r\n\r\n"), 400);
        secured(
                raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(70_000)
                        + "\r\nConnection: close\r\n\r\n"),
                431);
    }
}
