package adjutant.desk;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The secrets of table mode. The game master's key is 256 random bits from {@link SecureRandom},
 * kept in the games folder ({@code .table-key}, readable by its owner only) so that links survive a
 * restart of the desk. A player's key names a game and a seat (a power, or a player's powers in a
 * game for fewer players) and carries their HMAC-SHA256 under the game master's key: nothing is
 * stored per player, and {@link #rotate rotating} the game master's key invalidates every link at
 * once. Keys are compared in constant time.
 */
final class TableKeys {
    static final String FILE = ".table-key";
    private static final SecureRandom RANDOM = new SecureRandom();
    private final Path file;
    private volatile byte[] key;

    /** Who a key admits: the game master, or one seat of one game. */
    record Access(String game, String seat) {
        static final Access GAME_MASTER = new Access(null, null);

        boolean gameMaster() {
            return game == null;
        }
    }

    private TableKeys(Path file, byte[] key) {
        this.file = file;
        this.key = key;
    }

    /** The key of the games folder {@code games}: read, or made and written when there is none (or {@code fresh}). */
    static TableKeys open(Path games, boolean fresh) {
        Path f = games.resolve(FILE);
        try {
            if (!fresh && Files.isRegularFile(f)) {
                byte[] k = Base64.getUrlDecoder()
                        .decode(Files.readString(f, StandardCharsets.US_ASCII).strip());
                if (k.length >= 32) return new TableKeys(f, k);
            }
        } catch (IOException | IllegalArgumentException e) {
            // an unreadable or damaged key file is replaced: old links stop working, which is the safe side
        }
        TableKeys t = new TableKeys(f, null);
        t.rotate();
        return t;
    }

    /** A new game master's key: every link made before, the game master's own included, stops working. */
    synchronized void rotate() {
        byte[] k = new byte[32];
        RANDOM.nextBytes(k);
        try {
            Files.createDirectories(file.getParent());
            Path tmp = Files.createTempFile(file.getParent(), ".table-key-", ".tmp");
            try {
                Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException e) {
                // not a POSIX file system: the folder's own permissions guard it
            }
            Files.writeString(tmp, b64(k) + "\n", StandardCharsets.US_ASCII);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the table key " + file + ": " + e.getMessage(), e);
        }
        key = k;
    }

    /** The game master's key, as the link carries it. */
    String gameMaster() {
        return b64(key);
    }

    /** A player's key: {@code game.seat.mac}. */
    String player(String game, String seat) {
        return Ids.game(game) + "." + seat + "." + mac(game, seat);
    }

    /** Whom {@code k} admits, if anyone. */
    Optional<Access> check(String k) {
        if (k == null || k.isEmpty() || k.length() > 300) return Optional.empty();
        int a = k.indexOf('.'), b = k.lastIndexOf('.');
        if (a < 0) return same(k, gameMaster()) ? Optional.of(Access.GAME_MASTER) : Optional.empty();
        if (a == b) return Optional.empty();
        String game = k.substring(0, a), seat = k.substring(a + 1, b);
        if (!Ids.isGame(game) || !Ids.isGame(seat)) return Optional.empty();
        return same(k.substring(b + 1), mac(game, seat)) ? Optional.of(new Access(game, seat)) : Optional.empty();
    }

    private String mac(String game, String seat) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return b64(mac.doFinal(("player\0" + game + "\0" + seat).getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    private static boolean same(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    private static String b64(byte[] b) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
