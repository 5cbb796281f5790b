package adjutant.validator.hunt;

import adjutant.engine.data.Node;
import adjutant.engine.hunt.BritishTurn;
import adjutant.engine.hunt.ForcePlace;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.Side;
import java.util.ArrayList;
import java.util.List;
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
    private final LogBattleChecker battles;

    BritishTurnChecker(HuntGame game, MerchantChecker merchants, HandChecker hands, LogBattleChecker battles) {
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
        List<LogAction.BritishSearch> searches = new ArrayList<>();
        for (LogAction a : b.actions()) {
            if (a instanceof LogAction.Move m) {
                Optional<Integer> hexes = MoveCosts.hexes(rules, r, m);
                if (hexes.isEmpty()) continue;
                if (m.from().isPresent() && turn.state().forces().get(m.piece()) instanceof ForcePlace.OnHex h) {
                    r.check(
                            m.from().get() == h.hex(),
                            m.at(),
                            new LogFinding.FromDiffers(m.piece(), m.from().get(), h.hex()));
                }
                if (m.to().isPresent()) r.verdict(turn.move(m.piece(), m.to().get(), hexes.get()), m.at());
            } else if (a instanceof LogAction.Intelligence i) {
                shown++;
                r.verdict(turn.intelligence(game.card(Side.BRITISH, i.card()).orElseThrow()), i.at());
            } else if (a instanceof LogAction.BritishSearch s) {
                if (r.verdict(turn.search(s.force(), s.roll(), s.modifier()).verdict(), s.at())) searches.add(s);
            } else if (a instanceof LogAction.Strategy s) {
                r.verdict(turn.advance(s.force()).verdict(), s.at());
            }
        }
        r.state = turn.state();
        hands.british(r, b, shown);
        Node found = null;
        String foundBy = null;
        List<BritishTurn.Search> judged = turn.searches();
        for (int i = 0; i < searches.size(); i++) {
            if (results(r, searches.get(i), judged.get(i)) && found == null) {
                found = searches.get(i).at();
                foundBy = searches.get(i).force();
            }
        }
        if (found != null && b.battle() == null) r.check(false, found, new LogFinding.BattleMissing(foundBy));
        if (b.battle() != null && r.check(found != null, b.battle().at(), new LogFinding.BattleWithoutFind()))
            battles.check(r, b.battle(), false);
    }

    /**
     * A legal search's written result against the engine's, judged with the whole turn's
     * intelligence (a +1 shown after the roll counts too); true when written as having found Graf Spee.
     */
    private boolean results(Replay r, LogAction.BritishSearch s, BritishTurn.Search judged) {
        LogAction.SearchResult expected = !judged.success()
                ? LogAction.SearchResult.FAILED
                : judged.battle() ? LogAction.SearchResult.FOUND : LogAction.SearchResult.NOT_THERE;
        r.check(
                expected == s.result().value(),
                s.result().at(),
                new LogFinding.BritishSearchDiffers(
                        s.result().value(),
                        expected,
                        s.roll(),
                        judged.modifiedRoll(),
                        rules.british().searchNeeds()));
        return s.result().value() == LogAction.SearchResult.FOUND;
    }
}
