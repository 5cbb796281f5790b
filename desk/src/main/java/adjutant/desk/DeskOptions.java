package adjutant.desk;

import adjutant.engine.UserFolders;
import java.nio.file.Path;
import java.util.Set;

/**
 * How a desk runs.
 *
 * @param home   the project folder holding data/ and templates/
 * @param games  the folder of games (one subfolder per game)
 * @param host   the address to listen on: loopback unless the user asked for another
 * @param port   the port, 0 for any free one
 * @param table  table mode: listening on the local network, every request needs a secret link
 * @param newKey in table mode, a new game master's key (every link made before stops working)
 */
public record DeskOptions(Path home, Path games, String host, int port, boolean table, boolean newKey) {
    public static final String LOOPBACK = "127.0.0.1";

    /** A desk on loopback (or {@code host}) as before table mode: no secret links. */
    public DeskOptions(Path home, Path games, String host, int port) {
        this(home, games, host, port, false, false);
    }

    /** The default games folder: {@code $XDG_DATA_HOME/adjutant/games}, else {@code ~/.local/share/adjutant/games}. */
    public static Path defaultGames() {
        return UserFolders.data().resolve("games");
    }

    /** Whether {@code host} is this machine only (127.0.0.1, ::1, localhost). */
    public static boolean isLoopback(String host) {
        return Set.of("127.0.0.1", "localhost", "::1", "[::1]").contains(host);
    }
}
