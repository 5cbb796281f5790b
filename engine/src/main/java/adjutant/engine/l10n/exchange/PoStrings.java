package adjutant.engine.l10n.exchange;

/** Quoting PO strings: C escapes, and a long or multi-line string split after each line break. */
final class PoStrings {
    private PoStrings() {}

    /** {@code keyword "…"} lines (without a final line break); multi-line text starts with {@code keyword ""}. */
    static String field(String prefix, String keyword, String value) {
        String[] parts = value.split("(?<=\n)");
        if (parts.length <= 1) return prefix + keyword + " " + quote(value);
        StringBuilder sb = new StringBuilder(prefix).append(keyword).append(" \"\"");
        for (String p : parts) sb.append('\n').append(prefix).append(quote(p));
        return sb.toString();
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7F) sb.append(String.format("\\%03o", (int) c));
                    else sb.append(c);
                }
            }
        }
        return sb.append('"').toString();
    }

    /** The value of one quoted string {@code "…"}; throws {@link IllegalArgumentException} naming what is wrong. */
    static String unquote(String quoted) {
        String s = quoted.strip();
        if (s.length() < 2 || s.charAt(0) != '"' || s.charAt(s.length() - 1) != '"') {
            throw new IllegalArgumentException("expected a string in double quotes");
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < s.length() - 1; i++) {
            char c = s.charAt(i);
            if (c == '"') throw new IllegalArgumentException("unescaped \" inside a string");
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (++i >= s.length() - 1) throw new IllegalArgumentException("a string ends with a lone backslash");
            char e = s.charAt(i);
            switch (e) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case 'a' -> sb.append('\u0007');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'v' -> sb.append('\u000B');
                case '"', '\\', '\'', '?' -> sb.append(e);
                case 'x' -> {
                    int j = i + 1;
                    while (j < s.length() - 1 && Character.digit(s.charAt(j), 16) >= 0) j++;
                    if (j == i + 1) throw new IllegalArgumentException("\\x without hexadecimal digits");
                    sb.append((char) Integer.parseInt(s.substring(i + 1, j), 16));
                    i = j - 1;
                }
                default -> {
                    if (e < '0' || e > '7') throw new IllegalArgumentException("unknown escape \\" + e);
                    int j = i;
                    while (j < s.length() - 1 && j < i + 3 && s.charAt(j) >= '0' && s.charAt(j) <= '7') j++;
                    sb.append((char) Integer.parseInt(s.substring(i, j), 8));
                    i = j - 1;
                }
            }
        }
        return sb.toString();
    }
}
