package adjutant.engine.diplomacy;

/** A unit on the board: its type, owning power id and location. */
public record Unit(UnitType type, String power, Location location) {
    public String province() {
        return location.province();
    }

    @Override
    public String toString() {
        return type.letter() + " " + location;
    }
}
