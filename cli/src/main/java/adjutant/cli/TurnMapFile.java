package adjutant.cli;

import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.generator.OutputFiles;
import adjutant.generator.diplomacy.TurnMaps;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;

/** {@code validate diplomacy --map FILE}: the adjudicated turn drawn on the board, in the format the file's extension names. */
final class TurnMapFile {
    private TurnMapFile() {}

    /** {@code svg}, {@code pdf} or {@code png} from the file's name; null for anything else. */
    static String format(Path file) {
        String name =
                file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1);
        return TurnMaps.FORMATS.contains(ext) ? ext : null;
    }

    static void write(Path home, Position before, PhaseResult result, String lang, Path file, String format) {
        TurnMaps maps = TurnMaps.open(home);
        String svg = maps.turn(before, result, lang);
        try {
            OutputFiles.write(file, maps.encode(svg, format, maps.turnTitle(before, lang), lang));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
