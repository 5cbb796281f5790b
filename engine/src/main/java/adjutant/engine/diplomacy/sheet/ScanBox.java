package adjutant.engine.diplomacy.sheet;

import adjutant.engine.geometry.Box;

/**
 * One box to mark: its square on the page, what marking it says, and the short label printed
 * under it ({@code Bur}, {@code StP nc}; for order kinds the generator prints the kind's word in
 * the sheet's language instead). {@code labelArea} is where that label goes.
 */
public record ScanBox(String id, Box square, Meaning meaning, String label, Box labelArea) {}
