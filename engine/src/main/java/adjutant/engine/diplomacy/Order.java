package adjutant.engine.diplomacy;

/**
 * An order as understood (parsed and resolved to map locations), before any legality
 * check. Every order names the power that gave it and the unit it is for (type and
 * location as the player wrote them). Legality is checked against a position by the
 * adjudicator, which turns illegal orders into holds and says why.
 */
public sealed interface Order {
    String power();

    /** The unit the order is for: type as written, and where it stands. */
    UnitType type();

    Location unit();

    /** Movement phase. */
    record Hold(String power, UnitType type, Location unit) implements Order {}

    /** {@code viaConvoy}: the player asked for a convoy ("via convoy", "přeprava"). */
    record Move(String power, UnitType type, Location unit, Location to, boolean viaConvoy) implements Order {}

    /** Support of a unit that holds (or does anything but move). */
    record SupportHold(String power, UnitType type, Location unit, UnitType supportedType, String supported)
            implements Order {}

    /**
     * Support of a move from province {@code from} to province {@code to}. The supporter need
     * not reach the coast; but {@code to} may name one ({@code spa/nc}), and then the support
     * counts only for a move to that coast (DATC 6.B.9).
     */
    record SupportMove(String power, UnitType type, Location unit, UnitType supportedType, String from, String to)
            implements Order {}

    /** A fleet at sea convoying an army from {@code from} to {@code to}. */
    record Convoy(String power, UnitType type, Location unit, String from, String to) implements Order {}

    /** Retreat phase. */
    record Retreat(String power, UnitType type, Location unit, Location to) implements Order {}

    record Disband(String power, UnitType type, Location unit) implements Order {}

    /** Adjustment phase. */
    record Build(String power, UnitType type, Location unit) implements Order {}

    record Remove(String power, UnitType type, Location unit) implements Order {}

    /** A build the power declines to make; {@code unit} and {@code type} are null. */
    record Waive(String power, UnitType type, Location unit) implements Order {
        public Waive(String power) {
            this(power, null, null);
        }
    }
}
