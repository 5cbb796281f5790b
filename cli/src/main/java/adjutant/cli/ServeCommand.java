package adjutant.cli;

import adjutant.desk.Desk;
import adjutant.desk.DeskOptions;
import adjutant.desk.LanAddress;
import adjutant.desk.QrCode;
import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant serve}: the game master's desk, a local web page. Listens on loopback
 * unless {@code --host} says otherwise, prints its address and runs until interrupted.
 */
@Command(
        name = "serve",
        description = {
            "Start the game master's desk, a local web page: Diplomacy games (sheets in,",
            "the turn drawn on the map, order sheets and maps out), Port Arthur score",
            "sheets and The Hunt game logs checked. Games are the position and sheet files",
            "'validate diplomacy' reads and writes. Prints its address; stop it with Ctrl+C.",
            "With --table the phones at the table use it too, each player's link opening only his own orders."
        })
final class ServeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--port",
            defaultValue = "8018",
            paramLabel = "PORT",
            description = "Port to listen on, 0 for any free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(
            names = "--host",
            paramLabel = "ADDRESS",
            description =
                    "Address to listen on (default: 127.0.0.1, this machine only; with --table this machine's address on the local network).")
    String host;

    @Option(
            names = "--table",
            description = {
                "Table mode: listen on the local network for the phones at the table. Every request needs a",
                "secret link: the game master's (printed, with its QR code) or a player's (on each game's table page)."
            })
    boolean table;

    @Option(
            names = "--new-key",
            description = "With --table: make a new game master's key; every link given out before stops working.")
    boolean newKey;

    /** The desks this process runs, stopped when it ends (or by {@link #stopAll}, for tests). */
    private static final List<CountDownLatch> RUNNING = new CopyOnWriteArrayList<>();

    @Option(
            names = "--games",
            paramLabel = "DIR",
            description = "Folder of the games (default: the user's data folder, ~/.local/share/adjutant/games).")
    Path games;

    @Option(
            names = "--home",
            paramLabel = "DIR",
            description = "Project folder holding data/ (default: found from the working folder).")
    Path home;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        if (port < 0 || port > 65535) return ExitCodes.refuse(err, "--port must be 0…65535, not " + port);
        if (newKey && !table)
            return ExitCodes.refuse(err, "--new-key makes a new key for table mode: use it with --table");
        String address = host;
        if (address == null && table) {
            address = LanAddress.find().orElse(null);
            if (address == null)
                return ExitCodes.refuse(
                        err,
                        "--table: this machine has no IPv4 address on a local network (no interface up); name one with --host ADDRESS");
        }
        if (address == null) address = DeskOptions.LOOPBACK;
        if (!table && !DeskOptions.isLoopback(address))
            return ExitCodes.refuse(
                    err,
                    "--host " + address
                            + " opens the desk to the network with no password: use --table, which asks every request for a secret link");
        Path gamesDir = games != null ? games : DeskOptions.defaultGames();
        Desk desk;
        try {
            desk = Desk.start(
                    new DeskOptions(
                            home != null ? home.toAbsolutePath() : Games.home(),
                            gamesDir,
                            address,
                            port,
                            table,
                            newKey),
                    err);
        } catch (RuntimeException e) {
            if (e instanceof BadInputException) throw e;
            return ExitCodes.refuse(
                    err,
                    "cannot listen on " + address + ":" + port + ": "
                            + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
        }
        out.println("Adjutant desk: " + desk.url());
        out.println("Games folder: " + gamesDir.toAbsolutePath());
        desk.gameMasterLink().ifPresent(link -> {
            out.println("Table mode: every request needs a secret link. The game master's (keep it to yourself):");
            out.println(link);
            out.print(QrCode.of(link).terminal(true));
            out.println("Players' links and their QR codes: open the link above, then Table and the game.");
            List<String> others = LanAddress.all().stream()
                    .filter(a -> !desk.url().contains("//" + a + ":"))
                    .toList();
            if (host == null && !others.isEmpty())
                out.println("Not the phones' network? This machine also has " + String.join(", ", others)
                        + ": choose with --host.");
        });
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        RUNNING.add(stopped);
        Thread hook = new Thread(stopped::countDown);
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            stopped.await();
        } finally {
            desk.stop();
            RUNNING.remove(stopped);
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook has run
            }
        }
        return ExitCodes.OK;
    }

    /** Stops every desk this process runs (their commands then return). */
    static void stopAll() {
        RUNNING.forEach(CountDownLatch::countDown);
    }
}
