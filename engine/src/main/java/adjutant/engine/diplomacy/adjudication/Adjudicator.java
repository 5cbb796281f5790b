package adjutant.engine.diplomacy.adjudication;

import adjutant.engine.diplomacy.AdjustmentResult;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.MovementResult;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.PhaseResult;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.RetreatResult;
import adjutant.engine.diplomacy.Verdict;
import java.util.List;
import java.util.Map;

/**
 * The Diplomacy adjudicator (rules of the 2000 rulebook, seed 003; where it is silent, the
 * preferences of DATC v3.0). Give it the map, the position and every order understood for
 * the phase; it checks each order, lets units without an order hold (or disband, in
 * retreats), resolves the phase and returns a {@link Verdict} per order plus the next position.
 */
public final class Adjudicator {
    private Adjudicator() {}

    /** Adjudicates the phase the position is in. */
    public static PhaseResult adjudicate(DipMap map, Position position, List<Order> orders) {
        return switch (position.phase()) {
            case MOVEMENT -> movement(map, position, orders);
            case RETREAT -> retreat(map, position, orders);
            case ADJUSTMENT -> adjustment(map, position, orders);
        };
    }

    public static MovementResult movement(DipMap map, Position position, List<Order> orders) {
        return MovementPhase.adjudicate(map, position, orders);
    }

    public static RetreatResult retreat(DipMap map, Position position, List<Order> orders) {
        return RetreatPhase.adjudicate(map, position, orders);
    }

    public static AdjustmentResult adjustment(DipMap map, Position position, List<Order> orders) {
        return AdjustmentPhase.adjudicate(map, position, orders);
    }

    /** Before the adjustment orders: builds owed per power (positive) or units to remove (negative). */
    public static Map<String, Integer> adjustmentsOwed(DipMap map, Position position) {
        return AdjustmentPhase.owed(map, position);
    }
}
