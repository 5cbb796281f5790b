package adjutant.engine.portarthur;

import java.util.Map;

/**
 * A fleet a ship belongs to: where its counters start ({@code startsIn}) or, for the
 * Baltic Fleet, the port they arrive in from the turn track ({@code arrivesIn}); the other
 * is null. {@code anchor} is the colour of the fleet mark on Russian counters, or null.
 */
public record Fleet(String id, Map<String, String> names, Side side, String startsIn, String arrivesIn, String anchor) {
    /** The anchor colours a counter can print (the Russian squadrons are told apart by them). */
    public static final String[] ANCHOR_COLOURS = {"blue", "orange"};

    public Fleet {
        names = Map.copyOf(names);
    }

    public boolean arrivesLater() {
        return arrivesIn != null;
    }

    public String name(String lang) {
        return LocalName.pick(names, lang, id);
    }
}
