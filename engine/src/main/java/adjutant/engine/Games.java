package adjutant.engine;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.Problems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** The facade over all games: find their loaders, load one with its problems. */
public final class Games {
    private Games() {}

    public static List<GameLoader> loaders() {
        return ServiceLoader.load(GameLoader.class).stream().map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(GameLoader::id)).toList();
    }

    public static List<String> ids() {
        return loaders().stream().map(GameLoader::id).toList();
    }

    public static Optional<GameLoader> loader(String id) {
        return loaders().stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /**
     * Loads a game, reporting to {@code problems}; the result may be partial when problems were
     * found. A folder no loader is named for is loaded by the loader its {@code game.yaml} names as
     * {@code family} (a Diplomacy variant: {@code family: diplomacy}), so a variant is data alone.
     */
    public static Game load(Path home, String id, Problems problems) {
        GameLoader l = loader(id).or(() -> family(home, id).flatMap(Games::loader))
                .orElseThrow(() -> new IllegalArgumentException("unknown game " + id));
        return l.load(new GameFiles(home, id, problems));
    }

    /** The {@code family} a game folder's game.yaml names, if any (its problems are reported when it is loaded). */
    static Optional<String> family(Path home, String id) {
        if (!id.matches("[a-z0-9][a-z0-9-]{0,63}")) return Optional.empty();
        Path f = home.resolve("data").resolve(id).resolve("game.yaml");
        if (!Files.isRegularFile(f)) return Optional.empty();
        var n = adjutant.engine.data.YamlFiles.read(f, f.toString(), new Problems());
        return n instanceof adjutant.engine.data.MapNode m ? Optional.ofNullable(m.optText("family", null)) : Optional.empty();
    }

    /** Loads a game that must be clean; throws {@link BadInputException} listing every problem otherwise. */
    public static <G extends Game> G loadChecked(Path home, String id, Class<G> type) {
        Problems p = new Problems();
        Game g = load(home, id, p);
        p.throwIfAny();
        return type.cast(g);
    }

    /**
     * The project root: {@code -Dadjutant.home}, else {@code ADJUTANT_HOME}, else the
     * nearest folder upward from the working directory that has {@code data/}.
     */
    public static Path home() {
        String prop = System.getProperty("adjutant.home");
        if (prop != null && !prop.isBlank()) return Path.of(prop).toAbsolutePath().normalize();
        String env = System.getenv("ADJUTANT_HOME");
        if (env != null && !env.isBlank()) return Path.of(env).toAbsolutePath().normalize();
        Path p = Path.of("").toAbsolutePath();
        for (Path q = p; q != null; q = q.getParent()) {
            if (Files.isDirectory(q.resolve("data")) && Files.isDirectory(q.resolve("templates"))) return q;
        }
        return p;
    }
}
