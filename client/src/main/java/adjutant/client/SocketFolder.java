package adjutant.client;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

/**
 * The folder that holds the server's socket. Anyone who can open the socket can run commands as
 * its user, so the folder must be the user's own and closed to everyone else; both the client and
 * the server refuse any other.
 */
public final class SocketFolder {
    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
            PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE,
            PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE,
            PosixFilePermission.OTHERS_EXECUTE);

    private SocketFolder() {}

    /** Why the folder must not be used, or null when it is safe: a real folder, the user's own, mode 0700 or tighter. */
    public static String problem(Path dir) {
        try {
            if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) return dir + " is not a folder";
            Object owner = Files.getAttribute(dir, "unix:uid", LinkOption.NOFOLLOW_LINKS);
            Object me = Files.getAttribute(Path.of("/proc/self"), "unix:uid");
            if (!owner.equals(me)) return dir + " belongs to user " + owner + ", not to " + me;
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(dir, LinkOption.NOFOLLOW_LINKS);
            perms.retainAll(OTHERS);
            if (!perms.isEmpty()) return dir + " is open to others (" + perms + "); it must be mode 0700";
            return null;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return dir + ": " + e.getMessage();
        }
    }
}
