package adjutant.engine.portarthur;

/**
 * The initiative marker: Japan holds it at the start; spending it hands it to the other
 * side; at the start of the Baltic turn (4) Russia takes it whoever held it.
 */
public final class Initiative {
    private Initiative() {}

    /** The holder at the start of {@code turn}, given the holder at the end of the turn before. */
    public static Side atTurnStart(TurnTrack turns, int turn, Side holder) {
        if (turn == 1) return turns.initiativeStart();
        return turn == turns.initiativeToRussiaOn() ? Side.RUSSIA : holder;
    }

    /** The holder after {@code spender} uses the marker (a reroll of a tie, or firing first). */
    public static Side spend(Side spender) {
        return spender.other();
    }
}
