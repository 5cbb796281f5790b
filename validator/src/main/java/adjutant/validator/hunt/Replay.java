package adjutant.validator.hunt;

import adjutant.engine.data.Node;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.HuntState;
import adjutant.engine.hunt.Side;
import adjutant.engine.hunt.Verdict;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The replay of one log, shared by the checkers of its parts: the position so far (as the
 * table had it), the hands, the ships ever drawn, how the game ended, and what was found.
 */
final class Replay {
    final GameLog log;
    final List<Breach> found = new ArrayList<>();
    int checks;
    int turn;
    HuntState state;
    final Set<String> drawnEver = new HashSet<>();
    int germanHand;
    int britishHand;
    LogReport.Ending ending;

    Replay(GameLog log, HuntRules rules) {
        this.log = log;
        // At setup both players draw as many cards as the British hand holds (5).
        this.germanHand = rules.british().hand();
        this.britishHand = rules.british().hand();
    }

    /** One written line compared with the rules; returns {@code ok} for chaining. */
    boolean check(boolean ok, Node at, LogFinding why) {
        checks++;
        if (!ok) found.add(new Breach(at, turn, why));
        return ok;
    }

    /** A checked action: the engine's verdict, reported when it refuses. */
    boolean verdict(Verdict v, Node at) {
        return check(
                v.legal(),
                at,
                v.reason().<LogFinding>map(LogFinding.Refused::new).orElse(null));
    }

    /** The game ends now, unless it already has. */
    void end(Side winner, LogFinding.Why why) {
        if (ending == null) ending = new LogReport.Ending(turn, winner, why);
    }

    /** Reports play written at {@code at} after the game ended; true when it did. */
    boolean playedAfterEnd(Node at) {
        if (ending == null) return false;
        check(false, at, new LogFinding.AfterEnd(ending.turn()));
        return true;
    }

    LogReport report() {
        return new LogReport(log.file(), checks, found, ending);
    }
}
