package adjutant.engine.hunt;

/** Where a British force is: on a hex of the map, or still on a space of the strategy track. */
public sealed interface ForcePlace {
    record OnHex(int hex) implements ForcePlace {}

    record OnTrack(String space) implements ForcePlace {}
}
