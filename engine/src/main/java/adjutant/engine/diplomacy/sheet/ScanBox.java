package adjutant.engine.diplomacy.sheet;

/**
 * One box to mark: its square on the page, what marking it says, and the short label printed
 * under it ({@code Bur}, {@code StP nc}; for order kinds the generator prints the kind's word in
 * the sheet's language instead). {@code labelArea} is where that label goes.
 */
public record ScanBox(String id, Rect square, Meaning meaning, String label, Rect labelArea) {}
