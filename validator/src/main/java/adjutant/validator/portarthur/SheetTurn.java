package adjutant.validator.portarthur;

import adjutant.engine.data.Node;
import adjutant.engine.portarthur.BlockadeChoice;
import adjutant.engine.portarthur.DominanceScore;
import adjutant.engine.portarthur.Side;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One turn of the sheet. Choices and dice: who controls each sea area, the blockade, the
 * landing boxes holding an army, the Manchuria spaces held after the landings, the roll for
 * S'-pching, the battles. Claims the checker recomputes: the sea-control points, the convoys
 * sunk and the DP marker. A {@link SheetValue} is null where the sheet leaves the line out.
 */
public record SheetTurn(
        Node at,
        int turn,
        Map<String, Side> control,
        List<SheetBattle> battles,
        SheetValue<DominanceScore> score,
        SheetValue<BlockadeChoice> blockade,
        SheetValue<Set<String>> armiesAtSea,
        SheetValue<Integer> convoysSunk,
        SheetValue<Set<String>> manchuria,
        SheetValue<Integer> roll,
        SheetValue<Integer> dp) {
    public SheetTurn {
        control = Map.copyOf(control);
        battles = List.copyOf(battles);
    }
}
