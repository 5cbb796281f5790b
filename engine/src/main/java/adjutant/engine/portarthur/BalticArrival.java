package adjutant.engine.portarthur;

/** The Baltic Fleet's arrival phase: ships waiting on this turn's space enter at their fleet's port. */
public final class BalticArrival {
    private BalticArrival() {}

    public static Deployment arrive(PortArthurGame game, Deployment d, int turn) {
        for (Deployment.Placed p : d.at(new Berth.Waiting(turn))) {
            String port = game.fleet(p.state().ship().fleet()).orElseThrow().arrivesIn();
            d = d.move(p.id(), new Berth.Anchorage(port), p.state().damaged());
        }
        return d;
    }
}
