package adjutant.engine.data;

/**
 * Text from elsewhere (another process, a file) made safe to print on a terminal: control
 * characters, bidirectional controls and zero-width characters are shown as {@code <U+202E>}
 * instead of acting (an escape sequence recolouring the terminal, a right-to-left override
 * reordering the line, an invisible character hiding in a word).
 */
public final class Visible {
    private Visible() {}

    public static String text(String s) {
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> {
            if (hidden(c)) b.append(String.format("<U+%04X>", c));
            else b.appendCodePoint(c);
        });
        return b.toString();
    }

    /** Whether a character acts on the display or cannot be seen: C0/C1 controls (but a tab), bidi controls, zero-width and format characters. */
    public static boolean hidden(int c) {
        if (c == '\t') return false;
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.FORMAT || c == 0x2028 || c == 0x2029;
    }
}
