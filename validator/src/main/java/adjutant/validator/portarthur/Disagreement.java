package adjutant.validator.portarthur;

import adjutant.engine.data.Node;

/** A sheet line that disagrees with the rules: where it is written and why. */
public record Disagreement(Node at, SheetFinding finding) {
    public int line() {
        return at.line();
    }

    public int column() {
        return at.column();
    }
}
