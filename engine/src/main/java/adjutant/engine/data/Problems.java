package adjutant.engine.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * Collects every problem of a run instead of stopping at the first, so a user fixes a
 * data file in one pass (the way jsoup's ParseErrorList works).
 */
public final class Problems {
    private final List<Problem> list = new ArrayList<>();

    public void add(Problem p) {
        list.add(p);
    }

    public void at(Node where, String message) {
        list.add(new Problem(where.file(), where.line(), where.column(), message));
    }

    public void inFile(String file, String message) {
        list.add(new Problem(file, 0, 0, message));
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    public int size() {
        return list.size();
    }

    /** Problems sorted by file, line and column, as a reader goes through the files. */
    public List<Problem> sorted() {
        List<Problem> copy = new ArrayList<>(list);
        copy.sort(Comparator.comparing(Problem::file).thenComparingInt(Problem::line).thenComparingInt(Problem::column));
        return Collections.unmodifiableList(copy);
    }

    /** Throws when anything was collected; for callers that cannot go on with bad data. */
    public void throwIfAny() {
        if (!list.isEmpty()) throw new BadInputException(sorted());
    }
}
