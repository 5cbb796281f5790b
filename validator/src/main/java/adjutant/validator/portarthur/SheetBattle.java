package adjutant.validator.portarthur;

import adjutant.engine.data.Node;
import adjutant.engine.portarthur.Side;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A naval battle: where, who attacked, each side's ships (ids) and which of them were
 * already damaged, whether the second player spent the initiative to fire first, and the
 * one or two fires.
 */
public record SheetBattle(
        Node at,
        String sea,
        Side attacker,
        Map<Side, List<String>> ships,
        Set<String> damaged,
        boolean initiativeUsed,
        List<SheetFire> fires) {
    public SheetBattle {
        ships = Map.copyOf(ships);
        damaged = Set.copyOf(damaged);
        fires = List.copyOf(fires);
    }
}
