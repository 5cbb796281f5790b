package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.client.Client;
import adjutant.client.ServerKey;
import adjutant.client.Wire;
import adjutant.engine.Games;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The user's socket folder: checked before any server in it is asked anything, kept clean, and holding few servers. */
class ServerFolderTest {
    @TempDir
    Path tmp;

    private Path jar() throws IOException {
        return Files.writeString(tmp.resolve("stand-in.jar"), "jar");
    }

    private Path folder(Path dir) throws IOException {
        return Files.createDirectories(
                dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    }

    /** {@code adjutant server ACTION} in a JVM of its own whose socket folder is under XDG. */
    private ServedFolderTest.Run serverCommand(Path xdg, String action) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1",
                "-Dadjutant.home=" + Games.home(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "server",
                action));
        ProcessBuilder b = new ProcessBuilder(cmd);
        b.environment().put("XDG_RUNTIME_DIR", xdg.toString());
        Path out = tmp.resolve("out"), err = tmp.resolve("err");
        Process p = b.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new ServedFolderTest.Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void statusAsksNoServerInAFolderOthersCanOpenAndShowsControlCharacters() throws Exception {
        Path xdg = folder(tmp.resolve("xdg"));
        Path dir =
                Files.createDirectory(xdg.resolve("adjutant-" + Files.getAttribute(Path.of("/proc/self"), "unix:uid")));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        AtomicInteger asked = new AtomicInteger();
        try (ServerSocketChannel fake = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            fake.bind(UnixDomainSocketAddress.of(dir.resolve("fake.sock")));
            Thread t = new Thread(() -> {
                while (true) {
                    try (SocketChannel c = fake.accept()) {
                        asked.incrementAndGet();
                        DataInputStream in = new DataInputStream(Channels.newInputStream(c));
                        in.readInt();
                        in.readInt();
                        DataOutputStream out = new DataOutputStream(Channels.newOutputStream(c));
                        out.writeByte(Wire.TEXT);
                        Wire.writeString(out, "pid 1, \u001b]0;owned\u0007\u001b[2J\u202eevil\u200b");
                        out.flush();
                    } catch (IOException closed) {
                        return;
                    }
                }
            });
            t.setDaemon(true);
            t.start();
            for (String action : List.of("status", "stop")) {
                ServedFolderTest.Run r = serverCommand(xdg, action);
                assertEquals(2, r.code(), r.out() + r.err());
                assertTrue(r.err().contains("open to others"), r.err());
                assertEquals(0, asked.get(), "no server in that folder asked");
            }
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
            ServedFolderTest.Run r = serverCommand(xdg, "status");
            assertEquals(0, r.code(), r.err());
            assertEquals(1, asked.get());
            assertTrue(r.out().contains("pid 1, <U+001B>]0;owned<U+0007><U+001B>[2J<U+202E>evil<U+200B>"), r.out());
            assertFalse(
                    r.out().chars().anyMatch(c -> c == 0x1b || c == 0x202e || c == 0x7),
                    "nothing acts on the terminal");
        }
    }

    @Test
    void aServerStartingRemovesWhatKilledServersLeftAndKeepsAtMostThree() throws Exception {
        Path dir = folder(tmp.resolve("sockets"));
        try (ServerSocketChannel s = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            s.bind(UnixDomainSocketAddress.of(
                    dir.resolve("dead.sock"))); // closed without removing the file, as kill -9 leaves it
        }
        List<Path> dead = new ArrayList<>(List.of(dir.resolve("dead.sock")));
        for (String f : List.of("dead.pid", "dead.log", "dead.lock"))
            dead.add(Files.writeString(dir.resolve(f), "12345\n"));
        for (Path f : dead) Files.setLastModifiedTime(f, FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        Path young =
                Files.writeString(dir.resolve("starting.log"), "a server starting: its log is there before its lock");

        Path jar = jar();
        List<Process> servers = new ArrayList<>();
        try {
            for (int i = 0; i < ServerFolder.MAX_LIVE + 1; i++) {
                Path s = dir.resolve("s" + i + ".sock");
                servers.add(ServedFolderTest.server(s, jar, Path.of("").toAbsolutePath()));
                CommandServerTest.awaitServer(s);
                if (i == 0) for (Path f : dead) assertFalse(Files.exists(f), f + " removed");
                Thread.sleep(20); // each server's last use a little later than the one before
            }
            assertTrue(Files.exists(young), "a file of a server that may be starting is left");
            assertTrue(servers.get(0).waitFor(30, TimeUnit.SECONDS), "the least recently used server stops");
            assertFalse(Files.exists(dir.resolve("s0.sock")), "and removes its socket");
            for (int i = 1; i <= ServerFolder.MAX_LIVE; i++)
                assertTrue(Client.answers(dir.resolve("s" + i + ".sock")), "s" + i + " goes on");
        } finally {
            for (int i = 0; i < servers.size(); i++) {
                if (servers.get(i).isAlive()) Client.ask(dir.resolve("s" + i + ".sock"), Wire.STOP);
                servers.get(i).waitFor(30, TimeUnit.SECONDS);
            }
        }
    }

    private static long rssKb(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("[^0-9]", ""));
        }
        throw new IOException("no VmRSS");
    }

    @Test
    void anIdleServerGivesItsHeapBack() throws Exception {
        Path dir = folder(tmp.resolve("sockets"));
        Path s = dir.resolve("idle.sock");
        Path jar = jar();
        Process p = ServedFolderTest.server(
                s, jar, Path.of("").toAbsolutePath(), "-Dadjutant.server.release=2", "-Xms32m", "-Xmx640m");
        try {
            CommandServerTest.awaitServer(s);
            var none = OutputStream.nullOutputStream();
            String[] build = {
                "build",
                "hunt",
                "--lang",
                "en",
                "--no-preview",
                "--no-rulebook",
                "--out",
                tmp.resolve("kit").toString()
            };
            assertEquals(0, Client.run(s, ServerKey.text(jar), build, false, none, none), "a small build, served");
            long busy = rssKb(p.pid());
            Path log = dir.resolve("test.log");
            for (int i = 0; i < 300 && !Files.readString(log).contains("heap released"); i++) Thread.sleep(50);
            assertTrue(Files.readString(log).contains("heap released"), Files.readString(log));
            long idle = rssKb(p.pid());
            String said = Files.readString(log);
            System.out.println("idle server RSS: " + busy / 1024 + " MB after a build, " + idle / 1024
                    + " MB once idle; " + said.strip());
            var m = Pattern.compile("(\\d+) MB committed before, (\\d+) MB after, (\\d+) MB of it live")
                    .matcher(said);
            assertTrue(m.find(), said);
            long before = Long.parseLong(m.group(1)),
                    after = Long.parseLong(m.group(2)),
                    live = Long.parseLong(m.group(3));
            assertTrue(
                    after < before && after <= 2 * live + 16, "the idle heap shrinks towards its live data: " + said);
            assertTrue(idle < busy, "and the process gives the memory back: " + busy + " kB, then " + idle + " kB");
        } finally {
            Client.ask(s, Wire.STOP);
            p.waitFor(30, TimeUnit.SECONDS);
        }
    }
}
