package adjutant.engine.portarthur;

/** What taking a Manchuria space does; the i18n key {@code effect.<kind>} describes it. */
public sealed interface SpaceEffect {
    String kind();

    /** The port loses its shipyard (Hill 203). */
    record PortLosesShipyard(String port) implements SpaceEffect {
        @Override
        public String kind() {
            return "port-loses-shipyard";
        }
    }

    /** The port is lost, its anchored ships sink, and Japan scores {@code dp} that turn. */
    record PortFalls(String port, int dp) implements SpaceEffect {
        @Override
        public String kind() {
            return "port-falls";
        }
    }

    /** Japan loses at the end unless it holds this space (Mukden). */
    record RequiredForVictory() implements SpaceEffect {
        @Override
        public String kind() {
            return "required-for-victory";
        }
    }

    /** From now on Japan scores {@code dp} each turn on a die of at most {@code atMost}. */
    record DpRoll(int atMost, int dp) implements SpaceEffect {
        @Override
        public String kind() {
            return "dp-roll";
        }
    }

    String[] KINDS = {"port-loses-shipyard", "port-falls", "required-for-victory", "dp-roll"};
}
