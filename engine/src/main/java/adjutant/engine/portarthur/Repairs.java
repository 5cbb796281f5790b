package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.List;

/**
 * Sending ships to the shipyard, in a side's sortie phase only: a damaged ship at the
 * anchorage of a port that still has its shipyard moves onto it; it stays there, out of
 * play, until the repairs finish in the return-to-port phase.
 */
public final class Repairs {
    private Repairs() {}

    public static FleetStep send(PortArthurGame game, Deployment d, Siege siege, List<String> ids) {
        List<FleetFault> faults = new ArrayList<>();
        for (String id : ids) {
            Deployment.Placed p = d.get(id);
            Port port = p != null && p.berth() instanceof Berth.Anchorage a
                    ? game.map().port(a.port()).orElse(null)
                    : null;
            if (port == null || !p.state().damaged() || !siege.hasShipyard(port)) {
                faults.add(new FleetFault.NotRepairable(id));
                continue;
            }
            d = d.move(id, new Berth.Shipyard(port.id()), true);
        }
        return new FleetStep(d, faults);
    }
}
