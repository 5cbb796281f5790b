package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.client.Client;
import adjutant.client.ServerKey;
import adjutant.client.Wire;
import adjutant.engine.Games;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A served command is a direct run in the client's folder or is not served at all, whatever
 * happens to that folder between runs: replaced by another of the same name, deleted, recreated.
 */
class ServedFolderTest {
    @TempDir
    Path tmp;

    static final String[] VALIDATE = {"validate", "diplomacy", "--position", "position.yaml", "--orders", "sheets"};

    /** A game folder: the example position and sheets, with one order made illegal when BAD (exit 1 instead of 0). */
    static Path game(Path at, boolean bad) throws IOException {
        Path ex = Games.home().resolve("examples/diplomacy");
        Files.createDirectories(at.resolve("sheets"));
        Files.copy(ex.resolve("1901-spring-movement.yaml"), at.resolve("position.yaml"));
        try (Stream<Path> s = Files.list(ex.resolve("spring-1901"))) {
            for (Path f : s.toList()) Files.copy(f, at.resolve("sheets").resolve(f.getFileName()));
        }
        if (bad)
            Files.writeString(
                    at.resolve("sheets/england.txt"), "England Spring 1901\nF Edi - Mos\nF Lon - Nth\nA Lvp - Yor\n");
        return at;
    }

    record Run(int code, String out, String err) {}

    /** The command run directly in a JVM of its own whose working folder is DIR. */
    static Run direct(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1",
                "-Djava.awt.headless=true",
                "-Dadjutant.home=" + Games.home(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName()));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile("direct", ".out"), err = Files.createTempFile("direct", ".err");
        Process p = new ProcessBuilder(cmd)
                .directory(dir.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** The command sent to the server on SOCKET as a client whose working folder is DIR sends it (its key computed now). */
    static Run served(Path socket, Path jar, Path dir, String... args) throws IOException {
        String key =
                ServerKey.text(jar, System.getenv(), ServerKey.workingFolder(dir), System.getProperty("java.home"));
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = Client.run(socket, key, args, false, out, err);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** A server whose working folder is DIR, as the client starts one from there. */
    static Process server(Path socket, Path jar, Path dir, String... jvm) throws IOException {
        ProcessBuilder b = CommandServerTest.serverProcess(socket, jar, socket.resolveSibling("test.log"))
                .directory(dir.toFile());
        b.command().addAll(1, List.of(jvm));
        return b.start();
    }

    Path sockets() throws IOException {
        return Files.createDirectory(
                tmp.resolve("sockets"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    }

    @Test
    void aReplacedDeletedOrRecreatedFolderIsNeverServedFromTheOldOne() throws Exception {
        Path jar = Files.writeString(tmp.resolve("stand-in.jar"), "jar");
        Path sockets = sockets();
        Path folder = game(tmp.resolve("game"), false);
        Path socket = sockets.resolve("a.sock");
        Process old = server(socket, jar, folder);
        CommandServerTest.awaitServer(socket);
        Run first = direct(folder, VALIDATE);
        assertEquals(0, first.code(), first.err());
        assertEquals(first, served(socket, jar, folder, VALIDATE), "served as a direct run");
        String oldKey =
                ServerKey.text(jar, System.getenv(), ServerKey.workingFolder(folder), System.getProperty("java.home"));

        // replaced: moved away, a new folder of the same name with other sheets
        Files.move(folder, tmp.resolve("game.old"));
        game(folder, true);
        Run replaced = direct(folder, VALIDATE);
        assertEquals(1, replaced.code(), "the new folder's sheets hold an illegal order");
        assertEquals(
                Wire.NOT_SERVED,
                served(socket, jar, folder, VALIDATE).code(),
                "the old folder's server runs nothing for the new folder");
        ByteArrayOutputStream none = new ByteArrayOutputStream();
        assertEquals(
                Wire.NOT_SERVED,
                Client.run(socket, oldKey, VALIDATE, false, none, none),
                "not even for a client that kept the old key");
        assertEquals(0, none.size());
        assertTrue(old.waitFor(30, TimeUnit.SECONDS), "and the server stops: it can never serve again");

        // a server of the new folder serves it; then the folder is deleted and recreated
        Process now = server(socket, jar, folder);
        CommandServerTest.awaitServer(socket);
        assertEquals(
                replaced,
                served(socket, jar, folder, VALIDATE),
                "the new folder's server gives the new folder's result");
        Tree.delete(folder);
        Tree.delete(tmp.resolve("game.old"));
        Files.createDirectory(folder);
        Run empty = direct(folder, VALIDATE);
        assertEquals(2, empty.code(), "no position in the recreated folder");
        assertEquals(
                Wire.NOT_SERVED,
                served(socket, jar, folder, VALIDATE).code(),
                "never 'file not found' from a deleted folder");
        game(folder, false);
        assertEquals(Wire.NOT_SERVED, served(socket, jar, folder, VALIDATE).code());
        assertEquals(first, direct(folder, VALIDATE));
        assertTrue(now.waitFor(30, TimeUnit.SECONDS), "the deleted folder's server stops");

        Process fresh = server(socket, jar, folder);
        CommandServerTest.awaitServer(socket);
        assertEquals(first, served(socket, jar, folder, VALIDATE), "a server of the recreated folder serves it");
        Client.ask(socket, Wire.STOP);
        assertTrue(fresh.waitFor(30, TimeUnit.SECONDS));
    }

    /** Deletes a folder tree. */
    static final class Tree {
        static void delete(Path dir) throws IOException {
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
            }
        }
    }
}
