package adjutant.cli;

import adjutant.engine.BuiltIn;
import java.io.PrintWriter;
import java.nio.file.Path;

/** What commands say about where the games' data comes from: a workspace, or the command's own copy. */
final class Workspace {
    private Workspace() {}

    /** Whether {@code home} is a workspace whose data a command may change; prints why not (the built-in copy). */
    static boolean writable(Path home, PrintWriter err) {
        if (!BuiltIn.is(home)) return true;
        err.println(
                "adjutant: no workspace here: this command changes or watches data/, and the games' data built into adjutant is not "
                        + "changed. Make a workspace of your own with 'adjutant init DIR', then run the command inside DIR.");
        return false;
    }
}
