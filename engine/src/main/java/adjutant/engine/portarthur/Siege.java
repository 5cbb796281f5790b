package adjutant.engine.portarthur;

import java.util.HashSet;
import java.util.Set;

/**
 * What the Manchuria track has done to the ports: those that lost their shipyard and those
 * that fell (no longer ports at all), read from the spaces Japan holds.
 */
public record Siege(Set<String> shipyardsLost, Set<String> fallen) {
    public Siege {
        shipyardsLost = Set.copyOf(shipyardsLost);
        fallen = Set.copyOf(fallen);
    }

    public static Siege of(ManchuriaTrack track, Set<String> held) {
        Set<String> lost = new HashSet<>();
        Set<String> fallen = new HashSet<>();
        for (ManchuriaSpace s : track.spaces()) {
            if (!held.contains(s.id())) continue;
            if (s.effect() instanceof SpaceEffect.PortLosesShipyard e) lost.add(e.port());
            if (s.effect() instanceof SpaceEffect.PortFalls e) {
                fallen.add(e.port());
                lost.add(e.port());
            }
        }
        return new Siege(lost, fallen);
    }

    public boolean isPort(String port) {
        return !fallen.contains(port);
    }

    public boolean hasShipyard(Port port) {
        return port.shipyard() && !shipyardsLost.contains(port.id()) && isPort(port.id());
    }

    /**
     * The deployment once a space's effect strikes: a lost shipyard sends its (damaged) ships
     * to the anchorage; a fallen port sinks the ships at its anchorage. (Hill 203 comes before
     * Port Arthur on the track, so no ship is still in a shipyard when its port falls.)
     */
    public static Deployment strike(Deployment d, SpaceEffect effect) {
        if (effect instanceof SpaceEffect.PortLosesShipyard e) {
            for (Deployment.Placed p : d.at(new Berth.Shipyard(e.port())))
                d = d.move(p.id(), new Berth.Anchorage(e.port()), true);
        } else if (effect instanceof SpaceEffect.PortFalls e) {
            d = d.remove(d.at(new Berth.Anchorage(e.port())).stream()
                    .map(Deployment.Placed::id)
                    .toList());
        }
        return d;
    }
}
