package adjutant.engine.portarthur;

import java.util.List;

/**
 * How one fire's hits are laid on the squadron fired at, as the players wrote it:
 * {@code critical} the ships the firer chose for its critical hits, in any order (an intact
 * ship named twice is flipped, then sunk); {@code flipped} and {@code sunk} the owner's cover
 * of the regular hits — intact ships turned over (1 hit each) and damaged ships sunk (their
 * defence each; a ship may be flipped and then sunk in the same cover).
 */
public record DamageAllocation(List<String> critical, List<String> flipped, List<String> sunk) {
    public DamageAllocation {
        critical = List.copyOf(critical);
        flipped = List.copyOf(flipped);
        sunk = List.copyOf(sunk);
    }

    public static DamageAllocation none() {
        return new DamageAllocation(List.of(), List.of(), List.of());
    }
}
