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
     * Starts the server for SOCKET with the jar, a build server when BUILD (the JVM settings of a
     * direct build); TELL: say so on stderr the first time (stderr is a terminal). False when no
     * server could be started (the socket folder is not safe to use). The server is started in its
     * own session with its input from /dev/null and its output to a log beside the socket, so that
     * it holds no pipe of the caller open (a CI job waiting for its output to end would otherwise hang).
     */
    static boolean start(Path home, Path jar, Path socket, boolean tell, boolean build) throws IOException {
        Path dir = socket.getParent();
        if (!Files.exists(dir))
            Files.createDirectory(
                    dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        String problem = SocketFolder.problem(dir);
        if (problem != null) {
            if (tell) System.err.println("adjutant: no background server (commands run directly): " + problem);
            return false;
        }
        String base = socket.getFileName().toString().replace(".sock", "");
        // the options of a direct run of the same kind, plus the server's own heap settings (jvm.options says why)
        List<String> cmd = new ArrayList<>(List.of(
                "setsid",
                "-f",
                Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(JvmOptions.of("all"));
        cmd.addAll(build ? JvmOptions.of("server-build", "build") : JvmOptions.of("server-short"));
        Path jsa = jar.resolveSibling(build ? "adjutant-build.jsa" : "adjutant.jsa");
        if (Files.isRegularFile(jsa) && Files.getLastModifiedTime(jsa).compareTo(Files.getLastModifiedTime(jar)) > 0)
            cmd.addAll(List.of("-XX:SharedArchiveFile=" + jsa, "-Xlog:cds=off", "-Xlog:cds+dynamic=off"));
        cmd.addAll(List.of(
                "-Djava.awt.headless=true",
                "-Dadjutant.home=" + home,
                "-cp",
                jar.toString(),
                "adjutant.cli.CommandServer",
                socket.toString(),
                jar.toString()));
        File log = dir.resolve(base + ".log").toFile();
        try {
            new ProcessBuilder(cmd)
                    .redirectInput(new File("/dev/null"))
                    .redirectOutput(Redirect.appendTo(log))
                    .redirectError(Redirect.appendTo(log))
                    .start()
                    .waitFor(); // setsid -f returns once the server is forked off
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Path told = dir.resolve(build ? "told-build" : "told");
        if (tell && !Files.exists(told)) {
            System.err.println(
                    build
                            ? "adjutant: builds now run in a background server, which makes the ones after this quicker (a warm JVM);"
                                    + " it stops after 15 minutes without a build. Stop it: ./adjutant server stop; never use one: ADJUTANT_SERVER=off"
                            : "adjutant: started a background server that runs short commands quicker; it stops after 15 minutes"
                                    + " without a command. Stop it: ./adjutant server stop; never use one: ADJUTANT_SERVER=off");
            Files.createFile(told);
        }
        return true;
    }
}
