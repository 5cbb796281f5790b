package adjutant.engine.portarthur;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything the players decide or roll that one dominance phase needs: who controls each
 * sea area (absent: nobody), the blockade, the landing boxes holding an army, the Manchuria
 * spaces the landed armies go to in order, and the die for a space that scores on a roll
 * (S'-pching; null when none was rolled).
 */
public record DominanceOrders(
        Map<String, Side> control,
        BlockadeChoice blockade,
        Set<String> armiesAtSea,
        List<String> landedOn,
        Integer dpRoll) {
    public DominanceOrders {
        control = Map.copyOf(control);
        armiesAtSea = Set.copyOf(armiesAtSea);
        landedOn = List.copyOf(landedOn);
    }

    public Side controller(String area) {
        return control.get(area);
    }
}
