package adjutant.validator.hunt;

import adjutant.engine.data.Node;

/** A log line that breaks the rules: where it is written, in which turn (0: the game as a whole), and why. */
public record Breach(Node at, int turn, LogFinding finding) {
    public int line() {
        return at.line();
    }

    public int column() {
        return at.column();
    }
}
