package adjutant.engine.portarthur;

/** Where a ship in play is: at sea, at a port's anchorage or shipyard, or waiting on the turn track. */
public sealed interface Berth {
    record AtSea(String area) implements Berth {}

    record Anchorage(String port) implements Berth {}

    record Shipyard(String port) implements Berth {}

    /** A Baltic ship waiting on the turn track for its arrival turn. */
    record Waiting(int turn) implements Berth {}
}
