package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Damage allocation, checked and enumerated.
 * <ul>
 *   <li>Critical hits come first and the firer places them: each turns an intact ship over,
 *       or sinks a damaged one whatever its defence — but only once no ship of the squadron
 *       is intact any more. Criticals are placed while any ship can take one.</li>
 *   <li>The owner then covers the regular hits: turning an intact ship over covers 1, sinking
 *       a damaged ship (also one just turned over) covers its defence, even where that is more
 *       than the hits still open — but once every hit is covered, no further ship is lost. So
 *       a cover is legal when some order of its losses has every loss but the last taken while
 *       hits were still open; hits beyond what the squadron can take are lost.</li>
 * </ul>
 */
public final class DamageAllocator {
    private DamageAllocator() {}

    /** Checks an allocation of {@code regular} and {@code critical} hits against the squadron fired at. */
    public static AllocationVerdict check(Squadron target, int regular, int critical, DamageAllocation a) {
        Work w = new Work(target.ships());
        List<AllocationFault> faults = new ArrayList<>();
        criticals(w, critical, a.critical(), faults);
        cover(w, regular, a.flipped(), a.sunk(), faults);
        return new AllocationVerdict(faults, w.survivors(), w.sunk);
    }

    /** Every legal allocation of the hits: each legal placing of the criticals with each legal cover after it. */
    public static List<DamageAllocation> legal(Squadron target, int regular, int critical) {
        List<DamageAllocation> out = new ArrayList<>();
        for (List<String> crit : legalCriticals(target.ships(), critical)) {
            Work w = new Work(target.ships());
            criticals(w, critical, crit, new ArrayList<>());
            for (DamageAllocation c : legalCovers(w.survivors(), regular)) {
                out.add(new DamageAllocation(crit, c.flipped(), c.sunk()));
            }
        }
        return out;
    }

    /** Every legal placing of {@code critical} hits, each as ship ids: the flips, then the sinkings. */
    public static List<List<String>> legalCriticals(List<ShipState> ships, int critical) {
        List<String> intact =
                ships.stream().filter(s -> !s.damaged()).map(s -> s.ship().id()).toList();
        List<String> all = ships.stream().map(s -> s.ship().id()).toList();
        List<List<String>> out = new ArrayList<>();
        if (critical <= intact.size()) {
            for (List<String> flips : choose(intact, critical)) out.add(flips);
            return out;
        }
        int sinks = Math.min(critical - intact.size(), all.size());
        for (List<String> sunk : choose(all, sinks)) {
            List<String> one = new ArrayList<>(intact);
            one.addAll(sunk);
            out.add(one);
        }
        return out;
    }

    /** Every legal cover of {@code regular} hits on these ships (criticals already applied). */
    public static List<DamageAllocation> legalCovers(List<ShipState> ships, int regular) {
        List<DamageAllocation> out = new ArrayList<>();
        covers(ships, regular, 0, 0, 0, new ArrayList<>(), new ArrayList<>(), out);
        return out;
    }

    // ---- checking ---------------------------------------------------------------------

    private static void criticals(Work w, int critical, List<String> written, List<AllocationFault> faults) {
        if (written.size() > critical) faults.add(new AllocationFault.TooManyCriticals(written.size(), critical));
        int room = w.criticalRoom();
        Map<String, Integer> times = new LinkedHashMap<>();
        for (String id : written) {
            if (!w.has(id)) faults.add(new AllocationFault.NotInSquadron(HitList.CRITICAL, id));
            else times.merge(id, 1, Integer::sum);
        }
        int used = 0;
        List<String> sinks = new ArrayList<>();
        for (Map.Entry<String, Integer> e : times.entrySet()) {
            String id = e.getKey();
            boolean intact = !w.damaged(id);
            int can = intact ? 2 : 1;
            int k = e.getValue();
            if (k > can) faults.add(new AllocationFault.AlreadySunk(HitList.CRITICAL, id));
            k = Math.min(k, can);
            used += k;
            if (intact) w.flip(id);
            if (!intact || k == 2) sinks.add(id);
        }
        String stillIntact = w.firstIntact();
        for (String id : sinks) {
            if (stillIntact != null) faults.add(new AllocationFault.CriticalSinkWhileIntact(id, stillIntact));
            w.sink(id);
        }
        int owed = Math.min(critical, room);
        if (used < owed) faults.add(new AllocationFault.CriticalsLeft(owed - used));
    }

