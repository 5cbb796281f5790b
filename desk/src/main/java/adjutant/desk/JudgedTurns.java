package adjutant.desk;

import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.generator.OutputFiles;
import adjutant.generator.diplomacy.TurnMaps;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.TurnReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Judged turns as a record: at adjudication the sheets as judged, and in every language of the
 * desk the verdicts (the JSON report), the full report and the turn's map are written once into
 * {@code <phase>/judged/}, then the next position. A judged turn is shown from that record, never
 * judged again, so its page always shows what the game went on from; only {@link GameStore#undo}
 * (audited) reopens it.
 */
final class JudgedTurns {
    private final GameStore store;
    private final TurnChecks checks;
    private final TurnMaps maps;
    private final List<String> languages;

    JudgedTurns(GameStore store, TurnChecks checks, TurnMaps maps, List<String> languages) {
        this.store = store;
        this.checks = checks;
        this.maps = maps;
        this.languages = languages;
    }

    /** What a judged turn shows in one language: its verdicts and report, and its map as SVG. */
    record Shown(TurnChecks.Checked checked, String map) {}

    /** Adjudicates the phase TURN: its record, then the next position; the next phase's name. Call holding the game's lock. */
    String adjudicate(String id, String turn) {
        TurnReport report = record(id, turn);
        Position next = report.result().next();
        store.writePosition(id, next);
        String name = PositionFile.defaultName(next).replace(".yaml", "");
        store.audit(id, "adjudicated " + turn + "; the game goes on from " + name);
        return name;
    }

    /** A judged turn as recorded (a game judged before records were kept gets its record now, once). */
    Shown shown(String id, String turn, String lang) {
        Path dir = store.judged(id, turn);
        if (!Files.isRegularFile(dir.resolve(lang + ".json"))) {
            store.locked(id, () -> {
                if (!Files.isRegularFile(dir.resolve(lang + ".json"))
                        && store.next(id, turn).isPresent()) record(id, turn);
            });
        }
        try {
            Messages m = checks.messages(lang);
            return new Shown(
                    TurnChecks.checked(null, read(dir, lang + ".json"), read(dir, lang + ".txt"), m),
                    read(dir, lang + ".svg"));
        } catch (IOException e) {
            throw DeskError.notFound("turn " + turn + " of game '" + id + "' has no record of its judgement");
        }
    }

    private static String read(Path dir, String name) throws IOException {
        return Files.readString(dir.resolve(name), StandardCharsets.UTF_8);
    }

    /** Judges the phase and writes its record whole (a scratch folder moved into place). */
    private TurnReport record(String id, String turn) {
        TurnReport report = checks.judge(id, turn);
        Position before = store.read(id, turn);
        Path dir = store.judged(id, turn);
        Path scratch = dir.resolveSibling("judged.tmp");
        try {
            GameStore.deleteTree(scratch);
            Files.createDirectories(scratch.resolve("sheets"));
            for (Path f : store.sheetFiles(id, turn))
                Files.copy(f, scratch.resolve("sheets").resolve(f.getFileName()));
            for (String lang : languages) {
                Messages m = checks.messages(lang);
                OutputFiles.write(
                        scratch.resolve(lang + ".json"), checks.json(report, m).getBytes(StandardCharsets.UTF_8));
                OutputFiles.write(
                        scratch.resolve(lang + ".txt"),
                        checks.text(id, report, m).getBytes(StandardCharsets.UTF_8));
                OutputFiles.write(
                        scratch.resolve(lang + ".svg"),
                        maps.turn(before, report.result(), lang).getBytes(StandardCharsets.UTF_8));
            }
            GameStore.deleteTree(dir);
            Files.move(scratch, dir, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return report;
    }
}
