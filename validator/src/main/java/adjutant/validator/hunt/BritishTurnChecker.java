package adjutant.validator.hunt;

import adjutant.engine.data.Node;
import adjutant.engine.hunt.BritishTurn;
import adjutant.engine.hunt.ForcePlace;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.Rolls;
import adjutant.engine.hunt.Side;
import java.util.Optional;

/**
 * The British turn: the merchant phase, then the forces' moves, intelligence cards shown,
 * searches, the strategy track, the hand, and the battle a search that found Graf Spee calls for.
 */
final class BritishTurnChecker {
    private final HuntGame game;
    private final HuntRules rules;
    private final MerchantChecker merchants;
    private final HandChecker hands;
    private final BattleChecker battles;

    BritishTurnChecker(HuntGame game, MerchantChecker merchants, HandChecker hands, BattleChecker battles) {
        this.game = game;
        this.rules = game.rules();
        this.merchants = merchants;
        this.hands = hands;
        this.battles = battles;
    }

    void check(Replay r, SideTurn b) {
        merchants.phase(r, b);
        if (r.ending != null) {
            if (b.card() != null) r.playedAfterEnd(b.card().at());
            return;
        }
        PlayedCard card = PlayedCard.of(game, b, Side.BRITISH);
        BritishTurn turn = new BritishTurn(game, r.state, card.op());
        int shown = 0;
        Node found = null;
        String foundBy = null;
        for (LogAction a : b.actions()) {
            if (a instanceof LogAction.Move m) {
                Optional<Integer> hexes = MoveCosts.hexes(rules, r, m);
                if (hexes.isEmpty()) continue;
                if (m.from().isPresent() && turn.state().forces().get(m.piece()) instanceof ForcePlace.OnHex h) {
                    r.check(m.from().get() == h.hex(), m.at(), new Finding.FromDiffers(m.piece(), m.from().get(), h.hex()));
                }
                if (m.to().isPresent()) r.verdict(turn.move(m.piece(), m.to().get(), hexes.get()), m.at());
            } else if (a instanceof LogAction.Intelligence i) {
                shown++;
                r.verdict(turn.intelligence(game.card(Side.BRITISH, i.card()).orElseThrow()), i.at());
            } else if (a instanceof LogAction.BritishSearch s) {
                if (search(r, turn, s) && found == null) {
                    found = s.at();
                    foundBy = s.force();
                }
            } else if (a instanceof LogAction.Strategy s) {
                r.verdict(turn.advance(s.force()).verdict(), s.at());
            }
        }
        r.state = turn.state();
        hands.british(r, b, shown);
        if (found != null && b.battle() == null) r.check(false, found, new Finding.BattleMissing(foundBy));
        if (b.battle() != null && r.check(found != null, b.battle().at(), new Finding.BattleWithoutFind())) battles.check(r, b.battle(), false);
    }

    /** A search, checked; true when it was allowed and written as having found Graf Spee. */
    private boolean search(Replay r, BritishTurn turn, LogAction.BritishSearch s) {
        // As at the table: a roll written as failed fails, any other succeeds; a wrong result is reported once, here.
        int bonus = turn.searchBonus();
        boolean success = Rolls.britishSearch(rules, s.roll(), s.modifier() + bonus);
        boolean writtenSuccess = s.result().value() != LogAction.SearchResult.FAILED;
        int force = success == writtenSuccess ? 0 : writtenSuccess ? 2 * Rolls.FACES : -2 * Rolls.FACES;
        BritishTurn.Search result = turn.search(s.force(), s.roll(), s.modifier() + force);
        if (!r.verdict(result.verdict(), s.at())) return false;
        boolean there = turn.state().forces().get(s.force()) instanceof ForcePlace.OnHex h && h.hex() == turn.state().grafSpee();
        LogAction.SearchResult expected = !success ? LogAction.SearchResult.FAILED
                : there ? LogAction.SearchResult.FOUND : LogAction.SearchResult.NOT_THERE;
        r.check(expected == s.result().value(), s.result().at(), new Finding.BritishSearchDiffers(s.result().value(), expected,
                s.roll(), s.roll() + s.modifier() + bonus, rules.british().searchNeeds()));
        return s.result().value() == LogAction.SearchResult.FOUND;
    }
}
