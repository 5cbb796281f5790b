package adjutant.cli;

import java.io.PrintWriter;

/** The command's exit codes, shown in {@code --help}. */
public final class ExitCodes {
    public static final int OK = 0;
    /** A verdict went against the input: an illegal order, a wrong score line, a failing test case. */
    public static final int FAILED = 1;
    /** The input could not be used: bad YAML, a malformed sheet, wrong flags. */
    public static final int BAD_INPUT = 2;
    /** Stopped before the end (a served build whose caller pressed Ctrl+C), as a shell reports SIGINT. */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {}

    /** Prints why the input is refused ({@code adjutant: why}) and gives {@link #BAD_INPUT}. */
    static int refuse(PrintWriter err, String why) {
        err.println("adjutant: " + why);
        return BAD_INPUT;
    }
}
