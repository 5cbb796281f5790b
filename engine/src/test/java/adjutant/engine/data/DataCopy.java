package adjutant.engine.data;

import adjutant.engine.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A copy of one game's shipped data in a fresh project folder under {@code tmp}, for a test to break. */
public final class DataCopy {
    private DataCopy() {}

    public static Path of(Path tmp, String game) throws IOException {
        Path home = Files.createTempDirectory(tmp, game);
        Path from = Games.home().resolve("data").resolve(game);
        tree(from, home.resolve("data").resolve(game));
        return home;
    }

    /** Copies the folder {@code from} with all below it to {@code to}. */
    public static void tree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }
}
