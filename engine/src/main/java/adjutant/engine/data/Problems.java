package adjutant.engine.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects every problem of a run instead of stopping at the first, so a user fixes a
 * data file in one pass (the way jsoup's ParseErrorList works).
 *
 * <p>A file that cannot be read or parsed is the root cause of whatever the checks of the
 * other files then find (an unknown province in adjacency.yaml when map.yaml does not
 * parse): while any file is {@link #unreadable}, only those files' problems are reported.
 */
public final class Problems {
    private final List<Problem> list = new ArrayList<>();
    private final List<Problem> unreadable = new ArrayList<>();
    /** Files in the order they were first read or named, so a reader meets causes before consequences. */
    private final Map<String, Integer> fileOrder = new LinkedHashMap<>();

    public void add(Problem p) {
        order(p.file());
        list.add(p);
    }

    public void at(Node where, String message) {
        add(new Problem(where.file(), where.line(), where.column(), message));
    }

    public void inFile(String file, String message) {
        add(new Problem(file, 0, 0, message));
    }

    /** A file that could not be read or parsed at all; checks depending on it are not reported. */
    public void unreadable(Problem p) {
        order(p.file());
        unreadable.add(p);
    }

    /** Notes that a file was read, so its problems sort before those of files read after it. */
    public void read(String file) {
        order(file);
    }

    /** The files read or named so far, in that order. */
    public List<String> files() {
        return List.copyOf(fileOrder.keySet());
    }

    private void order(String file) {
        fileOrder.putIfAbsent(file, fileOrder.size());
    }

    public boolean isEmpty() {
        return list.isEmpty() && unreadable.isEmpty();
    }

    /** How many problems were collected, shown or held back (grows with every new one). */
    public int size() {
        return list.size() + unreadable.size();
    }

    /** How many problems found by checks are held back because some file did not parse. */
    public int skipped() {
        return unreadable.isEmpty() ? 0 : list.size();
    }

    /**
     * The problems to show, by file (in reading order), line and column: the files that did not
     * parse alone when there are any, else every problem found.
     */
    public List<Problem> sorted() {
        List<Problem> copy = new ArrayList<>(unreadable.isEmpty() ? list : unreadable);
        copy.sort(Comparator.<Problem>comparingInt(p -> fileOrder.getOrDefault(p.file(), Integer.MAX_VALUE))
                .thenComparing(Problem::file).thenComparingInt(Problem::line).thenComparingInt(Problem::column));
        return Collections.unmodifiableList(copy);
    }

    /** Throws when anything was collected; for callers that cannot go on with bad data. */
    public void throwIfAny() {
        if (!isEmpty()) throw new BadInputException(sorted());
    }
}
