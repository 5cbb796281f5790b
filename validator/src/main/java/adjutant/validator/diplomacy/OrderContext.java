package adjutant.validator.diplomacy;

import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Unit;
import java.util.HashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What the parser knows besides the text: the phase (a move in a retreat phase is a
 * retreat; a bare unit in an adjustment phase is a build or a removal), the power whose
 * sheet it is (null when each line names its power, as in DATC files), and the position,
 * which fills in what players leave out (unit type, the coast a fleet stands on, whose unit)
 * and settles names several provinces share. {@code position} may be null.
 */
public final class OrderContext {
    private final Phase phase;
    private final String power;
    private final Position position;
    /** The "did you mean" searches left to the lines read in this context (a sheet's). */
    private final Hints hints;

    /**
     * The "did you mean" work of one sheet, bounded: the first {@link #PER_SHEET} different
     * unknown words of a sheet are looked for among the names, later ones are reported as
     * unknown without a search (and the message says so). So a sheet full of unknown names
     * costs as much as a sheet with a few hundred.
     */
    static final class Hints {
        static final int PER_SHEET = 400;
        private final Set<String> searched = new HashSet<>();

        /** Whether close names may be looked for {@code key}: a word already looked for, or one within the budget. */
        synchronized boolean allow(String key) {
            if (searched.contains(key)) return true;
            if (searched.size() >= PER_SHEET) return false;
            searched.add(key);
            return true;
        }

        synchronized boolean spent() {
            return searched.size() >= PER_SHEET;
        }
    }

    public OrderContext(Phase phase, String power, Position position) {
        this(phase, power, position, new Hints());
    }

    private OrderContext(Phase phase, String power, Position position, Hints hints) {
        this.phase = phase;
        this.power = power;
        this.position = position;
        this.hints = hints;
    }

    Hints hints() {
        return hints;
    }

    public static OrderContext of(Position position, String power) {
        return new OrderContext(position.phase(), power, position);
    }

    public Phase phase() {
        return phase;
    }

    public String power() {
        return power;
    }

    public Position position() {
        return position;
    }

    /** The unit the orders of this phase are for in a province: a dislodged one in a retreat phase. */
    Optional<Unit> unitIn(String province) {
        if (position == null) return Optional.empty();
        if (phase == Phase.RETREAT) {
            for (Position.Dislodged d : position.dislodged())
                if (d.unit().province().equals(province)) return Optional.of(d.unit());
        }
        return onBoard(province);
    }

    /** The unit standing in a province (dislodged ones aside). */
    Optional<Unit> onBoard(String province) {
        if (position == null) return Optional.empty();
        for (Unit u : position.units())
            if (u.province().equals(province)) return Optional.of(u); // a loop: called for every reading
        return Optional.empty();
    }

    /** Whether the rules allow the order alone in the position (the adjudicator's own check). */
    boolean legal(DipMap map, Order o) {
        return ReadingChoice.legal(map, position, o);
    }

    OrderContext withPower(String p) {
        return new OrderContext(phase, p, position, hints);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OrderContext c
                && phase == c.phase
                && Objects.equals(power, c.power)
                && Objects.equals(position, c.position);
    }

    @Override
    public int hashCode() {
        return Objects.hash(phase, power, position);
    }

    @Override
    public String toString() {
        return "OrderContext[phase=" + phase + ", power=" + power + ", position=" + position + "]";
    }
}
