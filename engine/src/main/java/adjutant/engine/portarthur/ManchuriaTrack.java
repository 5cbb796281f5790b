package adjutant.engine.portarthur;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The Manchuria track as a tree of spaces. Landed armies stay where they are put, one per
 * space, and a space opens only behind a held one, so the spaces Japan can hold with n
 * armies are exactly the sets closed under "after" of at most n spaces.
 */
public record ManchuriaTrack(List<ManchuriaSpace> spaces) {
    public ManchuriaTrack {
        spaces = List.copyOf(spaces);
    }

    public Optional<ManchuriaSpace> space(String id) {
        return spaces.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** Free spaces an army may be placed on when {@code held} are taken. */
    public List<ManchuriaSpace> open(Set<String> held) {
        return spaces.stream()
                .filter(s -> !held.contains(s.id()))
                .filter(s -> s.after() == null || held.contains(s.after()))
                .toList();
    }

    /** Every set of spaces that some order of placing up to {@code armies} armies can hold. */
    public Set<Set<String>> holdings(int armies) {
        Set<Set<String>> seen = new LinkedHashSet<>();
        Deque<Set<String>> todo = new ArrayDeque<>();
        seen.add(Set.of());
        todo.add(Set.of());
        while (!todo.isEmpty()) {
            Set<String> held = todo.poll();
            if (held.size() == armies) continue;
            for (ManchuriaSpace s : open(held)) {
                Set<String> next = new LinkedHashSet<>(held);
                next.add(s.id());
                Set<String> frozen = Set.copyOf(next);
                if (seen.add(frozen)) todo.add(frozen);
            }
        }
        return seen;
    }

    /** True when some placement of {@code armies} armies holds all the given spaces at once. */
    public boolean canHoldTogether(int armies, String... ids) {
        return holdings(armies).stream().anyMatch(h -> h.containsAll(List.of(ids)));
    }
}
