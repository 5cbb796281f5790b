package adjutant.desk;

import java.nio.file.Path;

/**
 * How a desk runs.
 *
 * @param home  the project folder holding data/ and templates/
 * @param games the folder of games (one subfolder per game)
 * @param host  the address to listen on: loopback unless the user asked for another
 * @param port  the port, 0 for any free one
 */
public record DeskOptions(Path home, Path games, String host, int port) {
    public static final String LOOPBACK = "127.0.0.1";

    /** The default games folder: {@code $XDG_DATA_HOME/adjutant/games}, else {@code ~/.local/share/adjutant/games}. */
    public static Path defaultGames() {
        return adjutant.engine.UserFolders.data().resolve("games");
    }
}
