package adjutant.cli;

import adjutant.client.Client;
import adjutant.client.ServerKey;
import adjutant.client.Wire;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

/**
 * A command server for a test class: a JVM of the test's class path on a socket in a private
 * folder of {@code tmp}, watching a stand-in jar (its key is the test JVM's working folder and
 * environment). A build server's socket is named as the client names it.
 */
record TestServer(Path socket, Path jar, Process process) {
    static TestServer start(Path tmp, boolean build) throws Exception {
        Path dir = Files.createDirectory(
                tmp.resolve("sockets"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Path jar = Files.writeString(tmp.resolve("stand-in.jar"), "the server watches this file as its jar");
        Path socket = dir.resolve(ServerKey.socketName(ServerKey.text(jar), build));
        Process p = CommandServerTest.serverProcess(socket, jar, tmp.resolve("server.log"))
                .start();
        CommandServerTest.awaitServer(socket);
        return new TestServer(socket, jar, p);
    }

    void stop() throws Exception {
        if (process.isAlive()) {
            Client.ask(socket, Wire.STOP);
            process.waitFor(30, TimeUnit.SECONDS);
        }
        process.destroyForcibly();
    }
}
