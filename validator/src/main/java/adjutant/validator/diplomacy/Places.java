package adjutant.validator.diplomacy;

import adjutant.engine.data.Suggest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Reads a province name at the cursor. An exact name wins. A name several provinces share,
 * or a misspelling with several close names, is settled only when exactly one of the
 * candidates fits the board ({@code fits}: a unit stands there, the unit can reach it…);
 * a misspelling with one close name is read as that name. Each such reading is noted on
 * the order; anything else is a problem with suggestions. Nothing is guessed silently.
 */
final class Places {
    private final NameIndex names;
    private final boolean corrections;

    Places(NameIndex names, boolean corrections) {
        this.names = names;
        this.corrections = corrections;
    }

    /** Whether a province name starts at the cursor (exactly, no corrections). */
    int exactLength(Tokens t) {
        return t.phrase(k -> !names.provinces(k).isEmpty(), true, names.longestName());
    }

    /**
     * The province id at the cursor, advancing past it. {@code fits} narrows shared or
     * misspelt names; notes are added to {@code notes}; failure throws {@link ParseFail}.
     */
    String read(Tokens t, int line, Predicate<String> fits, List<ParseProblem> notes, ParseProblem.Kind whenMissing) {
        return read(t, line, List.of(fits), notes, whenMissing);
    }

    /**
     * As {@link #read(Tokens, int, Predicate, List, ParseProblem.Kind)} with tests tried in
     * turn: the first that leaves exactly one candidate settles the name; one that leaves
     * several stops the search (for a move: a neighbour first, then a place a convoy reaches).
     */
    String read(Tokens t, int line, List<Predicate<String>> tiers, List<ParseProblem> notes, ParseProblem.Kind whenMissing) {
        int col = t.column();
        int len = exactLength(t);
        if (len > 0) {
            String written = t.written(len);
            String key = t.key(len);
            Set<String> ids = new TreeSet<>(names.provinces(key));
            if (ids.isEmpty()) ids.addAll(names.provinces(Normalize.joined(key)));
            t.pos += len;
            if (ids.size() == 1) return ids.iterator().next();
            List<String> fitting = narrow(List.copyOf(ids), tiers);
            if (fitting.size() == 1) {
                notes.add(new ParseProblem(line, col, ParseProblem.Kind.RESOLVED_BY_BOARD, written, fitting));
                return fitting.get(0);
            }
            throw new ParseFail(new ParseProblem(line, col, ParseProblem.Kind.AMBIGUOUS_NAME, written, List.copyOf(ids)));
        }
        Token w = t.peek();
        if (w == null || !w.is(Token.Kind.WORD)) {
            throw new ParseFail(new ParseProblem(line, col, whenMissing, t.text(), List.of()));
        }
        List<String> close = closest(w.key());
        List<String> fitting = narrow(close, tiers);
        List<String> pick = fitting.isEmpty() ? close : fitting;
        if (corrections && pick.size() == 1 && w.key().length() >= 3) {
            t.pos++;
            notes.add(new ParseProblem(line, col, ParseProblem.Kind.CORRECTED_NAME, w.text(), pick));
            return pick.get(0);
        }
        List<String> hints = close.isEmpty() ? nearest(w.key()) : close;
        throw new ParseFail(new ParseProblem(line, col, ParseProblem.Kind.UNKNOWN_NAME, w.text(), hints));
    }

    /** The candidates the first deciding test leaves (empty when no test keeps any). */
    private static List<String> narrow(List<String> candidates, List<Predicate<String>> tiers) {
        for (Predicate<String> fits : tiers) {
            List<String> kept = candidates.stream().filter(fits).toList();
            if (!kept.isEmpty()) return kept;
        }
        return List.of();
    }

    /** Provinces whose names are closest to {@code key}, if within typo distance. */
    List<String> closest(String key) {
        int allowed = Math.max(1, key.length() / 3);
        int best = Integer.MAX_VALUE;
        Set<String> ids = new TreeSet<>();
        for (String k : names.provinceKeys()) {
            if (Math.abs(k.length() - key.length()) > allowed) continue;
            int d = Suggest.distance(key, k);
            if (d > allowed || d > best) continue;
            if (d < best) {
                best = d;
                ids.clear();
            }
            ids.addAll(names.provinces(k));
        }
        return new ArrayList<>(ids);
    }

    /** Up to three provinces whose names are nearest, as hints when nothing is close. */
    private List<String> nearest(String key) {
        Map<String, Integer> byId = new TreeMap<>();
        int allowed = Math.max(2, key.length() / 2);
        for (String k : names.provinceKeys()) {
            int d = Suggest.distance(key, k);
            if (d > allowed) continue;
            for (String id : names.provinces(k)) byId.merge(id, d, Math::min);
        }
        return byId.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .limit(3).map(Map.Entry::getKey).toList();
    }
}
