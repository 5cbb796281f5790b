package adjutant.validator.diplomacy;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The matching form of a word or phrase: lower case, no diacritics, and every run of
 * characters that are not letters or digits turned into one space. "St. Petersburg",
 * "st petersburg" and "ST-PETERSBURG" all become {@code st petersburg}; "Paříž" becomes
 * {@code pariz}, so Czech names match whether or not the writer typed the accents.
 */
final class Normalize {
    private Normalize() {}

    static String key(String s) {
        boolean ascii = ascii(s);
        String n = ascii
                ? s
                : Normalizer.normalize(s, Normalizer.Form.NFD); // most words are ASCII: skip the costly decomposition
        StringBuilder sb = new StringBuilder(n.length());
        boolean space = false;
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            if (Character.getType(c) == Character.NON_SPACING_MARK) continue;
            if (Character.isLetterOrDigit(c)) {
                if (space && sb.length() > 0) sb.append(' ');
                sb.append(Character.toLowerCase(c));
                space = false;
            } else {
                space = true;
            }
        }
        return ascii
                ? sb.toString()
                : sb.toString().toLowerCase(Locale.ROOT); // ASCII letters are lowered above already
    }

    private static boolean ascii(String s) {
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) >= 128) return false;
        return true;
    }

    /** The key without spaces: "mid atlantic ocean" also matches "midatlanticocean". */
    static String joined(String key) {
        return key.replace(" ", "");
    }
}
