package adjutant.generator.diplomacy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Joins loose segments that share end points into polylines (closed ones end where they start). */
final class Chains {
    private Chains() {}

    static List<List<Pt>> of(List<Pt[]> segments) {
        Map<String, List<Integer>> at = new HashMap<>();
        for (int i = 0; i < segments.size(); i++) {
            at.computeIfAbsent(key(segments.get(i)[0]), k -> new ArrayList<>()).add(i);
            at.computeIfAbsent(key(segments.get(i)[1]), k -> new ArrayList<>()).add(i);
        }
        boolean[] used = new boolean[segments.size()];
        List<List<Pt>> out = new ArrayList<>();
        // Open chains start at an end used once; closed loops anywhere.
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < segments.size(); i++) {
            if (at.get(key(segments.get(i)[0])).size() == 1 || at.get(key(segments.get(i)[1])).size() == 1) order.add(0, i);
            else order.add(i);
        }
        for (int start : order) {
            if (used[start]) continue;
            used[start] = true;
            Deque<Pt> line = new ArrayDeque<>();
            Pt[] s = segments.get(start);
            boolean startIsEnd = at.get(key(s[1])).size() == 1 && at.get(key(s[0])).size() != 1;
            line.add(startIsEnd ? s[1] : s[0]);
            line.add(startIsEnd ? s[0] : s[1]);
            extend(line, segments, at, used);
            out.add(new ArrayList<>(line));
        }
        return out;
    }

    private static void extend(Deque<Pt> line, List<Pt[]> segments, Map<String, List<Integer>> at, boolean[] used) {
        while (true) {
            Pt end = line.peekLast();
            Integer next = null;
            for (int i : at.get(key(end))) {
                if (!used[i]) {
                    next = i;
                    break;
                }
            }
            if (next == null) return;
            used[next] = true;
            Pt[] s = segments.get(next);
            line.add(key(s[0]).equals(key(end)) ? s[1] : s[0]);
        }
    }

    static String key(Pt p) {
        return Math.round(p.x() * 1e6) + ":" + Math.round(p.y() * 1e6);
    }
}
