package adjutant.cli;

import adjutant.engine.BuiltIn;
import adjutant.engine.Games;
import adjutant.engine.data.Suggest;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant init [DIR]}: a workspace a person owns — the games' data/ and templates/
 * copied from where the command reads them now (the built-in copy, or the workspace it runs
 * in), or a new game's empty skeleton. Every command run inside DIR then uses DIR's data.
 * All or nothing: the copy is made beside and moved into place at the end.
 */
@Command(
        name = "init",
        description = {
            "Make a workspace of your own: the games' data/ and templates/ copied into DIR (default: this folder).",
            "Every command run inside DIR then uses DIR's data and writes DIR/out/. --new-game and --new-variant",
            "add a game to DIR (made a workspace first when it is none). An existing workspace is never overwritten."
        })
final class InitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "DIR", description = "The workspace folder (default: the working folder)")
    Path dir = Path.of(".");

    @Option(
            names = "--game",
            split = ",",
            paramLabel = "GAME",
            description = "Copy only these games (default: every game)")
    List<String> games = List.of();

    @Option(
            names = "--new-game",
            paramLabel = "ID",
            description = "Start data/ID/ for a new game: game.yaml and English strings to fill in")
    String newGame;

    @Option(
            names = "--new-variant",
            paramLabel = "ID",
            description = "Start data/ID/ as a copy of the game --of names, to change into a variant")
    String newVariant;

    @Option(
            names = "--of",
            paramLabel = "GAME",
            defaultValue = "diplomacy",
            description = "The game a --new-variant starts from (default: ${DEFAULT-VALUE})")
    String of;

    @Option(
            names = "--home",
            paramLabel = "DIR",
            description = "Where to copy from: a folder holding data/ and templates/ (default: the workspace "
                    + "found from the working folder, else the games built into adjutant)")
    Path home;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        Path from = home != null ? home.toAbsolutePath().normalize() : Games.home();
        Path to = dir.toAbsolutePath().normalize();
        if (!Files.isDirectory(from.resolve("data")) || !Files.isDirectory(from.resolve("templates")))
            return ExitCodes.refuse(err, from + ": no data/ and templates/ there to copy");
        if (newGame != null && newVariant != null)
            return ExitCodes.refuse(err, "--new-game and --new-variant: give one of them");
        String badDir = OutputPaths.folder("init", dir);
        if (badDir != null) return ExitCodes.refuse(err, badDir);
        String fresh = newGame != null ? newGame : newVariant;
        boolean isWorkspace = Files.isDirectory(to.resolve("data")) && Files.isDirectory(to.resolve("templates"));
        if (fresh == null) {
            for (String part : List.of("data", "templates")) {
                if (Files.exists(to.resolve(part)))
                    return ExitCodes.refuse(
                            err,
                            "init: " + to.resolve(part)
                                    + " exists already; a workspace is never overwritten. Nothing was changed. "
                                    + "Choose another folder (adjutant init DIR).");
            }
        } else {
            String bad = GameSkeleton.idProblem(fresh);
            if (bad != null)
                return ExitCodes.refuse(err, (newGame != null ? "--new-game " : "--new-variant ") + fresh + ": " + bad);
            if (Files.exists(to.resolve("data").resolve(fresh)))
                return ExitCodes.refuse(
                        err,
                        "init: " + to.resolve("data").resolve(fresh)
                                + " exists already; it is left as it is. Choose another id.");
            if (!isWorkspace && (Files.exists(to.resolve("data")) || Files.exists(to.resolve("templates"))))
                return ExitCodes.refuse(
                        err,
                        "init: " + to
                                + " has data/ or templates/ but not both; it is left as it is. Choose another folder.");
        }
        List<String> known = gamesIn(from);
        List<String> copied = new ArrayList<>();
        if (fresh == null) {
            List<String> asked = games.isEmpty() ? known : games;
            for (String g : asked) {
                if (!known.contains(g)) return unknown(err, "--game", g, known);
            }
            copied.addAll(asked);
        } else if (newVariant != null && !known.contains(of)) {
            return unknown(err, "--of", of, known);
        }
        try {
            Files.createDirectories(to);
            Path tmp = Files.createTempDirectory(to, ".adjutant-init-");
            try {
                if (!isWorkspace) copyTree(from.resolve("templates"), tmp.resolve("templates"));
                Files.createDirectories(tmp.resolve("data"));
                for (String g : copied)
                    copyTree(
                            from.resolve("data").resolve(g), tmp.resolve("data").resolve(g));
                if (newGame != null) GameSkeleton.write(tmp.resolve("data").resolve(newGame), newGame);
                if (newVariant != null)
                    GameSkeleton.variant(
                            from.resolve("data").resolve(of),
                            tmp.resolve("data").resolve(newVariant),
                            of,
                            newVariant);
                if (isWorkspace) {
                    Files.move(
                            tmp.resolve("data").resolve(fresh),
                            to.resolve("data").resolve(fresh));
                } else {
                    Files.move(tmp.resolve("templates"), to.resolve("templates"));
                    Files.move(tmp.resolve("data"), to.resolve("data"));
                }
            } finally {
                deleteTree(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("init " + to + ": " + e.getMessage(), e);
        }
        Path shown = Path.of("").toAbsolutePath().relativize(to);
        String where = shown.toString().isEmpty() ? "." : shown.toString();
        if (fresh == null) {
            out.println("Made a workspace in " + where + ": data/ (" + String.join(", ", copied)
                    + ") and templates/, copied from "
                    + (BuiltIn.is(from) ? "the games built into adjutant" : from.toString()) + ".");
        } else {
            out.println((isWorkspace ? "Added " : "Made a workspace in " + where + " with templates/ and ") + "data/"
                    + fresh + "/"
                    + (newVariant != null
                            ? ", a copy of " + of + " to change into a variant."
                            : ", a new game to fill in."));
            out.println(
                    "Check it with: adjutant check " + fresh + (where.equals(".") ? "" : "   (inside " + where + ")"));
        }
        out.println("Commands run inside " + where + " now use its data: adjutant check, adjutant build …");
        return ExitCodes.OK;
    }

    private static int unknown(PrintWriter err, String flag, String g, List<String> known) {
        String hint =
                Suggest.closest(g, known).map(s -> " Did you mean '" + s + "'?").orElse("");
        return ExitCodes.refuse(
                err, flag + " " + g + ": unknown game, expected one of " + String.join(", ", known) + "." + hint);
    }

    /** The games with a data folder (a game.yaml) under {@code home}/data. */
    static List<String> gamesIn(Path home) {
        try (Stream<Path> s = Files.list(home.resolve("data"))) {
            return s.filter(p -> Files.isRegularFile(p.resolve("game.yaml")))
                    .map(p -> p.getFileName().toString())
                    .sorted()
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Copies a folder; files come out writable whatever the source's permissions (the built-in copy is read as it was unpacked). */
    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.write(t, Files.readAllBytes(p));
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    static void writeText(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
