package adjutant.generator;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Files appear whole or not at all: written under a temporary name beside the target, then moved. */
public final class OutputFiles {
    private OutputFiles() {}

    public static void write(Path target, byte[] data) throws IOException {
        writeTogether(Map.of(target, data), p -> { });
    }

    /** Called after each file is moved into place (tests interrupt a commit there). */
    public interface AfterMove {
        void moved(Path target) throws IOException;
    }

    /**
     * Writes several files as one: every one is written under its temporary name first, and only
     * then are they moved into place, in the map's order, so the slow part (writing) cannot be
     * interrupted half done; a caller puts the file that others belong to last (a PDF after its
     * previews), so it never stands without them.
     */
    public static void writeTogether(Map<Path, byte[]> files, AfterMove after) throws IOException {
        Map<Path, Path> temps = new LinkedHashMap<>();
        try {
            for (Map.Entry<Path, byte[]> e : files.entrySet()) {
                Path dir = e.getKey().toAbsolutePath().getParent();
                Files.createDirectories(dir);
                Path tmp = Files.createTempFile(dir, "." + e.getKey().getFileName() + ".", ".part");
                temps.put(e.getKey(), tmp);
                Files.write(tmp, e.getValue());
            }
            for (Map.Entry<Path, Path> e : temps.entrySet()) {
                try {
                    Files.move(e.getValue(), e.getKey(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException x) {
                    Files.move(e.getValue(), e.getKey(), StandardCopyOption.REPLACE_EXISTING);
                }
                after.moved(e.getKey());
            }
        } finally {
            for (Path tmp : new ArrayList<>(temps.values())) Files.deleteIfExists(tmp);
        }
    }

    /** The files in order, for {@link #writeTogether}. */
    static Map<Path, byte[]> ordered(List<Path> paths, List<byte[]> data) {
        Map<Path, byte[]> m = new LinkedHashMap<>();
        for (int i = 0; i < paths.size(); i++) m.put(paths.get(i), data.get(i));
        return m;
    }
}
