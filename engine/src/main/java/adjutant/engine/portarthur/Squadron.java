package adjutant.engine.portarthur;

import java.util.List;

/**
 * All ships of one side in one sea area. It moves at the speed of its slowest ship and
 * fires with the sum of its ships' firepower, each on the side of its counter that is up.
 */
public record Squadron(Side side, List<ShipState> ships) {
    public Squadron {
        ships = List.copyOf(ships);
        if (ships.isEmpty()) throw new IllegalArgumentException("a squadron has at least one ship");
        for (ShipState s : ships) {
            if (s.ship().side() != side) {
                throw new IllegalArgumentException("ship '" + s.ship().id() + "' is not " + side.id() + "'s");
            }
        }
    }

    /** The squadron's speed: its slowest ship's. */
    public int speed() {
        return ships.stream().mapToInt(s -> s.face().speed()).min().orElseThrow();
    }

    /** The squadron's firepower: the sum of its ships'. */
    public int firepower() {
        return ships.stream().mapToInt(s -> s.face().firepower()).sum();
    }
}
