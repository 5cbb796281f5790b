package adjutant.engine;

import java.nio.file.Path;

/**
 * The user's folders by the XDG base directory rules: {@code $XDG_DATA_HOME} else
 * {@code $HOME/.local/share}, {@code $XDG_CACHE_HOME} else {@code $HOME/.cache}; {@code $HOME} is
 * read before Java's user.home (which comes from the password file, not the environment).
 */
public final class UserFolders {
    private UserFolders() {}

    /** Where the user's data is kept (the desk's games): {@code …/adjutant} under the data folder. */
    public static Path data() {
        return base("XDG_DATA_HOME", ".local", "share").resolve("adjutant");
    }

    /** Where what can be made again is kept (the built-in data unpacked): {@code …/adjutant} under the cache folder. */
    public static Path cache() {
        return base("XDG_CACHE_HOME", ".cache").resolve("adjutant");
    }

    private static Path base(String variable, String first, String... more) {
        String xdg = System.getenv(variable);
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) return Path.of(xdg);
        String home = System.getenv("HOME");
        Path h = home != null && !home.isBlank() ? Path.of(home) : Path.of(System.getProperty("user.home"));
        return h.resolve(Path.of(first, more));
    }
}
