package adjutant.engine.hunt;

import java.util.List;

/**
 * Where a merchant ship goes in the merchant phase: one hex closer to its destination
 * port, or into the port when it is on one of the port's ▼▲ hexes. When several hexes are
 * equally close the British player chooses.
 */
public final class MerchantRoute {
    /** The next step of a merchant ship. */
    public sealed interface Step {
        record EnterPort(String port) implements Step {}

        /** Hexes one step closer to the port, ascending; the British player picks one. */
        record MoveTo(List<Integer> choices) implements Step {}
    }

    private MerchantRoute() {}

    public static Step next(HexMap map, int hex, String port) {
        if (map.ports().get(port).entries().contains(hex)) return new Step.EnterPort(port);
        int now = map.distanceToPort(hex, port);
        List<Integer> closer = map.neighbours(hex).stream()
                .filter(n -> map.distanceToPort(n, port) == now - 1)
                .toList();
        return new Step.MoveTo(closer);
    }

    /** Hexes a ship needs to reach its port from {@code hex}, counting the step into the port. */
    public static int turnsToPort(HexMap map, int hex, String port) {
        return map.distanceToPort(hex, port);
    }
}
