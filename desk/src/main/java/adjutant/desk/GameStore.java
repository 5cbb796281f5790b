package adjutant.desk;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.generator.OutputFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The games folder: one folder per Diplomacy game, holding exactly what the command line
 * reads and writes: the position of every phase ({@code 1901-spring-movement.yaml}, as
 * {@code validate diplomacy} names the next one) and the sheets of each phase in a folder of
 * the same name ({@code 1901-spring-movement/england.txt}), so
 * {@code adjutant validate diplomacy --position G/1901-spring-movement.yaml --orders G/1901-spring-movement}
 * replays any turn. Every file is written to a temporary name and moved into place. Paths are
 * built only from {@link Ids} and power ids of the map.
 */
final class GameStore {
    private final Path root;
    private final DipMap map;
    /**
     * One lock per game's lock file, shared by every store of this process (two desks of one JVM on
     * one folder take turns here, as a file lock cannot be held twice by one process).
     */
    private static final ConcurrentHashMap<Path, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

    GameStore(Path root, DipMap map) {
        this.root = root;
        this.map = map;
    }

    Path root() {
        return root;
    }

    /** Every game, by id. */
    List<String> games() {
        if (!Files.isDirectory(root)) return List.of();
        try (Stream<Path> s = Files.list(root)) {
            return s.filter(Files::isDirectory)
                    .map(p -> p.getFileName().toString())
                    .filter(Ids::isGame)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs WORK holding the game's lock. Whatever decides on what the files say (the phase a sheet is
     * saved for, the sheets an adjudication judges) and what writes them happens under one lock, so a
     * save can never land in a phase judged meanwhile. The lock holds across processes too (two desks,
     * or a desk and a second one started by mistake, on one games folder): the outermost hold also
     * locks the file {@code .locks/GAME.lock} of the games folder, beside the game's folder rather than
     * in it, so that creating a game is locked before its folder exists.
     */
    <T> T locked(String game, Supplier<T> work) {
        Path file = root.resolve(".locks").resolve(Ids.game(game) + ".lock");
        ReentrantLock lock = LOCKS.computeIfAbsent(file, f -> new ReentrantLock());
        lock.lock();
        try {
            if (lock.getHoldCount() > 1) return work.get();
            try (FileChannel channel = lockFile(file)) {
                return work.get();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        } finally {
            lock.unlock();
        }
    }

    /** The lock file opened and locked, waiting for another process that holds it; closing the channel unlocks it. */
    private static FileChannel lockFile(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            channel.lock();
            return channel;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    void locked(String game, Runnable work) {
        locked(game, () -> {
            work.run();
            return null;
        });
    }

    boolean exists(String game) {
        return Files.isDirectory(dir(game));
    }

    /** A new game starting from {@code start}; refused when the id is taken. */
    void create(String game, Position start) {
        if (exists(game)) throw DeskError.bad("a game called '" + game + "' already exists; choose another name");
        PositionFile.write(start, map, dir(game).resolve(PositionFile.defaultName(start)));
    }

    /** The game's turns in play order (each a position file's name without .yaml). */
    List<String> turns(String game) {
        Path d = dir(game);
        if (!Files.isDirectory(d)) throw DeskError.notFound("no game '" + game + "'");
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".yaml"))
                    .map(n -> n.substring(0, n.length() - 5))
                    .filter(Ids::isTurn)
                    .sorted(Comparator.comparing(GameStore::order))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sort key of a turn: year, season, phase. */
    static String order(String turn) {
        String[] p = turn.split("-");
        int season = p[1].equals("spring") ? 0 : 1;
        int phase = switch (p[2]) {
            case "movement" -> 0;
            case "retreat" -> 1;
            default -> 2;
        };
        return p[0] + season + phase;
    }

    String current(String game) {
        List<String> t = turns(game);
        if (t.isEmpty()) throw DeskError.notFound("game '" + game + "' has no position file");
        return t.get(t.size() - 1);
    }

    /** The turn after {@code turn}, if it has been adjudicated. */
    Optional<String> next(String game, String turn) {
        List<String> t = turns(game);
        int i = t.indexOf(turn);
        return i >= 0 && i + 1 < t.size() ? Optional.of(t.get(i + 1)) : Optional.empty();
    }

    Path position(String game, String turn) {
        Path p = dir(game).resolve(Ids.turn(turn) + ".yaml");
        if (!Files.isRegularFile(p)) throw DeskError.notFound("game '" + game + "' has no turn " + turn);
        return p;
    }

    Position read(String game, String turn) {
        return PositionFile.read(position(game, turn), map);
    }

    void writePosition(String game, Position p) {
        PositionFile.write(p, map, dir(game).resolve(PositionFile.defaultName(p)));
    }

    /** The sheets folder of a turn. */
    Path sheets(String game, String turn) {
        return dir(game).resolve(Ids.turn(turn));
    }

    /** The sheet files of a turn, in power order. */
    List<Path> sheetFiles(String game, String turn) {
        List<Path> out = new ArrayList<>();
        for (var p : map.powers()) {
            Path f = sheet(game, turn, p.id());
            if (Files.isRegularFile(f)) out.add(f);
        }
        return out;
    }

    Path sheet(String game, String turn, String power) {
        if (map.power(power) == null) throw DeskError.notFound("no power '" + Ids.shown(power) + "'");
        return sheets(game, turn).resolve(power + ".txt");
    }

    Optional<String> sheetText(String game, String turn, String power) {
        return text(sheet(game, turn, power));
    }

    private static Optional<String> text(Path f) {
        try {
            return Files.isRegularFile(f) ? Optional.of(Files.readString(f, StandardCharsets.UTF_8)) : Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void writeSheet(String game, String turn, String power, String text) {
        write(sheet(game, turn, power), text.getBytes(StandardCharsets.UTF_8));
    }

    void deleteSheet(String game, String turn, String power) {
        try {
            Files.deleteIfExists(sheet(game, turn, power));
            Files.deleteIfExists(scan(game, turn, power));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The folder of a turn's scan readings and crops ({@code 1901-spring-movement/scans/}). */
    Path scans(String game, String turn) {
        return sheets(game, turn).resolve("scans");
    }

    /** What was read from a power's scanned sheet, as JSON ({@code scans/england.json}). */
    private Path scan(String game, String turn, String power) {
        if (map.power(power) == null) throw DeskError.notFound("no power '" + Ids.shown(power) + "'");
        return scans(game, turn).resolve(power + ".json");
    }

    Optional<String> scanText(String game, String turn, String power) {
        return text(scan(game, turn, power));
    }

    void writeScan(String game, String turn, String power, String json) {
        write(scan(game, turn, power), json.getBytes(StandardCharsets.UTF_8));
    }

    /** What the phase's last scan upload read and refused, file by file, as JSON ({@code scans/upload.json}). */
    Optional<String> uploadReport(String game, String turn) {
        return text(scans(game, turn).resolve("upload.json"));
    }

    void writeUploadReport(String game, String turn, String json) {
        write(scans(game, turn).resolve("upload.json"), json.getBytes(StandardCharsets.UTF_8));
    }

    /** A scratch folder inside the games folder, for reading an upload before it is kept. */
    Path scratch() {
        try {
            Files.createDirectories(root);
            return Files.createTempDirectory(root, ".upload-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (IOException e) {
            // a scratch folder left behind costs nothing; the next start does not read it
        }
    }

    /** Where a judged turn's record is kept: the sheets as judged, and per language the verdicts, the report and the map. */
    Path judged(String game, String turn) {
        return sheets(game, turn).resolve("judged");
    }

    /**
     * Undoes the last adjudication: the latest phase's position and sheets move to
     * {@code undone/<time>-<phase>/}, the phase before it is open again, and a line is added to the
     * game's {@code audit.log}. Call holding the game's lock.
     */
    String undo(String game, String current) {
        List<String> t = turns(game);
        if (t.size() < 2 || !t.get(t.size() - 1).equals(current))
            throw DeskError.bad("nothing to undo: " + Ids.shown(current) + " is not the latest adjudicated phase");
        String previous = t.get(t.size() - 2);
        String stamp = Instant.now().truncatedTo(ChronoUnit.MILLIS).toString().replace(":", "");
        Path aside = dir(game).resolve("undone").resolve(stamp + "-" + current);
        for (int n = 2; Files.exists(aside); n++) aside = aside.resolveSibling(stamp + "-" + n + "-" + current);
        try {
            Files.createDirectories(aside);
            if (Files.isDirectory(sheets(game, current))) Files.move(sheets(game, current), aside.resolve(current));
            Files.move(position(game, current), aside.resolve(current + ".yaml"));
            Path record = judged(game, previous);
            if (Files.isDirectory(record)) Files.move(record, aside.resolve(previous + "-judged"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        audit(
                game,
                "undid the adjudication of " + previous + ": " + current + " moved to undone/" + aside.getFileName()
                        + "; " + previous + " is open again");
        return previous;
    }

    /** Adds a line to the game's {@code audit.log}: when, and what was done to the game's history. */
    void audit(String game, String line) {
        try {
            Files.writeString(
                    dir(game).resolve("audit.log"),
                    Instant.now() + " " + line + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Path dir(String game) {
        return root.resolve(Ids.game(game));
    }

    private static void write(Path file, byte[] data) {
        try {
            OutputFiles.write(file, data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
