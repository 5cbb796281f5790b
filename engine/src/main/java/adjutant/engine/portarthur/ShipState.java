package adjutant.engine.portarthur;

/** A ship in play: its counter and which side of it is up. */
public record ShipState(Ship ship, boolean damaged) {
    public static ShipState intact(Ship ship) {
        return new ShipState(ship, false);
    }

    public static ShipState damaged(Ship ship) {
        return new ShipState(ship, true);
    }

    public ShipFace face() {
        return ship.face(damaged);
    }
}
