package adjutant.validator.hunt;

import adjutant.engine.data.Node;
import adjutant.engine.hunt.Rolls;
import java.util.Locale;
import java.util.Optional;

/** One action of a card phase as written in the log, in the order taken. */
public sealed interface LogAction {
    Node at();

    /**
     * A move paid for {@code op} OP (or, in an event turn, {@code hexes} long). Graf Spee's
     * destination is secret: it comes from the next search or the secret log.
     */
    record Move(Node at, String piece, Optional<Integer> from, Optional<Integer> to, int hexes, int op)
            implements LogAction {}

    /** Graf Spee goes on with the rest of a move a search interrupted (to her end-of-turn hex). */
    record Continue(Node at) implements LogAction {}

    /** A German search and attack on a merchant: the die, the seaplane, card modifiers and the written result. */
    record GermanSearch(Node at, String merchant, boolean seaplane, int roll, int modifier, LogValue<Boolean> sunk)
            implements LogAction {}

    /** A British search by a force: the die, card modifiers and the written result. */
    record BritishSearch(Node at, String force, int roll, int modifier, LogValue<SearchResult> result)
            implements LogAction {}

    record Repair(Node at, int roll, LogValue<Rolls.Repair> result) implements LogAction {}

    /** Unspent OP put into the operational reserve. */
    record Keep(Node at, int op) implements LogAction {}

    /** An extra British card shown for its intelligence bar. */
    record Intelligence(Node at, String card) implements LogAction {}

    record Strategy(Node at, String force) implements LogAction {}

    /** What a British search found: too low a roll, an empty hex, or Graf Spee (the battle). */
    enum SearchResult {
        FAILED,
        NOT_THERE,
        FOUND;

        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }
}
