package adjutant.validator.portarthur;

import adjutant.engine.data.Node;
import java.util.ArrayList;
import java.util.List;

/** Counts the written lines compared with the rules and keeps those that disagree. */
final class Tally {
    private int checks;
    private final List<Disagreement> found = new ArrayList<>();

    /** One written line compared; returns {@code agrees} for chaining. */
    boolean check(boolean agrees, Node at, SheetFinding why) {
        checks++;
        if (!agrees) found.add(new Disagreement(at, why));
        return agrees;
    }

    /** One written line compared and found wrong for each of {@code why} (none: it agrees). */
    void checkAll(Node at, List<Disagreement> why) {
        checks++;
        found.addAll(why);
    }

    void add(Disagreement d) {
        found.add(d);
    }

    int checks() {
        return checks;
    }

    List<Disagreement> found() {
        return found;
    }
}
