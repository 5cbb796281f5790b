package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Location;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Chains of fleets at sea from one coastal province to another. Sea provinces are never
 * split, so a sea is a fleet location by its bare id.
 */
final class ConvoyRoutes {
    private ConvoyRoutes() {}

    /** Whether the sea {@code sea} borders {@code province} (on any coast). */
    static boolean touches(DipMap map, String sea, String province) {
        for (Location l : map.fleetNeighbours(Location.of(sea))) {
            if (l.province().equals(province)) return true;
        }
        return false;
    }

    static boolean seasAdjacent(DipMap map, String a, String b) {
        return map.fleetNeighbours(Location.of(a)).contains(Location.of(b));
    }

    /**
     * Whether a chain of seas from {@code seas}, each accepted by {@code usable} (asked
     * lazily, only for seas the chain reaches), links {@code from} to {@code to}.
     */
    static boolean exists(DipMap map, Collection<String> seas, Predicate<String> usable, String from, String to) {
        if (from.equals(to)) return false;
        Set<String> seen = new HashSet<>();
        ArrayDeque<String> queue = new ArrayDeque<>();
        for (String s : seas) {
            if (touches(map, s, from) && seen.add(s) && usable.test(s)) queue.add(s);
        }
        while (!queue.isEmpty()) {
            String s = queue.poll();
            if (touches(map, s, to)) return true;
            for (String t : seas) {
                if (!seen.contains(t) && seasAdjacent(map, s, t) && seen.add(t) && usable.test(t)) queue.add(t);
            }
        }
        return false;
    }

    static boolean exists(DipMap map, Collection<String> seas, String from, String to) {
        return exists(map, seas, s -> true, from, to);
    }

    /**
     * Whether {@code fleet} is needed on some convoy route from {@code from} to {@code to}
     * through {@code seas}: it lies on a chain that has no shortcut (no fleet of it could be
     * left out). A convoy order of a fleet that is never needed is illegal (DATC 4.E.1, 6.G.19).
     */
    static boolean necessary(DipMap map, List<String> seas, String fleet, String from, String to) {
        if (from.equals(to)) return false;
        for (String s : seas) {
            if (touches(map, s, from)) {
                List<String> path = new ArrayList<>();
                path.add(s);
                if (shortcutFree(map, seas, path, fleet, from, to)) return true;
            }
        }
        return false;
    }

    private static boolean shortcutFree(
            DipMap map, List<String> seas, List<String> path, String fleet, String from, String to) {
        String last = path.get(path.size() - 1);
        if (touches(map, last, to)) return path.contains(fleet); // a complete chain; going on would make a shortcut
        for (String s : seas) {
            if (path.contains(s) || !seasAdjacent(map, last, s) || touches(map, s, from)) continue;
            boolean chord = false;
            for (int i = 0; i < path.size() - 1 && !chord; i++) chord = seasAdjacent(map, path.get(i), s);
            if (chord) continue;
            path.add(s);
            if (shortcutFree(map, seas, path, fleet, from, to)) return true;
            path.remove(path.size() - 1);
        }
        return false;
    }
}
