package adjutant.generator;

import adjutant.engine.l10n.store.TextFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Files appear whole or not at all: written under a temporary name beside the target, then moved.
 * A set of files that belong together (a PDF and its previews) is committed by a journal: all are
 * written first, then one small file naming every move is put in place, then the moves are made.
 * Interrupted before the journal exists, the old files stand untouched; after, {@link #recover}
 * (run at the start of every build) finishes the moves. So a set is always wholly old or wholly new.
 */
public final class OutputFiles {
    /** What ends the name of an interrupted set's journal ({@code .<file>.commit}). */
    static final String JOURNAL = ".commit";

    private static final String PART = ".part";

    private OutputFiles() {}

    public static void write(Path target, byte[] data) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", PART);
        TextFiles.permissions(tmp, target); // owner-only otherwise, unreadable to a print shop's upload or a web server
        try {
            Files.write(tmp, data);
            move(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Where a commit has got to (tests stop it there, as a kill would). */
    public interface Checkpoint {
        /** {@code step}: "written" (a temporary file complete), "committed" (the journal in place), "moved" (a file in place). */
        void reached(String step, Path file) throws IOException;

        Checkpoint NONE = (step, file) -> {};
    }

    /**
     * Writes {@code files} as one set, in the map's order (the file the others belong to last),
     * and removes {@code remove} (files of the old set the new one does not have) with them.
     */
    public static void writeTogether(Map<Path, byte[]> files, List<Path> remove, Checkpoint at) throws IOException {
        Path last = null;
        for (Path p : files.keySet()) last = p.toAbsolutePath();
        if (last == null) return;
        Path dir = last.getParent();
        Files.createDirectories(dir);
        Path journal = dir.resolve("." + last.getFileName() + JOURNAL);
        List<Path> temps = new ArrayList<>();
        boolean committed = false;
        try {
            StringBuilder plan = new StringBuilder();
            for (Map.Entry<Path, byte[]> e : files.entrySet()) {
                Path target = e.getKey().toAbsolutePath();
                Files.createDirectories(target.getParent());
                Path tmp = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".", PART);
                TextFiles.permissions(tmp, target);
                temps.add(tmp);
                Files.write(tmp, e.getValue());
                plan.append("m\t")
                        .append(dir.relativize(tmp))
                        .append('\t')
                        .append(dir.relativize(target))
                        .append('\n');
                at.reached("written", target);
            }
            for (Path p : remove)
                plan.append("d\t").append(dir.relativize(p.toAbsolutePath())).append('\n');
            write(journal, plan.toString().getBytes(StandardCharsets.UTF_8));
            committed = true;
            at.reached("committed", journal);
            finish(journal, at);
        } finally {
            if (!committed) for (Path tmp : temps) Files.deleteIfExists(tmp);
        }
    }

    /** Makes the moves a journal names (those not made yet), removes what it removes, then the journal. */
    private static void finish(Path journal, Checkpoint at) throws IOException {
        Path dir = journal.getParent();
        for (String line : Files.readAllLines(journal, StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            if (f.length == 3 && f[0].equals("m")) {
                Path tmp = dir.resolve(f[1]).normalize(),
                        target = dir.resolve(f[2]).normalize();
                if (!within(dir, tmp) || !within(dir, target)) continue;
                if (Files.exists(tmp)) move(tmp, target);
                at.reached("moved", target);
            } else if (f.length == 2 && f[0].equals("d")) {
                Path gone = dir.resolve(f[1]).normalize();
                if (within(dir, gone)) Files.deleteIfExists(gone);
            }
        }
        Files.deleteIfExists(journal);
    }

    /**
     * Completes every set under {@code root} that a build committed but did not finish moving, and
     * removes temporary files of sets never committed (their old files are still in place).
     */
    public static void recover(Path root) throws IOException {
        if (!Files.isDirectory(root)) return;
        List<Path> journals;
        try (Stream<Path> s = Files.walk(root)) {
            journals = s.filter(p -> isOurs(p, JOURNAL)).toList();
        }
        for (Path j : journals) finish(j, Checkpoint.NONE);
        List<Path> parts;
        try (Stream<Path> s = Files.walk(root)) {
            parts = s.filter(p -> isOurs(p, PART)).toList();
        }
        for (Path p : parts) Files.deleteIfExists(p);
    }

    private static boolean isOurs(Path p, String ending) {
        String n = p.getFileName().toString();
        return n.startsWith(".") && n.endsWith(ending) && Files.isRegularFile(p);
    }

    /** A journal moves files only within its own folder's tree (preview/ beside the PDF). */
    private static boolean within(Path dir, Path p) {
        return p.startsWith(dir);
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException x) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The files in order, for {@link #writeTogether}. */
    static Map<Path, byte[]> ordered(List<Path> paths, List<byte[]> data) {
        Map<Path, byte[]> m = new LinkedHashMap<>();
        for (int i = 0; i < paths.size(); i++) m.put(paths.get(i), data.get(i));
        return m;
    }
}
