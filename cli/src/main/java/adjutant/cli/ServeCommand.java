package adjutant.cli;

import adjutant.desk.Desk;
import adjutant.desk.DeskOptions;
import adjutant.engine.Games;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant serve}: the game master's desk, a local web page. Listens on loopback
 * unless {@code --host} says otherwise, prints its address and runs until interrupted.
 */
@Command(name = "serve", description = {
        "Start the game master's desk, a local web page: Diplomacy games (sheets in,",
        "the turn drawn on the map, order sheets and maps out), Port Arthur score",
        "sheets and The Hunt game logs checked. Games are the position and sheet files",
        "'validate diplomacy' reads and writes. Prints its address; stop it with Ctrl+C."})
final class ServeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "8018", paramLabel = "PORT", description = "Port to listen on, 0 for any free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", defaultValue = DeskOptions.LOOPBACK, paramLabel = "ADDRESS",
            description = "Address to listen on (default: ${DEFAULT-VALUE}, this machine only; 0.0.0.0 opens it to the network).")
    String host;

    @Option(names = "--games", paramLabel = "DIR", description = "Folder of the games (default: the user's data folder, ~/.local/share/adjutant/games).")
    Path games;

    @Option(names = "--home", paramLabel = "DIR", description = "Project folder holding data/ (default: found from the working folder).")
    Path home;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        if (port < 0 || port > 65535) {
            err.println("adjutant: --port must be 0…65535, not " + port);
            return ExitCodes.BAD_INPUT;
        }
        Path gamesDir = games != null ? games : DeskOptions.defaultGames();
        Desk desk;
        try {
            desk = Desk.start(new DeskOptions(home != null ? home.toAbsolutePath() : Games.home(), gamesDir, host, port), err);
        } catch (RuntimeException e) {
            if (e instanceof adjutant.engine.data.BadInputException) throw e;
            err.println("adjutant: cannot listen on " + host + ":" + port + ": " + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
            return ExitCodes.BAD_INPUT;
        }
        out.println("Adjutant desk: " + desk.url());
        out.println("Games folder: " + gamesDir.toAbsolutePath());
        if (!host.equals(DeskOptions.LOOPBACK)) out.println("Listening on " + host + ": anyone who can reach this machine can open the desk.");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            desk.stop();
            stopped.countDown();
        }));
        stopped.await();
        return ExitCodes.OK;
    }
}
