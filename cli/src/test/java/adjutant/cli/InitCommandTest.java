package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.BuiltIn;
import adjutant.engine.Games;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** adjutant init: workspaces a person owns, copied from the project (or the built-in data), and new games. */
class InitCommandTest {
    private static final Path PROJECT = Games.home();

    @Test
    void theCommandCarriesEveryFileOfTheProjectsDataAndTemplates() throws IOException {
        Path builtIn = BuiltIn.folder();
        assertNotNull(builtIn, "the cli's classes carry adjutant/builtin/");
        for (String part : List.of("data", "templates"))
            assertEquals(files(PROJECT.resolve(part)), files(builtIn.resolve(part)), part);
        assertEquals(
                Path.of("").toAbsolutePath(),
                Games.outputRoot(builtIn),
                "with the built-in data, out/ is made in the working folder");
        assertEquals(PROJECT, Games.outputRoot(PROJECT), "in a workspace, out/ is the workspace's");
    }

    @Test
    void initCopiesEveryGameAndTheTemplatesAndTheWorkspaceChecksClean(@TempDir Path tmp) throws IOException {
        Path ws = tmp.resolve("games");
        CliRun r = CliRun.of("init", ws.toString(), "--home", PROJECT.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        for (String part : List.of("data", "templates"))
            assertEquals(files(PROJECT.resolve(part)), files(ws.resolve(part)), part);
        try (Stream<Path> s = Files.list(ws)) {
            assertEquals(
                    List.of("data", "templates"),
                    s.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary folder is left");
        }
        CliRun check = CliRun.of("check", "--home", ws.toString());
        assertEquals(ExitCodes.OK, check.code(), check.err());
    }

    @Test
    void initRefusesAnExistingWorkspaceAndChangesNothing(@TempDir Path tmp) throws IOException {
        Path ws = tmp.resolve("ws");
        assertEquals(
                ExitCodes.OK,
                CliRun.of("init", ws.toString(), "--game", "hunt", "--home", PROJECT.toString())
                        .code());
        Files.writeString(ws.resolve("data/hunt/game.yaml"), "# mine\n", StandardOpenOption.APPEND);
        List<String> before = files(ws);

        CliRun again = CliRun.of("init", ws.toString(), "--home", PROJECT.toString());

        assertEquals(ExitCodes.BAD_INPUT, again.code());
        assertTrue(again.err().contains("exists already; a workspace is never overwritten"), again.err());
        assertEquals(before, files(ws));
        assertTrue(Files.readString(ws.resolve("data/hunt/game.yaml")).endsWith("# mine\n"));
    }

    @Test
    void initOfOneGameCopiesOnlyThatGame(@TempDir Path tmp) throws IOException {
        Path ws = tmp.resolve("ws");
        CliRun r = CliRun.of("init", ws.toString(), "--game", "hunt", "--home", PROJECT.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        try (Stream<Path> s = Files.list(ws.resolve("data"))) {
            assertEquals(List.of("hunt"), s.map(p -> p.getFileName().toString()).toList());
        }
        assertEquals(
                ExitCodes.OK,
                CliRun.of("check", "hunt", "--home", ws.toString()).code());
        CliRun unknown =
                CliRun.of("init", tmp.resolve("other").toString(), "--game", "hunty", "--home", PROJECT.toString());
        assertEquals(ExitCodes.BAD_INPUT, unknown.code());
        assertTrue(unknown.err().contains("Did you mean 'hunt'?"), unknown.err());
        assertFalse(Files.exists(tmp.resolve("other/data")), "a refused init writes nothing");
    }

    @Test
    void aNewGameIsASkeletonThatCheckNamesClearlyAndL10nReads(@TempDir Path tmp) throws IOException {
        Path ws = tmp.resolve("ws");
        CliRun r = CliRun.of("init", ws.toString(), "--new-game", "my-game", "--home", PROJECT.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(Files.isDirectory(ws.resolve("templates")), "a new game in a new folder makes a workspace");
        assertTrue(Files.isRegularFile(ws.resolve("data/my-game/game.yaml")));

        CliRun check = CliRun.of("check", "my-game", "--home", ws.toString());
        assertEquals(ExitCodes.BAD_INPUT, check.code());
        assertTrue(
                check.err()
                        .startsWith(
                                "adjutant: data/my-game/game.yaml: the game 'my-game' has data, but adjutant has no rules for it yet"),
                check.err());
        CliRun status = CliRun.l10n(ws, "status", "my-game");
        assertEquals(ExitCodes.OK, status.code(), status.err());

        CliRun twice = CliRun.of("init", ws.toString(), "--new-game", "my-game", "--home", PROJECT.toString());
        assertEquals(ExitCodes.BAD_INPUT, twice.code());
        CliRun badId = CliRun.of("init", ws.toString(), "--new-game", "My Game", "--home", PROJECT.toString());
        assertEquals(ExitCodes.BAD_INPUT, badId.code());
        assertTrue(badId.err().contains("expected a game id"), badId.err());
    }

    @Test
    void aNewVariantIsACopyOfItsGameUnderTheNewId(@TempDir Path tmp) throws IOException {
        Path ws = tmp.resolve("ws");
        CliRun r = CliRun.of("init", ws.toString(), "--new-variant", "small", "--home", PROJECT.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(Files.readString(ws.resolve("data/small/game.yaml")).contains("\nid: small\n"));
        assertEquals(
                files(PROJECT.resolve("data/diplomacy")).size(),
                files(ws.resolve("data/small")).size());
        assertTrue(Files.readString(ws.resolve("data/small/game.yaml")).contains("\nfamily: diplomacy\n"));
        CliRun checked = CliRun.of("check", "small", "--home", ws.toString());
        assertEquals(
                ExitCodes.OK, checked.code(), "the copy is a variant the engine loads by its family: " + checked.err());
    }

    @Test
    void commandsThatChangeDataRefuseTheBuiltInCopy() {
        CliRun r = CliRun.l10n(BuiltIn.folder(), "init", "pl", "hunt");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("no workspace here") && r.err().contains("adjutant init DIR"), r.err());
        assertFalse(Files.exists(BuiltIn.folder().resolve("data/hunt/i18n/pl.yaml")));
    }

    private static List<String> files(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p) + " " + size(p))
                    .sorted()
                    .toList();
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
