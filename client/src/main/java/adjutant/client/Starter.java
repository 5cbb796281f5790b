package adjutant.client;

import java.io.File;
import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

/** Starts a command server in the background, detached from the caller's terminal and pipes. */
final class Starter {
    private Starter() {}

    /**
     * Starts the server for SOCKET with the jar; TELL: say so on stderr the first time (stderr is a
     * terminal). The server is started in its own session with its input from /dev/null and its
     * output to a log beside the socket, so that it holds no pipe of the caller open (a CI job
     * waiting for its output to end would otherwise hang).
     */
    static void start(Path home, Path jar, Path socket, boolean tell) throws IOException {
        Path dir = socket.getParent();
        if (!Files.exists(dir)) Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        String problem = SocketFolder.problem(dir);
        if (problem != null) {
            if (tell) System.err.println("adjutant: no background server (commands run directly): " + problem);
            return;
        }
        String base = socket.getFileName().toString().replace(".sock", "");
        // Only the quick compiler (C1), as for a direct run: with the optimising one (C2) the server spent
        // 0.81 s of CPU on a 2,000-case DATC run, mostly compiling, against 0.13 s with C1 (README,
        // Benchmarks). The default heap bound of a direct run; the heap shrinks back between commands.
        List<String> cmd = new ArrayList<>(List.of("setsid", "-f", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xms16m", "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30"));
        Path jsa = jar.resolveSibling("adjutant.jsa");
        if (Files.isRegularFile(jsa)) cmd.addAll(List.of("-XX:SharedArchiveFile=" + jsa, "-Xlog:cds=off", "-Xlog:cds+dynamic=off"));
        cmd.addAll(List.of("-Djava.awt.headless=true", "-Dadjutant.home=" + home, "-cp", jar.toString(), "adjutant.cli.CommandServer",
                socket.toString(), jar.toString()));
        File log = dir.resolve(base + ".log").toFile();
        try {
            new ProcessBuilder(cmd).redirectInput(new File("/dev/null")).redirectOutput(Redirect.appendTo(log))
                    .redirectError(Redirect.appendTo(log)).start().waitFor(); // setsid -f returns once the server is forked off
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Path told = dir.resolve("told");
        if (tell && !Files.exists(told)) {
            System.err.println("adjutant: started a background server that runs short commands quicker; it stops after 15 minutes"
                    + " without a command. Stop it: ./adjutant server stop; never use one: ADJUTANT_SERVER=off");
            Files.createFile(told);
        }
    }
}
