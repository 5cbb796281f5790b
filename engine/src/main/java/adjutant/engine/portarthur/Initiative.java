package adjutant.engine.portarthur;

/**
 * The initiative marker: Japan holds it at the start; spending it hands it to the other
 * side; at the start of the Baltic turn (4) Russia takes it whoever held it.
 */
public final class Initiative {
    private Initiative() {}

    /** The holder after {@code spender} uses the marker (a reroll of a tie, or firing first). */
    public static Side spend(Side spender) {
        return spender.other();
    }
}
