package adjutant.cli;

import adjutant.client.Client;
import adjutant.client.ServerKey;
import adjutant.client.Wire;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The user's socket folder as a server keeps it: files left by servers that were killed are
 * removed when another starts, and at most {@link #MAX_LIVE} servers for short commands and
 * {@link #MAX_BUILD} build server (hundreds of MB each during a build) live at once — a new one
 * stops the least recently used idle ones of its kind (each server's {@code .pid} file is touched at
 * every command).
 */
final class ServerFolder {
    /** Servers for short commands one user keeps at once (docs/developers.md, "The background server"). */
    static final int MAX_LIVE = 3;
    /** Build servers one user keeps at once. */
    static final int MAX_BUILD = 1;
    /** Files younger than this may be a server just starting (its log opened, its lock not yet taken). */
    private static final long STARTING_MS = 60_000;

    private static final List<String> SUFFIXES = List.of(".sock", ".pid", ".pid.tmp", ".log", ".lock");

    private ServerFolder() {}

    /** Marks a server's last use. */
    static void touch(Path pid) {
        try {
            Files.setLastModifiedTime(pid, FileTime.fromMillis(System.currentTimeMillis()));
        } catch (IOException e) {
            // only the order in which servers are stopped depends on it
        }
    }

    /** Removes the socket, pid, log and lock of every server that is neither answering nor starting (killed with -9). */
    static void clean(Path dir, Path own) throws IOException {
        for (String base : bases(dir)) {
            if (base.equals(base(own))) continue;
            Path sock = dir.resolve(base + ".sock");
            if (Client.answers(sock) || locked(dir.resolve(base + ".lock")) || young(dir, base)) continue;
            for (String s : SUFFIXES) Files.deleteIfExists(dir.resolve(base + s));
        }
    }

    /** Stops the least recently used idle servers of this one's kind beyond its bound (this one counted, never stopped). */
    static void bound(Path dir, Path own) throws IOException {
        boolean build = base(own).endsWith(ServerKey.BUILD_SUFFIX);
        List<Path> others = new ArrayList<>();
        for (String base : bases(dir)) {
            Path sock = dir.resolve(base + ".sock");
            if (!base.equals(base(own)) && base.endsWith(ServerKey.BUILD_SUFFIX) == build && Client.answers(sock))
                others.add(sock);
        }
        others.sort(Comparator.comparing(ServerFolder::lastUse));
        int live = others.size() + 1;
        for (Path s : others) {
            if (live <= (build ? MAX_BUILD : MAX_LIVE)) break;
            try {
                if (Client.ask(s, Wire.STATUS).contains(", running: ")) continue; // busy: a command is never cut short
                Client.ask(s, Wire.STOP);
                live--;
            } catch (IOException gone) {
                live--;
            }
        }
    }

    private static FileTime lastUse(Path sock) {
        try {
            return Files.getLastModifiedTime(sock.resolveSibling(base(sock) + ".pid"));
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    /** Whether another process holds the lock file (a server running or starting). */
    private static boolean locked(Path lock) {
        if (!Files.exists(lock)) return false;
        try (FileChannel c = FileChannel.open(lock, StandardOpenOption.WRITE);
                FileLock l = c.tryLock()) {
            return l == null;
        } catch (OverlappingFileLockException e) {
            return true;
        } catch (IOException e) {
            return true; // when in doubt, leave it
        }
    }

    private static boolean young(Path dir, String base) throws IOException {
        long now = System.currentTimeMillis();
        for (String s : SUFFIXES) {
            Path f = dir.resolve(base + s);
            if (Files.exists(f) && now - Files.getLastModifiedTime(f).toMillis() < STARTING_MS) return true;
        }
        return false;
    }

    /** The servers' base names found in the folder (a socket, pid, log or lock of each). */
    private static Set<String> bases(Path dir) throws IOException {
        Set<String> out = new TreeSet<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.toList()) {
                String n = p.getFileName().toString();
                for (String suffix : SUFFIXES)
                    if (n.endsWith(suffix)) out.add(n.substring(0, n.length() - suffix.length()));
            }
        }
        return out;
    }

    private static String base(Path sock) {
        String n = sock.getFileName().toString();
        return n.endsWith(".sock") ? n.substring(0, n.length() - 5) : n;
    }
}
