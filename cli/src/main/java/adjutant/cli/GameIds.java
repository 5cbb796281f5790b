package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.data.Suggest;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;

/** The known game ids, for completion and for checking GAME arguments. */
final class GameIds implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Games.ids().iterator();
    }

    /**
     * The games asked for, all when none; null after printing an error for an unknown id. A game
     * whose folder {@code home}/data/ID/ exists but that no rules in this adjutant load (a new game,
     * a variant started by init) is named as such.
     */
    static List<String> resolve(List<String> asked, Path home, PrintWriter err) {
        List<String> known = Games.ids();
        if (asked == null || asked.isEmpty()) {
            List<String> all = all(home);
            if (!all.isEmpty()) return all;
            // a workspace with no game in it would otherwise build or check nothing and say "ok"
            err.println("adjutant: " + home.resolve("data")
                    + ": no game folder there (data/<game>/game.yaml); "
                    + "'adjutant init --game GAME' copies one in, '--new-game ID' starts one");
            return null;
        }
        List<String> out = new ArrayList<>();
        for (String a : asked) {
            if (!known.contains(a)
                    && Games.family(home, a).filter(known::contains).isPresent()) {
                out.add(a); // a variant: its game.yaml names the rules it follows (family: diplomacy)
                continue;
            }
            if (!known.contains(a)
                    && Files.isRegularFile(home.resolve("data").resolve(a).resolve("game.yaml"))) {
                err.println("adjutant: data/" + a + "/game.yaml: the game '" + a
                        + "' has data, but adjutant has no rules for it yet: it checks, "
                        + "builds and validates " + String.join(", ", known)
                        + ". A new game needs its loader in the engine (see the game designers' "
                        + "guide); its texts can be translated already (adjutant l10n status " + a + ").");
                return null;
            }
            if (unknown(a, known, err)) return null;
            out.add(a);
        }
        return out;
    }

    /**
     * Every game folder of {@code home}/data/ that adjutant has rules for: a game's own, or a
     * variant's whose game.yaml names them as its family (Ancient Mediterranean), by id; with no
     * {@code home} or no data/ there, the games adjutant has rules for.
     */
    static List<String> all(Path home) {
        List<String> known = Games.ids();
        if (home == null || !Files.isDirectory(home.resolve("data"))) return known;
        try (Stream<Path> dirs = Files.list(home.resolve("data"))) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("game.yaml")))
                    .map(d -> d.getFileName().toString())
                    .filter(id -> known.contains(id)
                            || Games.family(home, id).filter(known::contains).isPresent())
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether {@code a} is not among {@code known}: then prints so, with the closest id. */
    static boolean unknown(String a, List<String> known, PrintWriter err) {
        if (known.contains(a)) return false;
        String hint =
                Suggest.closest(a, known).map(s -> " Did you mean '" + s + "'?").orElse("");
        err.println("adjutant: unknown game '" + a + "', expected one of " + String.join(", ", known) + "." + hint);
        return true;
    }
}
