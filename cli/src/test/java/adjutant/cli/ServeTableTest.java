package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --table}, as the game masters' guide runs it: it prints its address, the game
 * master's link and that link as a QR code in half blocks, which a QR reader decodes back to the
 * very link, and the link opens the desk. Without --table, --host with a network address is refused.
 */
class ServeTableTest {
    @TempDir
    Path dir;

    @Test
    void printsTheLinkAndItsQrCode() throws Exception {
        StringWriter out = new StringWriter(), err = new StringWriter();
        // 127.0.0.2: an address other than 127.0.0.1 that every Linux machine has, standing for the network's
        Thread serve = new Thread(() -> Main.run(
                new String[] {"serve", "--table", "--host", "127.0.0.2", "--port", "0", "--games", dir.toString()},
                new PrintWriter(out, true),
                new PrintWriter(err, true)));
        serve.start();
        try {
            Instant until = Instant.now().plus(Duration.ofSeconds(120));
            while (!out.toString().contains("Players' links") && Instant.now().isBefore(until) && serve.isAlive())
                Thread.sleep(100);
            String printed = out.toString();
            assertTrue(printed.contains("Players' links"), printed + err);
            List<String> lines = printed.lines().toList();
            String url = lines.get(0).replace("Adjutant desk: ", "");
            assertTrue(url.matches("http://127\\.0\\.0\\.2:\\d+/"), url);
            String link = lines.stream()
                    .filter(l -> l.startsWith(url + "?k="))
                    .findFirst()
                    .orElseThrow();
            List<String> code = lines.stream()
                    .filter(l -> !l.isEmpty() && l.chars().allMatch(c -> c == '█' || c == '▀' || c == '▄' || c == ' '))
                    .toList();
            assertEquals(link, decode(code), "the terminal's QR code is the link");
            HttpClient http = HttpClient.newBuilder()
                    .followRedirects(HttpClient.Redirect.NEVER)
                    .build();
            assertEquals(
                    401,
                    http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString())
                            .statusCode());
            HttpResponse<String> open =
                    http.send(HttpRequest.newBuilder(URI.create(link)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(303, open.statusCode());
            assertTrue(open.headers().firstValue("set-cookie").orElse("").contains("HttpOnly"));
        } finally {
            ServeCommand.stopAll();
            serve.join(30_000);
        }
    }

    /** Reads half-block lines as a camera would see them: a light block character is a light module. */
    private static String decode(List<String> lines) throws Exception {
        int scale = 4, w = lines.get(0).length(), h = lines.size() * 2;
        int[] px = new int[w * scale * h * scale];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                char c = lines.get(y / 2).charAt(x);
                boolean light = c == '█' || (y % 2 == 0 ? c == '▀' : c == '▄');
                for (int dy = 0; dy < scale; dy++)
                    for (int dx = 0; dx < scale; dx++)
                        px[(y * scale + dy) * w * scale + x * scale + dx] = light ? 0xFFFFFF : 0;
            }
        }
        return new QRCodeReader()
                .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(w * scale, h * scale, px))))
                .getText();
    }

    @Test
    void theNetworkWithoutTableModeIsRefused() {
        CliRun r = CliRun.of("serve", "--host", "0.0.0.0", "--port", "0", "--games", dir.toString());
        assertEquals(2, r.code());
        assertEquals(
                "adjutant: --host 0.0.0.0 opens the desk to the network with no password: use --table, which asks every request for a secret link\n",
                r.err());
        r = CliRun.of("serve", "--new-key", "--port", "0", "--games", dir.toString());
        assertEquals(2, r.code());
    }
}
