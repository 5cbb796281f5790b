package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.client.Client;
import adjutant.client.ServerKey;
import adjutant.client.SocketFolder;
import adjutant.client.Wire;
import adjutant.engine.Games;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * The background server gives what a direct run gives: a server JVM started as the client starts
 * one, on a socket in a private temporary folder, runs a generated set of invocations, each
 * compared with {@link Main#run} in this JVM (stdout, stderr, exit code).
 */
class CommandServerTest {
    @TempDir
    static Path tmp;

    static Path socket;
    static Path jar;
    static Process server;

    @BeforeAll
    static void startServer() throws Exception {
        TestServer t = TestServer.start(tmp, false);
        socket = t.socket();
        jar = t.jar();
        server = t.process();
        running = t;
    }

    static TestServer running;

    /** Waits until a server answers on the socket (its JVM takes a moment to start). */
    static void awaitServer(Path s) throws InterruptedException {
        for (int i = 0; i < 1200 && !Client.answers(s); i++) Thread.sleep(50);
        assertTrue(Client.answers(s), "a server answers on " + s);
    }

    @AfterAll
    static void stopServer() throws Exception {
        running.stop();
    }

    /** This JVM's class path and settings: the working folder and environment are inherited, so the key is this JVM's. */
    static ProcessBuilder serverProcess(Path socket, Path jar) {
        return serverProcess(socket, jar, tmp.resolve("server.log"));
    }

    static ProcessBuilder serverProcess(Path socket, Path jar, Path log) {
        return new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-XX:+UseSerialGC",
                        "-Djava.awt.headless=true",
                        "-Dadjutant.home=" + Games.home(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        CommandServer.class.getName(),
                        socket.toString(),
                        jar.toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
    }

    record Run(int code, String out, String err) {}

    static Run served(boolean console, String... args) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Client.run(socket, ServerKey.text(jar), args, console, out, err);
        return new Run(code, out.toString(Charset.defaultCharset()), err.toString(Charset.defaultCharset()));
    }

    static Run direct(String... args) {
        CliRun r = CliRun.of(args);
        return new Run(r.code(), r.out(), r.err());
    }

    /** Every command's --help (walked from the command tree), and commands that read files, fail or refuse flags. */
    static Stream<List<String>> invocations() {
        List<List<String>> all = new ArrayList<>();
        CommandLine top = new CommandLine(new Main());
        for (Class<?> c : Main.SUBCOMMANDS) top.addSubcommand(c);
        helps(top, new ArrayList<>(), all);
        String home = Games.home().toString();
        String datc = home + "/validator/src/test/resources/diplomacy/datc/datc_v2.4_06.txt";
        all.add(List.of("--version"));
        all.add(List.of("diplomacy", "datc", datc));
        // a path relative to the working folder (the cli module's, as for the server)
        all.add(List.of(
                "diplomacy",
                "datc",
                Path.of("").toAbsolutePath().relativize(Path.of(datc)).toString()));
        for (String lang : List.of("cs", "en")) {
            for (String format : List.of("text", "json")) {
                all.add(List.of(
                        "validate",
                        "diplomacy",
                        "--position",
                        home + "/examples/diplomacy/1901-spring-movement.yaml",
                        "--orders",
                        home + "/examples/diplomacy/spring-1901",
                        "--lang",
                        lang,
                        "--format",
                        format));
            }
            all.add(List.of(
                    "validate",
                    "port-arthur",
                    "--sheet",
                    home + "/examples/port-arthur/score-sheet.yaml",
                    "--lang",
                    lang));
            all.add(List.of("validate", "hunt", "--log", home + "/examples/hunt/game-log.yaml", "--lang", lang));
        }
        all.add(List.of("diplomacy", "datc", "--no-such-flag"));
        all.add(List.of("validate", "diplomacy", "--position", "no-such-file.yaml", "--orders", "no-such-folder"));
        all.add(List.of("diplomacy", "datc", home + "/no-such-file.txt"));
        all.add(List.of("diplomcy", "datc"));
        all.add(List.of());
        return all.stream();
    }

    private static void helps(CommandLine c, List<String> path, List<List<String>> all) {
        List<String> help = new ArrayList<>(path);
        help.add("--help");
        all.add(help);
        for (Map.Entry<String, CommandLine> sub : c.getSubcommands().entrySet()) {
            List<String> p = new ArrayList<>(path);
            p.add(sub.getKey());
            helps(sub.getValue(), p, all);
        }
    }

    @ParameterizedTest
    @MethodSource("invocations")
    void aServedCommandGivesWhatADirectRunGives(List<String> args) throws IOException {
        String[] a = args.toArray(new String[0]);
        Run direct = direct(a);
        Run served = served(false, a);
        if (!CommandServer.serves(a)) {
            assertEquals(Wire.NOT_SERVED, served.code(), args + " is run directly");
            assertEquals("", served.out() + served.err(), args + ": nothing printed when not served");
            return;
        }
        assertEquals(direct, served, String.join(" ", args));
    }

    @Test
    void theGeneratedSetCoversEveryKindOfOutcome() {
        List<Integer> codes = invocations()
                .filter(a -> CommandServer.serves(a.toArray(new String[0])))
                .map(a -> direct(a.toArray(new String[0])).code())
                .distinct()
                .sorted()
                .toList();
        assertEquals(List.of(0, 1, 2), codes, "success, a failed verdict and bad input all compared");
    }

    @Test
    void helpIsColouredOnlyWhenTheClientHasAConsole() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                System.getenv("NO_COLOR") == null, "NO_COLOR turns picocli's colours off even on a terminal");
        assertTrue(served(true, "diplomacy", "--help").out().contains("\u001b["), "a terminal gets picocli's colours");
        assertFalse(served(false, "diplomacy", "--help").out().contains("\u001b["));
        assertEquals(direct("diplomacy", "--help"), served(false, "diplomacy", "--help"), "and the next command none");
    }

    @Test
    void twoClientsAtOnceGetTheirOwnOutput() throws Exception {
        String datc = Games.home() + "/validator/src/test/resources/diplomacy/datc/datc_v2.4_06.txt";
        String[][] commands = {
            {"diplomacy", "datc", datc}, {"validate", "--help"}, {"diplomacy", "datc", "--no-such-flag"}, {"--version"}
        };
        List<CompletableFuture<Run>> runs = new ArrayList<>();
        for (int round = 0; round < 2; round++) {
            for (String[] c : commands) {
                runs.add(CompletableFuture.supplyAsync(() -> {
                    try {
                        return served(false, c);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }));
            }
        }
        for (int i = 0; i < runs.size(); i++)
            assertEquals(
                    direct(commands[i % commands.length]),
                    runs.get(i).get(),
                    String.join(" ", commands[i % commands.length]));
    }

    @Test
    void aRequestWithAnotherKeyIsNotRun() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String other = ServerKey.text(jar).replace("folder ", "folder /elsewhere");
        assertEquals(Wire.NOT_SERVED, Client.run(socket, other, new String[] {"--version"}, false, out, out));
        assertEquals(0, out.size());
    }

    @Test
    void aStaleSocketFallsBackToADirectRun() throws IOException {
        Path dir = Files.createDirectory(
                tmp.resolve("stale"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Path stale = dir.resolve("stale.sock");
        try (ServerSocketChannel s = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            s.bind(UnixDomainSocketAddress.of(stale)); // closed without removing the file, as a killed server leaves it
        }
        assertTrue(Files.exists(stale));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                Wire.NOT_SERVED, Client.run(stale, ServerKey.text(jar), new String[] {"--version"}, false, out, out));
        assertEquals(0, out.size(), "nothing printed");
    }

    @Test
    void anotherWorkingFolderOrEnvironmentGetsAnotherServer() throws IOException {
        Map<String, String> env = new HashMap<>(Map.of("LANG", "cs_CZ.UTF-8", "HOME", "/home/a", "PATH", "/usr/bin"));
        String key = ServerKey.text(jar, env, "/work/a", "/usr/lib/jvm/17");
        assertEquals(
                ServerKey.name(key),
                ServerKey.name(ServerKey.text(jar, new HashMap<>(env), "/work/a", "/usr/lib/jvm/17")),
                "same setting, same server");
        assertNotEquals(
                ServerKey.name(key),
                ServerKey.name(ServerKey.text(jar, env, "/work/b", "/usr/lib/jvm/17")),
                "working folder");
        assertNotEquals(key, ServerKey.text(jar, env, "/work/a", "/usr/lib/jvm/21"), "Java runtime");
        for (String name : List.of(
                "LANG",
                "LC_ALL",
                "LC_MESSAGES",
                "LANGUAGE",
                "ADJUTANT_HOME",
                "XDG_DATA_HOME",
                "HOME",
                "TMPDIR",
                "NO_COLOR",
                "TERM")) {
            Map<String, String> changed = new HashMap<>(env);
            changed.put(name, "other");
            assertNotEquals(
                    ServerKey.name(key),
                    ServerKey.name(ServerKey.text(jar, changed, "/work/a", "/usr/lib/jvm/17")),
                    name);
        }
        Map<String, String> unread = new HashMap<>(env);
        unread.put("PATH", "/opt/bin");
        unread.put("EDITOR", "vi");
        assertEquals(
                key,
                ServerKey.text(jar, unread, "/work/a", "/usr/lib/jvm/17"),
                "variables the program does not read share a server");
        Files.writeString(tmp.resolve("other.jar"), "another build");
        assertNotEquals(
                key, ServerKey.text(tmp.resolve("other.jar"), env, "/work/a", "/usr/lib/jvm/17"), "another jar");
    }

    @Test
    void aFolderOthersCanOpenIsRefused() throws Exception {
        Path open = Files.createDirectory(tmp.resolve("open"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertNotNull(SocketFolder.problem(open));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxr-x---"));
        assertNotNull(SocketFolder.problem(open), "group access too");
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwx------"));
        assertNull(SocketFolder.problem(open));
        Path link = Files.createSymbolicLink(tmp.resolve("link"), open);
        assertNotNull(SocketFolder.problem(link), "a symbolic link is not the user's folder");

        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path s = open.resolve("x.sock");
        Process p = serverProcess(s, jar).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(ExitCodes.BAD_INPUT, p.exitValue(), "the server refuses to start there");
        assertFalse(Files.exists(s));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                Wire.NOT_SERVED,
                Client.run(s, ServerKey.text(jar), new String[] {"--version"}, false, out, out),
                "and the client to use it");
    }

    @Test
    void statusNamesTheServer() throws IOException {
        String status = Client.ask(socket, Wire.STATUS);
        assertTrue(status.startsWith("pid " + server.pid() + ","), status);
        assertTrue(status.contains("folder " + Path.of("").toAbsolutePath()), status);
        assertEquals(
                server.pid() + "\n",
                Files.readString(
                        socket.resolveSibling(socket.getFileName().toString().replace(".sock", ".pid"))));
    }

    @Test
    void aStopOrAChangedJarEndsTheServerAndRemovesItsSocket() throws Exception {
        Path dir = Files.createDirectory(
                tmp.resolve("ending"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Path own = Files.writeString(tmp.resolve("own.jar"), "version 1");
        Path s = dir.resolve("a.sock");
        Process p = serverProcess(s, own).start();
        awaitServer(s);
        assertTrue(Client.ask(s, Wire.STOP).startsWith("stopped pid " + p.pid()));
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertFalse(Files.exists(s), "socket removed");
        assertFalse(Files.exists(dir.resolve("a.pid")), "pid file removed");

        p = serverProcess(s, own).start();
        awaitServer(s);
        String key = ServerKey.text(own);
        Files.writeString(own, "version 2, rebuilt");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                Wire.NOT_SERVED,
                Client.run(s, key, new String[] {"--version"}, false, out, out),
                "the old jar's server runs nothing");
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "and ends");
        assertFalse(Files.exists(s));
    }
}
