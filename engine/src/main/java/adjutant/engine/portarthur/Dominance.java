package adjutant.engine.portarthur;

import java.util.Map;
import java.util.Set;

/**
 * Sea control and its points. An area is controlled by the one side with ships in it; an
 * empty or contested area is nobody's. Each side scores the values of the ordinary areas
 * it controls plus the key-area bonus for how many key areas it controls.
 */
public final class Dominance {
    private Dominance() {}

    /** The controller of an area with these sides present, or null. */
    public static Side controller(Set<Side> present) {
        return present.size() == 1 ? present.iterator().next() : null;
    }

    /** Points of both sides for the given controllers (area id → side; absent or null: nobody). */
    public static DominanceScore score(SeaMap map, DominanceRules rules, Map<String, Side> controllers) {
        int[] points = new int[2];
        int[] keys = new int[2];
        for (SeaArea a : map.areas()) {
            Side s = controllers.get(a.id());
            if (s == null) continue;
            if (rules.keyAreas().contains(a.id())) keys[s.ordinal()]++;
            else points[s.ordinal()] += a.dominance(s);
        }
        for (Side s : Side.values()) points[s.ordinal()] += rules.keyBonus(keys[s.ordinal()]);
        return new DominanceScore(points[Side.JAPAN.ordinal()], points[Side.RUSSIA.ordinal()]);
    }
}
