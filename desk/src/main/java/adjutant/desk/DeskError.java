package adjutant.desk;

import java.util.List;

/**
 * What the user sent cannot be used: shown on the page as the command line shows it
 * ({@code file:line:column: what was expected}), with the HTTP status to answer.
 */
final class DeskError extends RuntimeException {
    final int status;
    final List<String> lines;

    DeskError(int status, List<String> lines) {
        super(String.join("\n", lines));
        this.status = status;
        this.lines = List.copyOf(lines);
    }

    static DeskError bad(String line) {
        return new DeskError(400, List.of(line));
    }

    static DeskError notFound(String what) {
        return new DeskError(404, List.of(what));
    }
}
