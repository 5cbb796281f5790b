package adjutant.generator;

import java.nio.file.Path;
import java.util.List;

/**
 * A file of a kit: its size in bytes, its page count and its preview images; {@code made} false
 * when the build found it up to date and kept it.
 */
public record WrittenFile(Path file, long bytes, int pages, List<Path> previews, boolean made) {
    public WrittenFile(Path file, long bytes, int pages, List<Path> previews) {
        this(file, bytes, pages, previews, true);
    }
}
