package adjutant.engine.l10n;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Comparing English texts for fuzzy tracking. Whitespace is normalised first, so that
 * re-wrapping a paragraph of the rulebook does not make its translations fuzzy.
 */
public final class SourceText {
    private SourceText() {}

    public static String normalize(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    public static boolean same(String a, String b) {
        return a != null && b != null && normalize(a).equals(normalize(b));
    }

    /** A short fingerprint of the normalised text (8 hex digits), to show which English a translation follows. */
    public static String hash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(normalize(text).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
