package adjutant.validator.hunt;

import adjutant.engine.hunt.Card;
import adjutant.engine.hunt.GermanTurn;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.HuntState;
import adjutant.engine.hunt.Reason;
import adjutant.engine.hunt.Rolls;
import adjutant.engine.hunt.Seaplane;
import adjutant.engine.hunt.Side;
import adjutant.engine.hunt.Verdict;
import adjutant.engine.hunt.Victory;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The German turn: the reserve, Graf Spee's and Altmark's moves (hidden ones against the
 * secret log), searches, repairs, OP kept, the events the checker follows, ships drawn by
 * Special Order, the hand, and a battle started by Punta del Este.
 */
final class GermanTurnChecker {
    private static final String PUNTA_DEL_ESTE = "punta-del-este";
    /** Events whose effects the checker follows (the others are taken as written). */
    private static final String HANS_LANGSDORFF = "hans-langsdorff";

    private static final String SPECIAL_ORDER = "special-order-115-39";

    private final HuntGame game;
    private final HuntRules rules;
    private final MerchantChecker merchants;
    private final HandChecker hands;
    private final LogBattleChecker battles;

    GermanTurnChecker(HuntGame game, MerchantChecker merchants, HandChecker hands, LogBattleChecker battles) {
        this.game = game;
        this.rules = game.rules();
        this.merchants = merchants;
        this.hands = hands;
        this.battles = battles;
    }

    void check(Replay r, SideTurn g) {
        PlayedCard card = PlayedCard.of(game, g, Side.GERMAN);
        GermanTurn turn = new GermanTurn(game, r.state, card.op());
        if (g.reserve() != null
                && g.reserve().value() > 0
                && r.check(!g.event(), g.reserve().at(), new LogFinding.ReserveWithEvent())) {
            r.verdict(turn.useReserve(g.reserve().value()), g.reserve().at());
        }
        int end = r.log.secretLog().get(r.turn).value();
        boolean hiddenReported = false;
        List<LogAction> actions = g.actions();
        for (int i = 0; i < actions.size(); i++) {
            LogAction a = actions.get(i);
            if (a instanceof LogAction.Move m) {
                Optional<Integer> hexes = MoveCosts.hexes(rules, r, m);
                if (m.piece().equals(GermanTurn.ALTMARK)) {
                    int altmark = turn.state().altmark();
                    m.from()
                            .ifPresent(f ->
                                    r.check(f == altmark, m.at(), new LogFinding.FromDiffers(m.piece(), f, altmark)));
                    if (hexes.isPresent()) r.verdict(turn.move(m.piece(), m.to().orElse(altmark), hexes.get()), m.at());
                    continue;
                }
                int to = nextKnownHex(turn, actions, i, end);
                if (hexes.isPresent() && r.verdict(turn.move(m.piece(), to, hexes.get()), m.at())) continue;
                // The slip is reported: carry on from where the log puts her, less the OP the move cost.
                hiddenReported = true;
                int cost = hexes.flatMap(rules::moveCost).orElse(0);
                turn = new GermanTurn(
                        game, turn.state().withGrafSpee(to).withHints(Set.of()), Math.max(0, turn.left() - cost));
            } else if (a instanceof LogAction.Continue c) {
                Verdict v = turn.continueMove(end);
                if (hiddenReported) {
                    turn = new GermanTurn(game, turn.state().withGrafSpee(end), turn.left());
                } else if (!r.verdict(v, c.at()) && v.reason().get() instanceof Reason.TooFar) {
                    hiddenReported = true;
                    turn = new GermanTurn(game, turn.state().withGrafSpee(end), turn.left());
                }
            } else if (a instanceof LogAction.GermanSearch s) {
                // The table goes on with the result as written; a wrong one is reported once, here.
                int bonus = s.seaplane() ? rules.german().seaplaneBonus() : 0;
                boolean expected = Rolls.germanSearch(rules, s.roll(), s.modifier() + bonus);
                int force = expected == s.sunk().value() ? 0 : s.sunk().value() ? 2 * Rolls.FACES : -2 * Rolls.FACES;
                GermanTurn.Search result = turn.search(s.merchant(), s.seaplane(), s.roll(), s.modifier() + force);
                Integer merchantAt = turn.state().merchants().get(s.merchant());
                if (!r.verdict(result.verdict(), s.at())) {
                    if (!(result.verdict().reason().get() instanceof Reason.NoMerchantThere) || merchantAt == null)
                        continue;
                    // She searched there, so the table had her there: go on from that hex, the slip reported once.
                    hiddenReported = true;
                    turn = new GermanTurn(game, turn.state().withGrafSpee(merchantAt), turn.left());
                    result = turn.search(s.merchant(), s.seaplane(), s.roll(), s.modifier() + force);
                    if (!result.verdict().legal()) continue;
                }
                r.check(
                        expected == s.sunk().value(),
                        s.sunk().at(),
                        new LogFinding.GermanSearchDiffers(
                                s.sunk().value(),
                                expected,
                                s.roll(),
                                s.roll() + s.modifier() + bonus,
                                rules.german().searchBeats()));
                if (Victory.check(rules, turn.state()).isPresent()) r.end(Side.GERMAN, LogFinding.Why.SUNK);
            } else if (a instanceof LogAction.Repair p) {
                repair(r, turn, p);
            } else if (a instanceof LogAction.Keep k) {
                if (r.check(!g.event(), k.at(), new LogFinding.ReserveWithEvent()))
                    r.verdict(turn.keepInReserve(k.op()), k.at());
            }
        }
        r.state = after(r, g, card, turn.state(), end, hiddenReported);
        boolean order = card.event(SPECIAL_ORDER);
        merchants.draw(r, g, order ? 1 : 0, g.merchantsAt());
        hands.german(r, g, order);
        if (g.battle() != null) {
            boolean punta = card.event(PUNTA_DEL_ESTE);
            if (r.check(punta, g.battle().at(), new LogFinding.BattleWithoutFind())) battles.check(r, g.battle(), true);
        }
    }

