package adjutant.engine.l10n.store;

import adjutant.engine.data.Inputs;
import adjutant.engine.data.Problems;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Reading text files with located problems, and writing them through a temporary file. */
public final class TextFiles {
    public static final long MAX_BYTES = 4L * 1024 * 1024;

    private TextFiles() {}

    /** The file's text, or null after reporting why it cannot be read. */
    public static String read(Path file, String shownAs, Problems problems) {
        Inputs.file(file);
        try {
            if (Files.size(file) > MAX_BYTES) {
                problems.inFile(shownAs, "file is larger than " + MAX_BYTES + " bytes");
                return null;
            }
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (CharacterCodingException e) {
            problems.inFile(shownAs, "not UTF-8 text");
        } catch (IOException e) {
            problems.inFile(shownAs, "cannot read: " + e.getMessage());
        }
        return null;
    }

    /** A temporary file is private (rw-------); the file it replaces keeps its own permissions, a new one gets rw-r--r--. */
    public static void permissions(Path tmp, Path file) throws IOException {
        if (!tmp.getFileSystem().supportedFileAttributeViews().contains("posix")) return;
        Set<PosixFilePermission> p =
                Files.exists(file) ? Files.getPosixFilePermissions(file) : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(tmp, p);
    }

    /**
     * Writes {@code text} to {@code file} only when the file lies inside {@code root}, symbolic links
     * resolved: a translator's file can name languages and ids, never where the data goes.
     */
    public static void writeInside(Path root, Path file, String text) {
        if (!inside(root, file)) throw new IllegalStateException("refusing to write " + file + ": outside " + root);
        write(file, text);
    }

    /** Whether {@code file} is (or would be created) inside {@code root}, by real paths. */
    public static boolean inside(Path root, Path file) {
        try {
            Path realRoot = root.toAbsolutePath().normalize().toRealPath();
            Path abs = file.toAbsolutePath().normalize();
            if (!abs.startsWith(root.toAbsolutePath().normalize())) return false;
            Path existing = abs;
            while (existing != null && !Files.exists(existing, LinkOption.NOFOLLOW_LINKS))
                existing = existing.getParent();
            if (existing == null) return false;
            if (Files.isSymbolicLink(existing) && !Files.exists(existing))
                return false; // a dangling link leads anywhere
            return existing.toRealPath().startsWith(realRoot);
        } catch (IOException e) {
            return false;
        }
    }

    /** Writes {@code text} to a temporary file beside {@code file}, then moves it into place. */
    public static void write(Path file, String text) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
            try {
                Files.writeString(tmp, text, StandardCharsets.UTF_8);
                permissions(tmp, file);
                try {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
