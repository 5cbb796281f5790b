package adjutant.engine.portarthur;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a ship can go in its side's sortie phase: out of the port and on, up to the
 * intact or damaged range in sea areas. Enemy ships neither stop nor slow it. While the
 * blockade is in place, ships leaving the blockaded port get no further than its sea.
 * (Ships in a shipyard do not sail at all; that is a fact of the position, not of reach.)
 */
public final class Sortie {
    private Sortie() {}

    public static Set<String> reach(
            SeaMap map,
            Tables.SortieRules rules,
            DominanceRules.Blockade blockade,
            String port,
            boolean damaged,
            boolean blockadeInPlace) {
        Port from = map.port(port).orElseThrow(() -> new IllegalArgumentException("no port '" + port + "'"));
        int range = damaged ? rules.damagedRange() : rules.intactRange();
        Set<String> reached = new LinkedHashSet<>();
        if (range == 0) return reached;
        if (blockadeInPlace && from.id().equals(blockade.port())) {
            if (from.adjacent().contains(blockade.sea())) reached.add(blockade.sea());
            return reached;
        }
        Set<String> frontier = new LinkedHashSet<>(from.adjacent());
        reached.addAll(frontier);
        for (int step = 2; step <= range; step++) {
            Set<String> next = new LinkedHashSet<>();
            for (String a : frontier) {
                List<String> around = map.area(a).orElseThrow().adjacent();
                for (String b : around) if (!reached.contains(b)) next.add(b);
            }
            reached.addAll(next);
            frontier = next;
        }
        return reached;
    }
}
