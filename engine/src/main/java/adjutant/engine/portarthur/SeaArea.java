package adjutant.engine.portarthur;

import java.util.List;
import java.util.Map;

/**
 * A sea area: what controlling it alone is worth to each side, its neighbouring areas, and
 * the ports a Russian ship in it may go home to.
 */
public record SeaArea(
        String id,
        Map<String, String> names,
        int dominanceJapan,
        int dominanceRussia,
        List<String> adjacent,
        List<String> russiaReturnsTo,
        Provenance provenance) {
    public SeaArea {
        names = Map.copyOf(names);
        adjacent = List.copyOf(adjacent);
        russiaReturnsTo = List.copyOf(russiaReturnsTo);
    }

    public int dominance(Side side) {
        return side == Side.JAPAN ? dominanceJapan : dominanceRussia;
    }

    public String name(String lang) {
        return LocalName.pick(names, lang, id);
    }
}
