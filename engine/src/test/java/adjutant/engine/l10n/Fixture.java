package adjutant.engine.l10n;

import adjutant.engine.Games;
import adjutant.engine.data.DataCopy;
import adjutant.engine.data.Problems;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
        try {
            DataCopy.tree(from, dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    /** Copies the shipped data of {@code game} into {@code home}/data/{@code game} (a home a test may change) and returns {@code home}. */
    public static Path copyGame(String game, Path home) {
        Path from = Games.home().resolve("data").resolve(game);
        try {
            DataCopy.tree(from, home.resolve("data").resolve(game));
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
