package adjutant.engine;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Problems;
import adjutant.engine.data.YamlFiles;
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
        return ServiceLoader.load(GameLoader.class).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(GameLoader::id))
                .toList();
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
        GameLoader l = loader(id)
                .or(() -> family(home, id).flatMap(Games::loader))
                .orElseThrow(() -> new IllegalArgumentException("unknown game " + id));
        return l.load(new GameFiles(home, id, problems));
    }

    /** The {@code family} a game folder's game.yaml names, if any (its problems are reported when it is loaded). */
    public static Optional<String> family(Path home, String id) {
        if (!id.matches("[a-z0-9][a-z0-9-]{0,63}")) return Optional.empty();
        Path f = home.resolve("data").resolve(id).resolve("game.yaml");
        if (!Files.isRegularFile(f)) return Optional.empty();
        var n = YamlFiles.read(f, f.toString(), new Problems());
        return n instanceof MapNode m ? Optional.ofNullable(m.optText("family", null)) : Optional.empty();
    }

    /** Loads a game that must be clean; throws {@link BadInputException} listing every problem otherwise. */
    public static <G extends Game> G loadChecked(Path home, String id, Class<G> type) {
        Problems p = new Problems();
        Game g = load(home, id, p);
        p.throwIfAny();
        return type.cast(g);
    }

    /**
     * The folder holding the games' data/ and templates/: {@code -Dadjutant.home}, else
     * {@code ADJUTANT_HOME}, else the nearest workspace upward from the working folder (a folder
     * with data/ and templates/), else the data built into the command ({@link BuiltIn}), else
     * the working folder (where commands then report that data/ is missing).
     */
    public static Path home() {
        String prop = System.getProperty("adjutant.home");
        if (prop != null && !prop.isBlank())
            return Path.of(prop).toAbsolutePath().normalize();
        String env = System.getenv("ADJUTANT_HOME");
        if (env != null && !env.isBlank()) return Path.of(env).toAbsolutePath().normalize();
        Path p = Path.of("").toAbsolutePath();
        Path ws = workspace(p);
        if (ws != null) return ws;
        Path builtIn = BuiltIn.folder();
        return builtIn != null ? builtIn : p;
    }

    /** The nearest workspace at or above {@code from} (a folder with data/ and templates/), or null. */
    public static Path workspace(Path from) {
        for (Path q = from.toAbsolutePath().normalize(); q != null; q = q.getParent()) {
            if (Files.isDirectory(q.resolve("data")) && Files.isDirectory(q.resolve("templates"))) return q;
        }
        return null;
    }

    /**
     * Where commands write out/ by default: the workspace itself, or the working folder when the
     * data is the command's own (built in, never written to).
     */
    public static Path outputRoot(Path home) {
        return BuiltIn.is(home) ? Path.of("").toAbsolutePath() : home;
    }
}
