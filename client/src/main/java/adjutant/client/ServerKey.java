package adjutant.client;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a command's result may depend on besides its arguments and the files it reads: the jar
 * (path, size, modification time), the Java runtime, the working folder, the file-creation mask and the environment
 * variables the program or its libraries read (locale, project home, data folders, terminal
 * colours, JVM options). One server serves one such key; it computes its own at start and refuses
 * a request whose key differs, so a command is only ever run where a direct run would give the same.
 */
public final class ServerKey {
    /** The environment read: the locale (Locale.getDefault, the default charset), Games.home(), the desk's data folder,
     *  the temporary folder, the time zone, picocli's colour hints, options every JVM picks up; and every LC_ variable. */
    private static final Set<String> READ = Set.of(
            "LANG",
            "LANGUAGE",
            "ADJUTANT_HOME",
            "XDG_DATA_HOME",
            "HOME",
            "TMPDIR",
            "TZ",
            "TERM",
            "OSTYPE",
            "CLICOLOR",
            "CLICOLOR_FORCE",
            "NO_COLOR",
            "ANSICON",
            "ConEmuANSI",
            "JAVA_TOOL_OPTIONS",
            "JDK_JAVA_OPTIONS",
            "_JAVA_OPTIONS");

    private ServerKey() {}

    /**
     * This process's key for the jar, as text. The working folder is named and identified: a folder
     * moved away, deleted or replaced by another of the same name is another folder, so a server that
     * runs in the old one never serves a client in the new one (and this throws when the process's own
     * folder no longer is the one its name gives: then nothing can be served).
     */
    public static String text(Path jar) throws IOException {
        Path here = Path.of(System.getProperty("user.dir"));
        String id = identity(Path.of("/proc/self/cwd"));
        if (!id.equals(identity(here)))
            throw new IOException(here + " is no longer this process's working folder (moved, deleted or replaced)");
        return text(jar, System.getenv(), workingFolder(here), System.getProperty("java.home"));
    }

    /** The working-folder part of a key: the folder's name, what it is (device and inode) and the file-creation mask. */
    public static String workingFolder(Path folder) throws IOException {
        return folder + " " + identity(folder) + "\numask " + umask();
    }

    /** What a folder is, whatever its name: its device and inode, following links (as a process's working folder does). */
    public static String identity(Path folder) throws IOException {
        return Files.getAttribute(folder, "unix:dev") + ":" + Files.getAttribute(folder, "unix:ino");
    }

    /** The key for a jar, environment, working folder (with the file-creation mask: files a command writes get its modes) and Java. */
    public static String text(Path jar, Map<String, String> env, String workingFolder, String javaHome)
            throws IOException {
        Path j = jar.toAbsolutePath().normalize();
        StringBuilder b = new StringBuilder();
        b.append("jar ")
                .append(j)
                .append(' ')
                .append(Files.size(j))
                .append(' ')
                .append(Files.getLastModifiedTime(j).toMillis())
                .append('\n');
        b.append("java ").append(javaHome).append('\n');
        b.append("folder ").append(workingFolder).append('\n');
        for (Map.Entry<String, String> e : new TreeMap<>(env).entrySet()) {
            if (READ.contains(e.getKey()) || e.getKey().startsWith("LC_"))
                b.append("env ")
                        .append(e.getKey())
                        .append('=')
                        .append(e.getValue())
                        .append('\0');
        }
        return b.toString();
    }

    /** This process's file-creation mask, as Linux reports it. */
    static String umask() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status")))
            if (line.startsWith("Umask:")) return line.substring(6).trim();
        return "unknown";
    }

    /** The socket's file name for a key: a 64-bit hash (a clash only makes the server refuse: the full key is compared). */
    public static String name(String text) {
        long h = 0xcbf29ce484222325L; // FNV-1a
        for (int i = 0; i < text.length(); i++) {
            h ^= text.charAt(i);
            h *= 0x100000001b3L;
        }
        String hex = Long.toHexString(h);
        return "0".repeat(16 - hex.length()).concat(hex);
    }

    /** Whether a command is a kit build, served by a server of its own (its JVM set for builds). */
    public static boolean isBuild(String[] args) {
        return args.length > 0 && args[0].equals("build");
    }

    /** The socket's file name for a key: builds have their own server beside the short commands' one. */
    public static String socketName(String key, boolean build) {
        return name(key) + (build ? BUILD_SUFFIX : "") + ".sock";
    }

    /** Marks a build server's socket name. */
    public static final String BUILD_SUFFIX = "-build";

    /** The user's socket folder: ${XDG_RUNTIME_DIR:-${TMPDIR:-/tmp}}/adjutant-UID. */
    public static Path folder() throws IOException {
        String base = System.getenv("XDG_RUNTIME_DIR");
        if (base == null || base.isEmpty()) base = System.getenv("TMPDIR");
        if (base == null || base.isEmpty()) base = "/tmp";
        return Path.of(base, "adjutant-" + Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
    }
}
