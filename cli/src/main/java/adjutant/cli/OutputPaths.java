package adjutant.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Where a command may write, checked before anything is written: only regular files (never a
 * device, a folder or a system folder such as /proc), and folders that are folders.
 * Each check returns what is wrong, for the command to print, or null.
 */
final class OutputPaths {
    private OutputPaths() {}

    /** A file {@code flag} names, to be created or replaced. */
    static String file(String flag, Path p) {
        if (p.toString().isBlank()) return flag + " '': give a file name";
        Path abs = p.toAbsolutePath().normalize();
        if (Files.isDirectory(abs)) return flag + " " + p + ": is a folder; give a file name in it";
        if (Files.exists(abs, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(abs, LinkOption.NOFOLLOW_LINKS)) {
            return flag + " " + p + ": is not a regular file (a device, link or other special file); it is left alone";
        }
        String sys = system(flag, p, abs);
        if (sys != null) return sys;
        if (Files.exists(abs) && !Files.isWritable(abs)) return flag + " " + p + ": the file is not writable";
        return folderProblem(flag, p, abs.getParent());
    }

    /** A folder {@code flag} names, to be created when missing. */
    static String folder(String flag, Path p) {
        if (p.toString().isBlank()) return flag + " '': give a folder, e.g. " + flag + " out";
        Path abs = p.toAbsolutePath().normalize();
        if (Files.exists(abs) && !Files.isDirectory(abs)) return flag + " " + p + ": is a file, not a folder";
        String sys = system(flag, p, abs);
        if (sys != null) return sys;
        return folderProblem(flag, p, abs);
    }

    /** Whether {@code file} exists already (so the command can say it replaced it). */
    static boolean replaces(Path file) {
        return Files.isRegularFile(file.toAbsolutePath().normalize(), LinkOption.NOFOLLOW_LINKS);
    }

    private static String system(String flag, Path p, Path abs) {
        Path real = nearestExisting(abs);
        try {
            real = real.toRealPath();
        } catch (IOException | SecurityException e) {
            return flag + " " + p + ": cannot be resolved (" + e.getMessage() + ")";
        }
        for (String root : new String[] {"/proc", "/sys", "/dev"}) {
            if (real.startsWith(root))
                return flag + " " + p + ": is inside " + root + ", a system folder; choose a folder of your own";
        }
        return null;
    }

    /** The folder (or its nearest existing ancestor) must be a writable folder. */
    private static String folderProblem(String flag, Path p, Path dir) {
        if (dir == null) return null;
        Path existing = nearestExisting(dir);
        if (!Files.isDirectory(existing)) return flag + " " + p + ": " + existing + " is a file, not a folder";
        if (!Files.isWritable(existing)) return flag + " " + p + ": the folder " + existing + " is not writable";
        return null;
    }

    private static Path nearestExisting(Path abs) {
        Path q = abs;
        while (q != null && !Files.exists(q)) q = q.getParent();
        return q == null ? abs.getRoot() : q;
    }
}
