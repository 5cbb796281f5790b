package adjutant.engine.hunt;

import adjutant.engine.RecordParts;
import java.util.ArrayList;
import java.util.List;

/**
 * Why an action is not allowed, as data with its places and numbers. The reader's language
 * is applied at the edge: {@link #key()} names the i18n string {@code reasons.<key>} and
 * {@link #args()} fill its {@code {0}}, {@code {1}}… placeholders.
 */
public sealed interface Reason {
    /** The record's name in kebab case: {@code NotEnoughOp} → {@code not-enough-op}. */
    default String key() {
        return RecordParts.name(getClass(), "-");
    }

    /** The record's fields in declaration order; a record that shows a hex by its label says so. */
    default List<Object> args() {
        return new ArrayList<>(RecordParts.fields((Record) this).values());
    }

    record NotEnoughOp(int needed, int left) implements Reason {}

    record AlreadyMoved(String piece) implements Reason {}

    record NoSuchMove(int hexes, int longest) implements Reason {}

    record TooFar(String piece, int from, int to, int distance, int paidHexes) implements Reason {
        public List<Object> args() {
            return List.of(piece, Hex.label(from), Hex.label(to), distance, paidHexes);
        }
    }

    record NoSuchHex(int hex) implements Reason {}

    record UnknownPiece(String piece) implements Reason {}

    record NotOnMap(String force) implements Reason {}

    record NotOnTrack(String force) implements Reason {}

    /** The German player searches and attacks once a turn; a force searches once a turn. */
    record AlreadySearched(String piece) implements Reason {}

    record NoMerchantThere(String merchant, int hex) implements Reason {
        public List<Object> args() {
            return List.of(merchant, Hex.label(hex));
        }
    }

    record SeaplaneIs(Seaplane actual, Seaplane needed) implements Reason {
        public List<Object> args() {
            return List.of(actual.space(), needed.space());
        }
    }

    record ReserveFull(int max, int wanted) implements Reason {}

    record ReserveShort(int held, int wanted) implements Reason {}

    /** Graf Spee may go on moving only after a search and attack that interrupted her move. */
    record NothingToContinue() implements Reason {}

    record StrategyUsed() implements Reason {}

    record NoIntelligenceBar(String card) implements Reason {}

    record HintTooFar(int hex, int grafSpee) implements Reason {
        public List<Object> args() {
            return List.of(Hex.label(hex), Hex.label(grafSpee));
        }
    }

    record HintBlocked(int hex, String by) implements Reason {
        public List<Object> args() {
            return List.of(Hex.label(hex), by);
        }
    }

    record NoHintLeft(int discs) implements Reason {}

    record HandTooBig(int declared, int limit) implements Reason {}

    record HandTooSmall(int announced, int least) implements Reason {}

    record NotTowardPort(String merchant, int from, int to) implements Reason {
        public List<Object> args() {
            return List.of(merchant, Hex.label(from), Hex.label(to));
        }
    }
}
