package adjutant.engine.l10n;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The made-up game {@code skirmish} (engine/src/test/resources/l10n/home), copied where a test may change it. */
public final class Fixture {
    public static final String GAME = "skirmish";

    private Fixture() {}

    public static Path source() {
        return Games.home().resolve("engine/src/test/resources/l10n/home");
    }

    /** Copies the fixture home into {@code dir} and returns {@code dir}. */
    public static Path copyTo(Path dir) {
        Path from = source();
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path to = dir.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    /** Copies the shipped data of {@code game} into {@code home}/data/{@code game} (a home a test may change) and returns {@code home}. */
    public static Path copyGame(String game, Path home) {
        Path from = Games.home().resolve("data").resolve(game);
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path to = home.resolve("data")
                        .resolve(game)
                        .resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return home;
    }

    public static Path file(Path home, String name) {
        return home.resolve("data").resolve(GAME).resolve(name);
    }

    public static String read(Path home, String name) {
        try {
            return Files.readString(file(home, name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void write(Path home, String name, String text) {
        try {
            Files.writeString(file(home, name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Loads the game's texts; fails the test when the data has problems. */
    public static GameText load(Path home) {
        Problems p = new Problems();
        GameText t = GameText.load(home, GAME, p);
        p.throwIfAny();
        return t;
    }
}
