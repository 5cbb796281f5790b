package adjutant.generator.portarthur;

import adjutant.engine.portarthur.Side;
import java.util.Map;

/**
 * The kit's colours: Japanese counters red, Russian blue (as the rulebook describes them),
 * their pale damaged sides, and the fleet anchors named in ships.yaml.
 */
final class Palette {
    static final String INK = "#1d1d1b";
    static final String WHITE = "#ffffff";
    private static final Map<String, String> ANCHORS = Map.of("blue", "#1b63c6", "orange", "#ea8a1c");

    private Palette() {}

    static String side(Side s) {
        return s == Side.JAPAN ? "#b3261e" : "#23508e";
    }

    /** The damaged side's background: the side colour much lightened. */
    static String pale(Side s) {
        return s == Side.JAPAN ? "#f3d3cf" : "#d2deef";
    }

    /** Ink on a pale background: the side colour darkened. */
    static String deep(Side s) {
        return s == Side.JAPAN ? "#7c1a14" : "#183763";
    }

    /** The colour of a fleet anchor named in ships.yaml (the loader admits only {@link adjutant.engine.portarthur.Fleet#ANCHOR_COLOURS}). */
    static String anchor(String name) {
        String c = ANCHORS.get(name);
        if (c == null)
            throw new IllegalStateException(
                    "ships.yaml names anchor colour '" + name + "'; the kit knows " + ANCHORS.keySet());
        return c;
    }
}