    /** A repair roll: the table goes on with the outcome as written; a wrong one is reported. */
    private static void repair(Replay r, GermanTurn turn, LogAction.Repair p) {
        int removed = turn.state().germanCardsRemoved();
        Rolls.Repair expected = Rolls.repair(p.roll(), removed);
        GermanTurn.Repair result = turn.repair(rollGiving(p.result().value(), removed, p.roll()));
        if (!r.verdict(result.verdict(), p.at())) return;
        r.check(
                expected == p.result().value(),
                p.result().at(),
                new LogFinding.RepairDiffers(p.result().value(), expected, p.roll(), removed));
    }

    /** The position after the actions: Graf Spee where the secret log puts her, and the played event's effects. */
    private static HuntState after(
            Replay r, SideTurn g, PlayedCard card, HuntState after, int end, boolean hiddenReported) {
        if (after.grafSpee() != end) {
            LogValue<Integer> logged = r.log.secretLog().get(r.turn);
            if (!hiddenReported) r.check(false, logged.at(), new LogFinding.HiddenMoveUnpaid(after.grafSpee(), end));
            after = after.withGrafSpee(end).withHints(Set.of());
        }
        if (g.event() && card.card().filter(Card::remove).isPresent())
            after = after.withGermanCardsRemoved(after.germanCardsRemoved() + 1);
        if (card.event(HANS_LANGSDORFF)) {
            // Altmark joins Graf Spee, and a broken seaplane is repaired without a roll.
            after = after.withAltmark(after.grafSpee());
            if (after.seaplane() == Seaplane.BROKEN) after = after.withSeaplane(Seaplane.AIRWORTHY);
        }
        return after;
    }

    /**
     * Where a hidden move of Graf Spee ends: on the merchant of the next search this turn
     * (she must be there to search), else on her hex in the secret log.
     */
    private static int nextKnownHex(GermanTurn turn, List<LogAction> actions, int from, int end) {
        for (int j = from + 1; j < actions.size(); j++) {
            LogAction a = actions.get(j);
            if (a instanceof LogAction.Continue) break;
            if (a instanceof LogAction.GermanSearch s) {
                Integer at = turn.state().merchants().get(s.merchant());
                return at != null ? at : end;
            }
        }
        return end;
    }

    /** A roll that gives the written repair outcome, so the table goes on as it did; the real roll when none does. */
    private static int rollGiving(Rolls.Repair outcome, int removed, int roll) {
        for (int r = 1; r <= Rolls.FACES; r++)
            if (Rolls.repair(r, removed) == outcome)
                return r == roll || Rolls.repair(roll, removed) == outcome ? roll : r;
        return roll;
    }
}
