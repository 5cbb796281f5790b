package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** An example file's lines, to plant one slip at a known line and write the copy out. */
final class ExampleLines {
    private ExampleLines() {}

    static List<String> of(Path example) throws IOException {
        return new ArrayList<>(Files.readAllLines(example, StandardCharsets.UTF_8));
    }

    /** Replaces the one line equal to {@code from} and returns its 1-based number. */
    static int replace(List<String> lines, String from, String to) {
        int at = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).equals(from)) {
                assertEquals(-1, at, "'" + from + "' is not unique in the example");
                at = i;
            }
        }
        assertTrue(at >= 0, "'" + from + "' not in the example");
        lines.set(at, to);
        return at + 1;
    }

    /** Replaces the {@code nth} (from 1) line equal to {@code from} and returns its 1-based number. */
    static int replaceNth(List<String> lines, String from, int nth, String to) {
        int seen = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).equals(from) && ++seen == nth) {
                lines.set(i, to);
                return i + 1;
            }
        }
        throw new AssertionError("'" + from + "' is not in the example " + nth + " times");
    }

    static Path write(Path dir, String name, List<String> lines) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, lines, StandardCharsets.UTF_8);
        return p;
    }
}
