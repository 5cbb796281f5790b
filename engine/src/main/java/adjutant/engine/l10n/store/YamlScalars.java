package adjutant.engine.l10n.store;

import java.util.regex.Pattern;

/**
 * Writes a string as a YAML scalar in one canonical style, so that files written by the
 * tools are stable byte for byte: plain when that reads back as the same string, a literal
 * block ({@code |-}) for multi-line text, double quotes otherwise. Plain is used only when
 * no YAML 1.1 reader could take the text for anything else (yes/no, numbers, times).
 */
public final class YamlScalars {
    private static final Pattern SPECIAL_WORD =
            Pattern.compile("(?i)y|n|yes|no|true|false|on|off|null|~|[-+]?\\.?(inf|nan)|<<|=");
    private static final Pattern NUMBER_LIKE = Pattern.compile("[-+]?[0-9_.:,eExXoObB+-]*[0-9][0-9a-fA-F_.:,eE+-]*");
    private static final String INDICATORS = "-?:,[]{}#&*!|>'\"%@`";

    private YamlScalars() {}

    /** The text after {@code key:} for {@code value}; block scalar lines are indented by {@code indent + 2}. */
    public static String value(String value, int indent) {
        if (value.contains("\n") && blockSafe(value)) return literal(value, indent + 2);
        return " " + (plainSafe(value) ? value : quoted(value));
    }

    /** A map key: plain when safe, quoted otherwise. */
    public static String key(String key) {
        return plainSafe(key) ? key : quoted(key);
    }

    static boolean plainSafe(String s) {
        if (s.isEmpty() || s.strip().length() != s.length()) return false;
        if (INDICATORS.indexOf(s.charAt(0)) >= 0) return false;
        if (s.contains(": ") || s.contains(" #") || s.endsWith(":") || s.contains("\t")) return false;
        if (SPECIAL_WORD.matcher(s).matches() || NUMBER_LIKE.matcher(s).matches()) return false;
        return s.codePoints().allMatch(YamlScalars::printable);
    }

    private static boolean blockSafe(String s) {
        if (s.startsWith(" ") || s.startsWith("\n") || s.contains("\r") || s.contains("\t")) return false;
        if (!s.codePoints().allMatch(cp -> cp == '\n' || printable(cp))) return false;
        String body = s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
        if (body.endsWith("\n")) return false; // would need "keep" chomping; quoted reads clearer
        for (String line : body.split("\n", -1)) {
            if (!line.isEmpty() && line.strip().isEmpty()) return false;
            if (line.endsWith(" ")) return false;
        }
        return true;
    }

    private static String literal(String s, int indent) {
        boolean clip = s.endsWith("\n");
        String body = clip ? s.substring(0, s.length() - 1) : s;
        StringBuilder sb = new StringBuilder(clip ? " |" : " |-");
        String pad = " ".repeat(indent);
        for (String line : body.split("\n", -1)) {
            sb.append('\n');
            if (!line.isEmpty()) sb.append(pad).append(line);
        }
        return sb.toString();
    }

    public static String quoted(String s) {
        StringBuilder sb = new StringBuilder("\"");
        s.codePoints().forEach(cp -> {
            switch (cp) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (printable(cp)) sb.appendCodePoint(cp);
                    else if (cp <= 0xFFFF) sb.append(String.format("\\u%04X", cp));
                    else sb.append(String.format("\\U%08X", cp));
                }
            }
        });
        return sb.append('"').toString();
    }

    private static boolean printable(int cp) {
        if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F)) return false;
        if (cp == 0x2028 || cp == 0x2029 || cp == 0xFEFF) return false;
        return !(cp >= 0xD800 && cp <= 0xDFFF) && cp != 0xFFFE && cp != 0xFFFF;
    }
}
