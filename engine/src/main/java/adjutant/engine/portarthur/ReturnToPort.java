package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The return-to-port phase: finished repairs, the return home, then maintenance. Russian
 * ships in a sea area with two home ports (the Yellow and East China Seas) go where their
 * owner chooses, but never to a fallen port.
 */
public final class ReturnToPort {
    private ReturnToPort() {}

    /** {@code choices}: ship id → home port, needed only where a ship has more than one. */
    public static FleetStep play(PortArthurGame game, Deployment d, Siege siege, Map<String, String> choices) {
        List<FleetFault> faults = new ArrayList<>();
        // 1. Repairs finish: ships on a shipyard go to the anchorage intact.
        for (Deployment.Placed p : d.all()) {
            if (p.berth() instanceof Berth.Shipyard y) d = d.move(p.id(), new Berth.Anchorage(y.port()), false);
        }
        // 2. Every ship at sea goes home: Japan's to Japan, Russia's by the sea area it is in.
        for (Deployment.Placed p : d.all()) {
            if (p.berth() instanceof Berth.AtSea sea) {
                String port = home(game, siege, p, sea.area(), choices.get(p.id()), faults);
                d = d.move(p.id(), new Berth.Anchorage(port), p.state().damaged());
            }
        }
        // 3. Maintenance: Russian ships in a port without a shipyard are turned to their damaged side.
        for (Deployment.Placed p : d.all()) {
            if (p.side() == Side.RUSSIA
                    && p.berth() instanceof Berth.Anchorage a
                    && !siege.hasShipyard(game.map().port(a.port()).orElseThrow())) {
                d = d.move(p.id(), a, true);
            }
        }
        return new FleetStep(d, faults);
    }

    /** The port a ship at sea goes home to. */
    static String home(
            PortArthurGame game,
            Siege siege,
            Deployment.Placed p,
            String area,
            String choice,
            List<FleetFault> faults) {
        List<String> ports = p.side() == Side.JAPAN
                ? game.map().ports().stream()
                        .filter(x -> x.usedBy() == Side.JAPAN)
                        .map(Port::id)
                        .toList()
                : game.map().area(area).orElseThrow().russiaReturnsTo().stream()
                        .filter(siege::isPort)
                        .toList();
        if (choice != null && !ports.contains(choice)) {
            faults.add(new FleetFault.ReturnPortNotAllowed(p.id(), choice));
            return ports.get(0);
        }
        if (choice == null && ports.size() > 1) {
            faults.add(new FleetFault.ReturnPortMissing(p.id()));
            return ports.get(0);
        }
        return choice != null ? choice : ports.get(0);
    }
}
