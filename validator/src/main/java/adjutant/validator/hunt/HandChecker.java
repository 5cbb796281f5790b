package adjutant.validator.hunt;

import adjutant.engine.hunt.Hands;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.HuntState;
import adjutant.engine.hunt.Reason;
import java.util.Optional;

/** The hand each player announces at the end of his turn; the replay carries on with the hand the rules allow. */
final class HandChecker {
    private final HuntGame game;
    private final HuntRules rules;

    HandChecker(HuntGame game) {
        this.game = game;
        this.rules = game.rules();
    }

    /**
     * The announced hand: from what he held, up to 3, or 5 with Graf Spee on or next to
     * Altmark. Special Order 115.39 lets him draw up to 5 wherever she is, as Altmark would.
     */
    void german(Replay r, SideTurn g, boolean specialOrder) {
        int held = Math.max(0, r.germanHand - 1);
        HuntState s = specialOrder ? r.state.withAltmark(r.state.grafSpee()) : r.state;
        if (g.hand() == null) {
            r.germanHand = Math.max(held, rules.german().hand());
            return;
        }
        int announced = g.hand().value();
        Optional<Reason> wrong = Hands.checkGermanHand(game, s, held, announced);
        r.check(
                wrong.isEmpty(),
                g.hand().at(),
                wrong.<LogFinding>map(LogFinding.Refused::new).orElse(null));
        int limit = Math.max(Hands.germanLimit(game, s), held);
        int least = Math.max(held, Math.min(rules.german().hand(), limit));
        r.germanHand = Math.max(least, Math.min(limit, announced));
    }

    /** The British hand: refilled to 5 after the card played and the {@code shown} intelligence cards. */
    void british(Replay r, SideTurn b, int shown) {
        if (b.hand() == null) return;
        int held = Math.max(0, r.britishHand - 1 - shown);
        int expected = Math.max(held, rules.british().hand());
        r.check(
                b.hand().value() == expected,
                b.hand().at(),
                new LogFinding.BritishHandDiffers(b.hand().value(), expected));
        r.britishHand = expected;
    }
}
