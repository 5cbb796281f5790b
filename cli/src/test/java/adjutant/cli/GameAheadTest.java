package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The game a command line will load is read ahead from its words alone ({@link GameAhead}); a guess left untaken never serves stale data. */
class GameAheadTest {
    private static final Set<String> GAMES = Set.of("diplomacy", "port-arthur", "hunt");

    /** Every command of the tree: the game its words name, or none; with --home, that folder. */
    @Test
    void everyCommandNamesTheGameItLoads() {
        CommandLine top = new CommandLine(new Main());
        for (Class<?> c : Main.SUBCOMMANDS) top.addSubcommand(c);
        List<List<String>> paths = new ArrayList<>();
        leaves(top, new ArrayList<>(), paths);
        assertTrue(paths.size() > 15, "commands found: " + paths);
        for (List<String> path : paths) {
            String expected = path.stream().limit(2).filter(GAMES::contains).findFirst().orElse(null);
            if (!path.get(0).equals("validate") && !GAMES.contains(path.get(0))) expected = null;
            List<String> args = new ArrayList<>(path);
            args.add("file.txt");
            GameAhead.Named n = GameAhead.named(args.toArray(String[]::new));
            assertEquals(expected, n == null ? null : n.game(), String.join(" ", path));
            if (n == null) continue;
            assertEquals(Games.home(), n.home(), String.join(" ", path));
            args.add("--home");
            args.add("/elsewhere");
            assertEquals(Path.of("/elsewhere"), GameAhead.named(args.toArray(String[]::new)).home(), String.join(" ", path));
            args.add("--help");
            assertNull(GameAhead.named(args.toArray(String[]::new)), "help loads nothing: " + path);
        }
    }

    private static void leaves(CommandLine c, List<String> path, List<List<String>> out) {
        if (c.getSubcommands().isEmpty()) {
            out.add(List.copyOf(path));
            return;
        }
        c.getSubcommands().forEach((name, sub) -> {
            if (sub.getCommandSpec().aliases().length > 0 && !name.equals(sub.getCommandName())) return;
            List<String> p = new ArrayList<>(path);
            p.add(name);
            leaves(sub, p, out);
        });
    }

    /** A command stopped by a usage error leaves its preloaded game behind; the next command reads the files as they are now. */
    @Test
    void aLoadNeverTakenIsForgotten(@TempDir Path tmp) throws IOException, InterruptedException {
        Trees.copy(Games.home().resolve("data/diplomacy"), tmp.resolve("data/diplomacy"));
        Path one = tmp.resolve("one.txt");
        Files.writeString(one, "CASE 1\nPRESTATE_SETPHASE Spring 1901, Movement\nPRESTATE\nFrance: A Par\nORDERS\nFrance: A Par H\nPOSTSTATE\nFrance: A Par\nEND\n");
        CliRun usage = CliRun.of("diplomacy", "datc", "--home", tmp.toString(), "--no-such-option", one.toString());
        assertEquals(2, usage.code(), usage.err());
        Thread.sleep(2000); // the load left behind has finished with the files
        Files.writeString(tmp.resolve("data/diplomacy/map.yaml"), "provinces: [\n");
        // a command that reads no game ahead, in the same process: only what was left behind could be served
        BadInputException e = assertThrows(BadInputException.class,
                () -> Games.loadChecked(tmp, "diplomacy", adjutant.engine.diplomacy.DiplomacyGame.class));
        assertTrue(e.getMessage().contains("map.yaml"), e.getMessage());
    }
}
