package adjutant.cli;

/** The command's exit codes, shown in {@code --help}. */
public final class ExitCodes {
    public static final int OK = 0;
    /** A verdict went against the input: an illegal order, a wrong score line, a failing test case. */
    public static final int FAILED = 1;
    /** The input could not be used: bad YAML, a malformed sheet, wrong flags. */
    public static final int BAD_INPUT = 2;

    private ExitCodes() {}
}
