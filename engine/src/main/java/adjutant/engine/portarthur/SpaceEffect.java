package adjutant.engine.portarthur;

import adjutant.engine.RecordParts;

/** What taking a Manchuria space does; the i18n key {@code effect.<kind>} describes it. */
public sealed interface SpaceEffect {
    /** The record's name in kebab case: {@code PortFalls} → {@code port-falls}. */
    default String kind() {
        return RecordParts.name(getClass(), "-");
    }

    /** The port loses its shipyard (Hill 203). */
    record PortLosesShipyard(String port) implements SpaceEffect {}

    /** The port is lost, its anchored ships sink, and Japan scores {@code dp} that turn. */
    record PortFalls(String port, int dp) implements SpaceEffect {}

    /** Japan loses at the end unless it holds this space (Mukden). */
    record RequiredForVictory() implements SpaceEffect {}

    /** From now on Japan scores {@code dp} each turn on a die of at most {@code atMost}. */
    record DpRoll(int atMost, int dp) implements SpaceEffect {}

    String[] KINDS = {"port-loses-shipyard", "port-falls", "required-for-victory", "dp-roll"};
}
