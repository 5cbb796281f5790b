package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.Preload;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * Which game a short command will load, read from its words before picocli parses them, so that
 * the data is read on a second core meanwhile ({@link Preload}): {@code diplomacy …},
 * {@code port-arthur …}, {@code hunt …} and {@code validate GAME …}, with {@code --home DIR} when
 * given. A guess that turns out wrong costs only the second core's work: the command loads what it
 * needs itself. Help, version and the kit build (which records what it reads) never preload.
 */
final class GameAhead {
    private static final Set<String> GAMES = Set.of("diplomacy", "port-arthur", "hunt");

    private GameAhead() {}

    /** The project folder and game a command line will load, or null when it names none (or needs no preload). */
    record Named(Path home, String game) {}

    static void start(String[] args) {
        Named n = named(args);
        if (n != null) Preload.start(n.home(), n.game(), GameAhead::firstMessage);
    }

    static Named named(String[] args) {
        String game = null;
        Path home = null;
        int words = 0;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--help") || a.equals("-h") || a.equals("--version") || a.equals("-V")) return null;
            if (a.equals("--home") && i + 1 < args.length) home = Path.of(args[++i]);
            else if (a.startsWith("--home=")) home = Path.of(a.substring("--home=".length()));
            else if (!a.startsWith("-") && words++ < 2 && game == null) {
                if (GAMES.contains(a)) game = a;
                else if (words == 1 && !a.equals("validate")) return null;
            }
        }
        return game == null ? null : new Named(home != null ? home.toAbsolutePath() : Games.home(), game);
    }

    /** Every command ends with a message formatted by ICU, whose first use costs as much as a game's data. */
    private static void firstMessage() {
        new MessageFormat("{n, plural, one {# case} other {# cases}}", ULocale.ENGLISH).format(Map.of("n", 2));
    }
}
