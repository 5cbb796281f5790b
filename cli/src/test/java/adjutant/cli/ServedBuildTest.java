package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.client.Client;
import adjutant.client.ServerKey;
import adjutant.client.Wire;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds run by a build server (docs/performance.md, "Kit build"): the files and report of a direct build,
 * the output as it comes, a second build meanwhile run directly, and a client that goes away
 * stopping the build with every file whole.
 */
class ServedBuildTest {
    @TempDir
    static Path tmp;

    static TestServer server;
    static Path socket;

    @BeforeAll
    static void startServer() throws Exception {
        server = TestServer.start(tmp, true);
        socket = server.socket();
    }

    @AfterAll
    static void stopServer() throws Exception {
        server.stop();
    }

    record Run(int code, String out, String err) {}

    static Run served(boolean console, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Client.stream(socket, keyOf(), args, console, out, err);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String keyOf() {
        try {
            return ServerKey.text(server.jar());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String[] build(Path out, String... more) {
        return Stream.concat(Stream.of("build", "hunt", "--out", out.toString()), Stream.of(more))
                .toArray(String[]::new);
    }

    /**
     * The report's lines in order (files are made on two threads, in either order), without the output folder, the
     * seconds taken and the sizes: a process that built before keeps figures as painted (ProcessMemo), which may
     * store a figure's PDF objects in a different order and size (59 against 60 kB seen) for the same pages.
     */
    static List<String> report(String out, Path folder) {
        return out.replace(folder.toString(), "OUT")
                .replaceAll("in \\d+\\.\\d s", "in T s")
                .replaceAll("\\d+ kB\\)", "N kB)") // "(2 pages, 60 kB)": sizes may differ warm and cold
                .replaceAll("\\d+\\.\\d MB", "N MB")
                .lines()
                .sorted()
                .toList();
    }

    static List<String> files(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString())
                    .filter(n -> !n.startsWith(".adjutant-cache"))
                    .sorted()
                    .toList();
        }
    }

    @Test
    void aServedBuildMakesAndSaysWhatADirectBuildDoes() throws IOException {
        Path a = tmp.resolve("direct");
        Path b = tmp.resolve("served");
        CliRun direct = CliRun.of(build(a, "--lang", "en", "--no-rulebook"));
        Run served = served(false, build(b, "--lang", "en", "--no-rulebook"));
        assertEquals(0, direct.code(), direct.err());
        assertEquals(direct.code(), served.code(), served.err());
        assertEquals(report(direct.out(), a), report(served.out(), b));
        assertEquals(direct.err(), served.err());
        assertEquals(files(a), files(b));
        Run again = served(false, build(b, "--lang", "en", "--no-rulebook"));
        assertTrue(again.out().contains("up to date"), again.out());
    }

    @Test
    void aTerminalGetsTheProgressBarAsTheBuildGoes() {
        Run r = served(true, build(tmp.resolve("bar"), "--lang", "en", "--no-rulebook", "--no-preview"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Building"), "the bar: " + r.out());
        assertFalse(r.out().contains("  wrote "), "no line per file under the bar");
    }

    @Test
    void aSecondBuildMeanwhileIsRunDirectlyAndAClientThatGoesAwayStopsTheBuild() throws Exception {
        Path out = tmp.resolve("stopped");
        String served = Client.ask(socket, Wire.STATUS);
        try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            DataOutputStream w = new DataOutputStream(Channels.newOutputStream(ch));
            w.writeInt(Wire.MAGIC);
            w.writeInt(Wire.RUN);
            Wire.writeString(w, keyOf());
            w.writeInt(0);
            String[] args = build(out);
            w.writeInt(args.length);
            for (String a : args) Wire.writeString(w, a);
            w.flush();
            DataInputStream in = new DataInputStream(Channels.newInputStream(ch));
            String seen = "";
            while (!seen.contains("wrote ")) { // the build has begun writing files
                byte type = in.readByte();
                assertTrue(type == Wire.OUT || type == Wire.ERR, "a frame of output, not " + type);
                byte[] b = new byte[Wire.length(in)];
                in.readFully(b);
                seen += new String(b, StandardCharsets.UTF_8);
            }
            String status = Client.ask(socket, Wire.STATUS);
            assertTrue(status.contains("running: build hunt"), status);
            ByteArrayOutputStream none = new ByteArrayOutputStream();
            assertEquals(
                    Wire.NOT_SERVED,
                    Client.stream(socket, keyOf(), build(tmp.resolve("other")), false, none, none),
                    "refused while busy");
            assertEquals(0, none.size(), "having printed nothing");
        } // the client goes away
        for (int i = 0; i < 600 && Client.ask(socket, Wire.STATUS).contains("running:"); i++) Thread.sleep(100);
        assertFalse(Client.ask(socket, Wire.STATUS).contains("running:"), "the build stopped");
        for (String f : files(out)) {
            if (!f.endsWith(".pdf")) continue;
            try (PDDocument d = Loader.loadPDF(out.resolve(f).toFile())) {
                assertTrue(d.getNumberOfPages() > 0, f);
            }
        }
        Run rest = served(false, build(out));
        assertEquals(0, rest.code(), rest.err());
        assertFalse(rest.out().startsWith("Wrote 0 "), "the stopped build left files to make: " + rest.out());
        assertTrue(rest.out().contains("up to date"), "and kept what it had made whole: " + rest.out());
        assertFalse(served.equals(Client.ask(socket, Wire.STATUS)), "the server went on");
    }
}
