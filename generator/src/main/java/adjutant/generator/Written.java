package adjutant.generator;

import java.nio.file.Path;
import java.util.List;

/** A file the build wrote, its size in bytes, its page count and its preview images. */
public record Written(Path file, long bytes, int pages, List<Path> previews) {}
