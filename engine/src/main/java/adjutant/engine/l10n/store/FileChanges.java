package adjutant.engine.l10n.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The files one import changes, written all or none: every new text goes to a temporary file
 * beside its file first (a full disk or a refused permission stops here, nothing replaced), then
 * all are moved into place; should a move still fail, the files already replaced get their old
 * text back. So a translator's file never leaves a book half imported.
 */
public final class FileChanges {
    /** One file's change: {@code old} null when the file is new; {@code root} the folder it must stay inside. */
    public record Change(Path root, Path file, String shown, String old, String text) {}

    private final List<Change> changes = new ArrayList<>();

    public void add(Change c) {
        if (!Objects.equals(c.old(), c.text())) changes.add(c);
    }

    public void addAll(FileChanges other) {
        changes.addAll(other.changes);
    }

    public List<Change> changes() {
        return List.copyOf(changes);
    }

    /** Writes every change or none; returns the files written, as shown to users. */
    public List<String> commit() {
        for (Change c : changes) {
            if (!TextFiles.inside(c.root(), c.file()))
                throw new IllegalStateException("refusing to write " + c.file() + ": outside " + c.root());
        }
        List<Path> temps = new ArrayList<>();
        List<Change> moved = new ArrayList<>();
        try {
            for (Change c : changes) {
                Path dir = c.file().toAbsolutePath().getParent();
                Files.createDirectories(dir);
                Path tmp = Files.createTempFile(dir, "." + c.file().getFileName(), ".tmp");
                temps.add(tmp);
                Files.writeString(tmp, c.text(), StandardCharsets.UTF_8);
                TextFiles.permissions(tmp, c.file());
            }
            for (int i = 0; i < changes.size(); i++) {
                move(temps.get(i), changes.get(i).file());
                moved.add(changes.get(i));
            }
        } catch (IOException e) {
            restore(moved);
            throw new UncheckedIOException(
                    "cannot write "
                            + (moved.size() < changes.size()
                                    ? changes.get(moved.size()).shown()
                                    : "") + ": " + e.getMessage() + "; no file was changed",
                    e);
        } finally {
            for (Path t : temps) {
                try {
                    Files.deleteIfExists(t);
                } catch (IOException ignored) {
                    // a temporary file left behind is harmless: it starts with a dot and ends in .tmp
                }
            }
        }
        return changes.stream().map(Change::shown).toList();
    }

    private static void restore(List<Change> moved) {
        for (Change c : moved) {
            try {
                if (c.old() == null) Files.deleteIfExists(c.file());
                else TextFiles.write(c.file(), c.old());
            } catch (IOException | UncheckedIOException ignored) {
                // best effort: the move that failed is reported
            }
        }
    }

    private static void move(Path tmp, Path file) throws IOException {
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
