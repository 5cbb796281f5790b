package adjutant.generator.cache;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.function.Supplier;

/**
 * Values that take seconds to compute (the Diplomacy board's shapes) kept between builds in
 * {@code <out>/.adjutant-cache/}, each in a file named for the SHA-256 of everything it is computed
 * from (the data as parsed, and the tool's fingerprint), so a changed input or a new build of the
 * tool looks for another file and a stale value is never read. Only inside a kit build
 * ({@link #in}); elsewhere (the desk, tests) values are computed. A file that cannot be read is
 * computed again; writing is atomic, so two builds never see half a file.
 */
public final class BuildCache {
    static final String FOLDER = ".adjutant-cache";
    private static final ThreadLocal<Context> CURRENT = new ThreadLocal<>();

    private record Context(Path folder, String tool) {}

    /** How a value is written and read back, exactly. */
    public interface Codec<T> {
        void write(T value, DataOutputStream out) throws IOException;

        T read(DataInputStream in) throws IOException;
    }

    /** A value that is bytes, written with its length. */
    public static final Codec<byte[]> BYTES = new Codec<>() {
        @Override
        public void write(byte[] value, DataOutputStream out) throws IOException {
            out.writeInt(value.length);
            out.write(value);
        }

        @Override
        public byte[] read(DataInputStream in) throws IOException {
            return bytes(in, in.readInt());
        }
    };

    /** Work that may fail to write. */
    public interface Work<T> {
        T run() throws IOException;
    }

    private BuildCache() {}

    /** Runs {@code work} with values cached under {@code out} for the tool {@code tool}. */
    public static <T> T in(Path out, String tool, Work<T> work) throws IOException {
        Context before = CURRENT.get();
        CURRENT.set(new Context(out.resolve(FOLDER), tool));
        try {
            return work.run();
        } finally {
            if (before == null) CURRENT.remove();
            else CURRENT.set(before);
        }
    }

    /** {@code n} bytes read from a value's file, checked against what is left of it (a damaged length allocates nothing). */
    public static byte[] bytes(DataInputStream in, int n) throws IOException {
        if (n < 0 || n > in.available())
            throw new IOException("damaged: " + n + " bytes asked, " + in.available() + " left");
        byte[] b = new byte[n];
        in.readFully(b);
        return b;
    }

    /** A key for a value made from these bytes alone: their SHA-256. */
    public static String key(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The value of {@code kind} for {@code key} (text that determines it completely): read from the
     * cache, or made and kept there in place of the kind's older values.
     */
    public static <T> T get(String kind, String key, Codec<T> codec, Supplier<T> make) {
        Context c = CURRENT.get();
        if (c == null) return make.get();
        Path file =
                c.folder().resolve(kind + "-" + key((c.tool() + "\n" + key).getBytes(StandardCharsets.UTF_8)) + ".bin");
        if (Files.isRegularFile(file)) {
            try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(file)))) {
                return codec.read(in);
            } catch (IOException | RuntimeException e) {
                // unreadable (cut short, an older format): made again below and written over
            }
        }
        T value = make.get();
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (DataOutputStream out = new DataOutputStream(bytes)) {
                codec.write(value, out);
            }
            Files.createDirectories(c.folder());
            Path tmp = Files.createTempFile(c.folder(), kind, ".tmp");
            try {
                Files.write(tmp, bytes.toByteArray());
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
            try (DirectoryStream<Path> old = Files.newDirectoryStream(c.folder(), kind + "-*.bin")) {
                for (Path p : old) if (!p.equals(file)) Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a cache that cannot be written only costs the time next build
        }
        return value;
    }
}
