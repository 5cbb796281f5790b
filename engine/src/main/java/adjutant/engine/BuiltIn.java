package adjutant.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The games' data and templates that the installed command carries inside its jar (resources
 * under {@value #PREFIX}), used when no workspace is found. Code reads data as files, so the
 * jar's copy is unpacked once into the user's cache folder ({@code $XDG_CACHE_HOME/adjutant/},
 * else {@code ~/.cache/adjutant/}), into a folder named for that very jar; run from a folder of
 * classes (tests) it is used where it lies.
 */
public final class BuiltIn {
    /** The resource folder holding {@code data/} and {@code templates/}. */
    public static final String PREFIX = "adjutant/builtin/";

    private static volatile Path folder;

    private BuiltIn() {}

    /** The folder holding the built-in data/ and templates/, or null when this build carries none. */
    public static Path folder() {
        Path f = folder;
        if (f == null) folder = f = locate();
        return f;
    }

    /** Whether {@code home} is the built-in folder (so nothing may be written there, and out/ goes to the working folder). */
    public static boolean is(Path home) {
        Path f = folder();
        return f != null && home != null && home.toAbsolutePath().normalize().equals(f);
    }

    private static Path locate() {
        URL u = BuiltIn.class.getClassLoader().getResource(PREFIX + "data");
        if (u == null) return null;
        try {
            if (u.getProtocol().equals("file"))
                return Path.of(u.toURI()).getParent().toAbsolutePath().normalize();
            if (!u.getProtocol().equals("jar")) return null;
            String s = u.getPath(); // file:/…/adjutant.jar!/adjutant/builtin/data
            Path jar = Path.of(new URI(s.substring(0, s.indexOf("!/"))));
            return unpacked(jar, UserFolders.cache());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }

    /** The jar's copy, unpacked once per jar into {@code cache} (the jar's path, size and time name the folder). */
    static Path unpacked(Path jar, Path cache) {
        try {
            String key = jar.toAbsolutePath() + "|" + Files.size(jar) + "|"
                    + Files.getLastModifiedTime(jar).toMillis();
            String name = "builtin-"
                    + HexFormat.of()
                            .formatHex(
                                    MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)),
                                    0,
                                    8);
            Path target = cache.resolve(name);
            if (Files.isDirectory(target)) return target;
            Files.createDirectories(cache);
            Path tmp = Files.createTempDirectory(cache, name + ".part-");
            try {
                unzip(jar, tmp);
                try {
                    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
                } catch (FileAlreadyExistsException
                        | AtomicMoveNotSupportedException
                        | DirectoryNotEmptyException raced) {
                    if (!Files.isDirectory(target)) throw raced; // another run unpacked the same jar meanwhile
                }
            } finally {
                deleteTree(tmp);
            }
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot unpack the built-in games' data into the cache folder: " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void unzip(Path jar, Path into) throws IOException {
        try (ZipFile z = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> all = z.entries();
            while (all.hasMoreElements()) {
                ZipEntry e = all.nextElement();
                if (!e.getName().startsWith(PREFIX)
                        || e.isDirectory()
                        || e.getName().contains("..")) continue;
                Path to = into.resolve(e.getName().substring(PREFIX.length()));
                Files.createDirectories(to.getParent());
                try (InputStream in = z.getInputStream(e)) {
                    Files.copy(in, to);
                }
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
