package adjutant.validator.diplomacy;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits one order into {@link Token}s. Dots, quotes and stray commas between words are
 * dropped (they only end abbreviations: "St. Petersburg"). Runs of dash-like and arrow
 * characters are read as one symbol, so {@code -->} is an arrow but {@code --->} is not
 * one the notation knows.
 */
final class Lexer {
    private static final Set<String> ARROWS =
            Set.of(">", "->", "-->", "=>", "-=>", "==>", ">>", "»", "›", "→", "↳", "⇒", "⟶", "–>", "—>");
    private static final String DASHES = "-–—−‐‑";
    private static final String ARROW_CHARS = "-–—−‐‑=>";
    private static final String SINGLE_ARROWS = "»›→↳⇒⟶";

    private Lexer() {}

    /** Tokens of {@code text}; {@code column0} is the column of {@code text}'s first character in its line. */
    static List<Token> tokens(String text, int column0) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            int col = column0 + i;
            if (Character.isLetterOrDigit(c)) {
                int j = i;
                while (j < n
                        && (Character.isLetterOrDigit(text.charAt(j))
                                || Character.getType(text.charAt(j)) == Character.NON_SPACING_MARK)) j++;
                String w = text.substring(i, j);
                out.add(new Token(Token.Kind.WORD, w, Normalize.key(w), col));
                i = j;
            } else if (ARROW_CHARS.indexOf(c) >= 0) {
                int j = i;
                while (j < n && ARROW_CHARS.indexOf(text.charAt(j)) >= 0) j++;
                String s = text.substring(i, j);
                Token.Kind k = s.length() == 1 && DASHES.indexOf(c) >= 0
                        ? Token.Kind.DASH
                        : ARROWS.contains(s) ? Token.Kind.ARROW : Token.Kind.OTHER;
                out.add(new Token(k, s, s, col));
                i = j;
            } else if (SINGLE_ARROWS.indexOf(c) >= 0) {
                out.add(new Token(Token.Kind.ARROW, String.valueOf(c), String.valueOf(c), col));
                i++;
            } else if (Character.isWhitespace(c)
                    || Character.isSpaceChar(
                            c) /* a no-break space, as printed Czech sheets and copies from a PDF have */
                    || c == '.'
                    || c == '\''
                    || c == '"'
                    || c == '’'
                    || c == '*'
                    || c == '_') {
                i++;
            } else {
                Token.Kind k = switch (c) {
                    case ':' -> Token.Kind.COLON;
                    case '(', '[' -> Token.Kind.LPAREN;
                    case ')', ']' -> Token.Kind.RPAREN;
                    case '/', '\\' -> Token.Kind.SLASH;
                    default -> Token.Kind.OTHER;
                };
                out.add(new Token(k, String.valueOf(c), String.valueOf(c), col));
                i++;
            }
        }
        return out;
    }
}
