package adjutant.engine.portarthur;

import java.util.List;

/**
 * A checked damage allocation: its faults (none when legal) and the squadron as the
 * allocation leaves it — the ships still afloat, each face up as left, and the ships sunk.
 * Entries the rules cannot carry out (a ship not in the squadron, a second sinking) are
 * skipped; everything else is applied as written, so a later fire can be checked against
 * the squadron the players actually played with.
 */
public record AllocationVerdict(List<AllocationFault> faults, List<ShipState> survivors, List<String> sunk) {
    public AllocationVerdict {
        faults = List.copyOf(faults);
        survivors = List.copyOf(survivors);
        sunk = List.copyOf(sunk);
    }

    public boolean legal() {
        return faults.isEmpty();
    }
}
