package adjutant.engine.data;

/**
 * One thing wrong with an input file, with its place. Rendered as the compiler-style
 * {@code file:line:column: message} that editors can jump to.
 */
public record Problem(String file, int line, int column, String message) {
    /** A problem at the place of {@code where}. */
    public static Problem at(Node where, String message) {
        return new Problem(where.file(), where.line(), where.column(), message);
    }

    @Override
    public String toString() {
        return line > 0 ? file + ":" + line + ":" + column + ": " + message : file + ": " + message;
    }
}