    private static void cover(
            Work w, int regular, List<String> flipped, List<String> sunk, List<AllocationFault> faults) {
        int covered = 0;
        int biggestLast = 0; // the largest loss that can come last: a sinking, or a flip not followed by a sinking
        Set<String> flippedNow = new HashSet<>();
        for (String id : flipped) {
            if (!usable(w, id, HitList.FLIPPED, flippedNow, faults)) continue;
            if (w.damaged(id)) {
                faults.add(new AllocationFault.FlipOfDamaged(id));
                continue;
            }
            w.flip(id);
            flippedNow.add(id);
            covered++;
        }
        Set<String> sunkNow = new HashSet<>();
        for (String id : sunk) {
            if (!usable(w, id, HitList.SUNK, sunkNow, faults)) continue;
            if (!w.damaged(id)) {
                faults.add(new AllocationFault.SinkOfIntact(id));
                continue;
            }
            int defence = w.face(id).defence();
            w.sink(id);
            sunkNow.add(id);
            covered += defence;
            biggestLast = Math.max(biggestLast, defence);
        }
        for (String id : flippedNow) if (!sunkNow.contains(id)) biggestLast = Math.max(biggestLast, 1);
        if (covered < regular && w.coverRoom() > 0) {
            faults.add(new AllocationFault.HitsUncovered(covered, regular));
        } else if (covered > 0 && covered - biggestLast >= regular) {
            faults.add(new AllocationFault.MoreThanNeeded(covered, regular));
        }
    }

    /** False (after reporting) for a ship that cannot take this loss at all. */
    private static boolean usable(Work w, String id, HitList list, Set<String> already, List<AllocationFault> faults) {
        if (!w.has(id)) {
            faults.add(new AllocationFault.NotInSquadron(list, id));
            return false;
        }
        if (already.contains(id)) {
            faults.add(new AllocationFault.ListedTwice(list, id));
            return false;
        }
        if (w.isSunk(id)) {
            faults.add(new AllocationFault.AlreadySunk(list, id));
            return false;
        }
        return true;
    }

    // ---- enumerating ------------------------------------------------------------------

    private static void covers(
            List<ShipState> ships,
            int regular,
            int i,
            int covered,
            int biggestLast,
            List<String> flipped,
            List<String> sunk,
            List<DamageAllocation> out) {
        if (covered > 0 && covered - biggestLast >= regular) return; // more losses only make it worse
        if (i == ships.size()) {
            boolean allSunk = sunk.size() == ships.size();
            if (covered >= regular || allSunk) out.add(new DamageAllocation(List.of(), flipped, sunk));
            return;
        }
        ShipState s = ships.get(i);
        String id = s.ship().id();
        covers(ships, regular, i + 1, covered, biggestLast, flipped, sunk, out);
        int defence = s.ship().back().defence();
        if (!s.damaged()) {
            covers(ships, regular, i + 1, covered + 1, Math.max(biggestLast, 1), plus(flipped, id), sunk, out);
            covers(
                    ships,
                    regular,
                    i + 1,
                    covered + 1 + defence,
                    Math.max(biggestLast, defence),
                    plus(flipped, id),
                    plus(sunk, id),
                    out);
        } else {
            covers(
                    ships,
                    regular,
                    i + 1,
                    covered + defence,
                    Math.max(biggestLast, defence),
                    flipped,
                    plus(sunk, id),
                    out);
        }
    }

    private static List<String> plus(List<String> list, String id) {
        List<String> out = new ArrayList<>(list);
        out.add(id);
        return out;
    }

    /** Every way to pick {@code k} of {@code items}, keeping their order. */
    private static List<List<String>> choose(List<String> items, int k) {
        List<List<String>> out = new ArrayList<>();
        choose(items, k, 0, new ArrayList<>(), out);
        return out;
    }

    private static void choose(List<String> items, int k, int from, List<String> picked, List<List<String>> out) {
        if (picked.size() == k) {
            out.add(List.copyOf(picked));
            return;
        }
        for (int i = from; i <= items.size() - (k - picked.size()); i++) {
            picked.add(items.get(i));
            choose(items, k, i + 1, picked, out);
            picked.remove(picked.size() - 1);
        }
    }

    /** The squadron while hits are laid on it: each ship intact, damaged or sunk. */
    private static final class Work {
        private final Map<String, ShipState> ships = new LinkedHashMap<>();
        private final List<String> sunk = new ArrayList<>();

        Work(List<ShipState> start) {
            for (ShipState s : start) ships.put(s.ship().id(), s);
        }

        boolean has(String id) {
            return ships.containsKey(id) || sunk.contains(id);
        }

        boolean isSunk(String id) {
            return sunk.contains(id);
        }

        boolean damaged(String id) {
            return ships.get(id).damaged();
        }

        ShipFace face(String id) {
            return ships.get(id).face();
        }

        void flip(String id) {
            ships.put(id, ShipState.damaged(ships.get(id).ship()));
        }

        void sink(String id) {
            if (ships.remove(id) != null) sunk.add(id);
        }

        String firstIntact() {
            return ships.values().stream()
                    .filter(s -> !s.damaged())
                    .map(s -> s.ship().id())
                    .findFirst()
                    .orElse(null);
        }

        /** Criticals the afloat ships can still take: two for an intact ship, one for a damaged one. */
        int criticalRoom() {
            return ships.values().stream().mapToInt(s -> s.damaged() ? 1 : 2).sum();
        }

        /** Regular hits the afloat ships can still cover. */
        int coverRoom() {
            return ships.values().stream()
                    .mapToInt(s -> (s.damaged() ? 0 : 1) + s.ship().back().defence())
                    .sum();
        }

        List<ShipState> survivors() {
            return List.copyOf(ships.values());
        }
    }
}
