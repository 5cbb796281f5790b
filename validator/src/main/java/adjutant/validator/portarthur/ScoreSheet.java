package adjutant.validator.portarthur;

import adjutant.engine.portarthur.Side;
import java.util.List;

/**
 * A game master's record of a Port Arthur game: the turns in order from the first, and the
 * winner claimed (null when not written; its value null for a draw).
 */
public record ScoreSheet(String file, List<SheetTurn> turns, SheetValue<Outcome> winner) {
    public ScoreSheet {
        turns = List.copyOf(turns);
    }

    /** A claimed or computed end of the game: the winner, or null for a draw. */
    public record Outcome(Side winner) {}
}
