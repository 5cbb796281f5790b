package adjutant.engine.hunt;

import java.util.List;
import java.util.Optional;

/**
 * A British hunting group (Force G, H, K). It starts either on a hex or on a space of the
 * strategy track; its battle bonus, added to every British card in a battle, depends on
 * the token's side. Bonuses are whole or half points.
 */
public record Force(
        String id,
        Names name,
        List<String> ships,
        Optional<Integer> startHex,
        Optional<String> startSpace,
        double standardBonus,
        double historicalBonus) {
    public Force {
        ships = List.copyOf(ships);
    }

    public double bonus(ForceSide side) {
        return side == ForceSide.STANDARD ? standardBonus : historicalBonus;
    }
}
