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
    /** Texts required languages lack, by file and language, folded when shown. */
    private final Map<List<String>, Map<String, Missing>> missing = new LinkedHashMap<>();
    /** Files in the order they were first read or named, so a reader meets causes before consequences. */
    private final Map<String, Integer> fileOrder = new LinkedHashMap<>();

    public void add(Problem p) {
        order(p.file());
        list.add(p);
    }

    public void at(Node where, String message) {
        add(Problem.at(where, message));
    }

    public void inFile(String file, String message) {
        add(new Problem(file, 0, 0, message));
    }

    /**
     * One text a required language lacks: {@code item} (a key, or what the text is of) missing in
     * {@code file} (where it belongs), and the problem to show when it is the only one there.
     */
    public record Missing(String file, String lang, String noun, String item, Problem alone) {
        /** The i18n string {@code key} missing in {@code i18n/<lang>.yaml} of the game whose data file {@code at} needs it. */
        public static Missing string(Node at, String lang, String key, String message) {
            String file = at.file().substring(0, at.file().lastIndexOf('/') + 1) + "i18n/" + lang + ".yaml";
            return new Missing(file, lang, "strings", key, Problem.at(at, message));
        }
    }

    /**
     * A text a required language lacks. Alone in its file it is shown as {@link Missing#alone}; two or
     * more in one file and language are one problem listing them (a language half done reads as what
     * is left to do, not as a line per string). The same item named twice counts once.
     */
    public void untranslated(Missing m) {
        order(m.file());
        missing.computeIfAbsent(List.of(m.file(), m.lang()), k -> new LinkedHashMap<>())
                .putIfAbsent(m.item(), m);
    }

    /** How many items a folded problem names before "… and N more". */
    static final int LISTED = 8;

    private List<Problem> folded() {
        List<Problem> out = new ArrayList<>();
        for (Map<String, Missing> group : missing.values()) {
            List<Missing> items = List.copyOf(group.values());
            Missing first = items.get(0);
            if (items.size() == 1) {
                out.add(first.alone());
                continue;
            }
            List<String> names = items.stream().limit(LISTED).map(Missing::item).toList();
            String more = items.size() > LISTED ? ", … and " + (items.size() - LISTED) + " more" : "";
            boolean here = first.alone().file().equals(first.file());
            out.add(new Problem(
                    first.file(),
                    here ? first.alone().line() : 0,
                    here ? first.alone().column() : 0,
                    items.size() + " " + first.noun() + " missing in '" + first.lang() + "': "
                            + String.join(", ", names) + more + " ('adjutant l10n status --lang " + first.lang()
                            + " --list' lists what is left)"));
        }
        return out;
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
        return list.isEmpty() && unreadable.isEmpty() && missing.isEmpty();
    }

    /** How many problems were collected, shown or held back (grows with every new one). */
    public int size() {
        return list.size()
                + unreadable.size()
                + missing.values().stream().mapToInt(Map::size).sum();
    }

    /** How many problems found by checks are held back because some file did not parse. */
    public int skipped() {
        return unreadable.isEmpty() ? 0 : list.size() + folded().size();
    }

    /**
     * The problems to show, by file (in reading order), line and column: the files that did not
     * parse alone when there are any, else every problem found.
     */
    public List<Problem> sorted() {
        List<Problem> copy = new ArrayList<>(unreadable);
        if (unreadable.isEmpty()) {
            copy.addAll(list);
            copy.addAll(folded());
        }
        copy.sort(Comparator.<Problem>comparingInt(p -> fileOrder.getOrDefault(p.file(), Integer.MAX_VALUE))
                .thenComparing(Problem::file)
                .thenComparingInt(Problem::line)
                .thenComparingInt(Problem::column));
        return Collections.unmodifiableList(copy);
    }

    /** Throws when anything was collected; for callers that cannot go on with bad data. */
    public void throwIfAny() {
        if (!isEmpty()) throw new BadInputException(sorted());
    }
}
