package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Unit;
import java.util.Optional;

/**
 * What the parser knows besides the text: the phase (a move in a retreat phase is a
 * retreat; a bare unit in an adjustment phase is a build or a removal), the power whose
 * sheet it is (null when each line names its power, as in DATC files), and the position,
 * which fills in what players leave out (unit type, the coast a fleet stands on, whose unit)
 * and settles names several provinces share. {@code position} may be null.
 */
public record OrderContext(Phase phase, String power, Position position) {
    public static OrderContext of(Position position, String power) {
        return new OrderContext(position.phase(), power, position);
    }

    /** The unit the orders of this phase are for in a province: a dislodged one in a retreat phase. */
    Optional<Unit> unitIn(String province) {
        if (position == null) return Optional.empty();
        if (phase == Phase.RETREAT) {
            for (Position.Dislodged d : position.dislodged()) if (d.unit().province().equals(province)) return Optional.of(d.unit());
        }
        for (Unit u : position.units()) if (u.province().equals(province)) return Optional.of(u); // a loop: called for every reading
        return Optional.empty();
    }

    OrderContext withPower(String p) {
        return new OrderContext(phase, p, position);
    }
}
