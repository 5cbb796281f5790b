package adjutant.validator.hunt;

import adjutant.engine.RecordParts;
import adjutant.engine.hunt.Reason;
import adjutant.engine.hunt.Rolls;
import adjutant.engine.hunt.Side;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Why a log line breaks the rules, as data. {@link #key()} is the i18n key
 * ({@code validator.<kebab-case name>}, or {@code reasons.<key>} for an action the engine
 * refused) and {@link #arguments()} fill its {@code {name}} placeholders; the
 * {@link LogReportWriter} renders both in the reader's language. Hexes are plain ints.
 */
public sealed interface LogFinding {
    default String key() {
        return "validator." + RecordParts.name(getClass(), "-");
    }

    default Map<String, Object> arguments() {
        return RecordParts.fields((Record) this);
    }

    /** An action the engine does not allow; its positional arguments fill {@code {0}}, {@code {1}}… */
    record Refused(Reason reason) implements LogFinding {
        @Override
        public String key() {
            return "reasons." + reason.key();
        }

        @Override
        public Map<String, Object> arguments() {
            Map<String, Object> out = new LinkedHashMap<>();
            List<Object> args = reason.args();
            for (int i = 0; i < args.size(); i++) out.put(Integer.toString(i), args.get(i));
            return out;
        }
    }

    /** The setup draws as many merchant ships as the map keeps ({@code expected}), {@code written} are listed. */
    record SetupShips(int written, int expected) implements LogFinding {}

    /** The two ships of the setup share a start position: the second goes back into the bag. */
    record SetupSameStart(String first, String second) implements LogFinding {}

    /** The secret log moves Graf Spee from {@code from} to {@code to} without a move paid for it. */
    record HiddenMoveUnpaid(int from, int to) implements LogFinding {}

    /** No move costs {@code op} OP; {@code costs} lists what moves cost, e.g. "1, 2, 4". */
    record NoMoveCosts(int op, String costs) implements LogFinding {}

    /** The operational reserve gives OP to, and keeps OP from, a card played for its OP only. */
    record ReserveWithEvent() implements LogFinding {}

    /** A piece moved from {@code writtenHex}, but it was on {@code actualHex}. */
    record FromDiffers(String piece, int writtenHex, int actualHex) implements LogFinding {}

    record GermanSearchDiffers(boolean written, boolean expected, int roll, int modified, int beats)
            implements LogFinding {}

    record BritishSearchDiffers(
            LogAction.SearchResult written, LogAction.SearchResult expected, int roll, int modified, int needs)
            implements LogFinding {}

    record RepairDiffers(Rolls.Repair written, Rolls.Repair expected, int roll, int removed) implements LogFinding {}

    record BritishHandDiffers(int written, int expected) implements LogFinding {}

    record MerchantNotMoved(String merchant) implements LogFinding {}

    record MerchantNotOnMap(String merchant) implements LogFinding {}

    /** The ship is on one of its port's ▼▲ hexes, so it enters the port. */
    record MerchantMustEnterPort(String merchant, int hex, String port) implements LogFinding {}

    record MerchantNotAtPortEntry(String merchant, int hex, String port) implements LogFinding {}

    record DrawnDiffers(int written, int expected) implements LogFinding {}

    /** The ship was drawn before (it is on the map, sunk or delivered), so it is not in the bag. */
    record MerchantNotInBag(String merchant) implements LogFinding {}

    /** A British search found Graf Spee and no battle follows. */
    record BattleMissing(String force) implements LogFinding {}

    record BattleWithoutFind() implements LogFinding {}

    record BattleForcesDiffer(String written, String expected) implements LogFinding {}

    record DuelCount(int written, int expected) implements LogFinding {}

    record DuelHitDiffers(int duel, Side written, Side expected, String german, String british) implements LogFinding {}

    record BattleWinnerDiffers(Side written, Side expected, int germanHits, int britishHits) implements LogFinding {}

    /** A turn or part of one written after the game ended in turn {@code ended}. */
    record AfterEnd(int ended) implements LogFinding {}

    record WinnerDiffers(Side written, Side expected, Why why) implements LogFinding {}

    /** A winner is claimed, but by the rules nobody has won yet. */
    record WinnerUndecided(Side written) implements LogFinding {}

    /** How the game ended: the fifth ship sunk, the fifth delivered, or the battle. */
    enum Why {
        SUNK,
        DELIVERED,
        BATTLE;

        public String key() {
            return "validator.why." + name().toLowerCase(Locale.ROOT);
        }
    }
}
