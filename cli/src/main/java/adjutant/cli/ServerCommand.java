package adjutant.cli;

import adjutant.client.Client;
import adjutant.client.ServerKey;
import adjutant.client.SocketFolder;
import adjutant.client.Wire;
import adjutant.engine.data.Visible;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant server status|stop}: the user's background command servers (docs/developers.md, "The background server"). */
@Command(
        name = "server",
        description = {
            "Show or stop the background servers that run commands and builds quicker (see the developers' guide, docs/developers.md).",
            "The launcher ./adjutant starts one when needed; each stops after 15 minutes without a command.",
            "ADJUTANT_SERVER=off runs every command directly."
        })
final class ServerCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(
            arity = "1",
            paramLabel = "status|stop",
            description = "status: list the running servers; stop: stop them all.")
    String action;

    @Override
    public Integer call() throws IOException, URISyntaxException {
        var out = spec.commandLine().getOut();
        if (!action.equals("status") && !action.equals("stop"))
            return ExitCodes.refuse(
                    spec.commandLine().getErr(), "unknown server action \"" + action + "\"; expected status or stop");
        Path dir = ServerKey.folder();
        Path jar = Path.of(ServerCommand.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        String key = Files.isRegularFile(jar) ? ServerKey.text(jar) : null;
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            String problem = SocketFolder.problem(dir);
            if (problem != null) {
                // as the client: a socket in a folder others control may be anyone's server, not to be asked anything
                return ExitCodes.refuse(
                        spec.commandLine().getErr(), "not using the server folder: " + Visible.text(problem));
            }
        }
        List<Path> sockets = Files.isDirectory(dir) ? sockets(dir) : List.of();
        int answered = 0;
        for (Path s : sockets) {
            try {
                String answer = Client.ask(s, action.equals("stop") ? Wire.STOP : Wire.STATUS);
                String name = s.getFileName().toString();
                out.println(Visible.text(answer)
                        + (key == null
                                ? ""
                                : name.equals(ServerKey.socketName(key, false))
                                        ? " (this folder's)"
                                        : name.equals(ServerKey.socketName(key, true))
                                                ? " (this folder's builds)"
                                                : ""));
                answered++;
            } catch (IOException gone) {
                Files.deleteIfExists(s); // left by a server that was killed
            }
        }
        if (answered == 0) out.println("No adjutant server is running (" + dir + ").");
        return ExitCodes.OK;
    }

    private static List<Path> sockets(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".sock"))
                    .sorted()
                    .toList();
        }
    }
}
