package adjutant.validator.hunt;

import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntState;

/**
 * Replays a game log through the engine's rules. What the players chose or rolled (cards,
 * actions, dice, Graf Spee's secret hexes, merchant moves, duel cards) is taken as written
 * and checked for legality; what the rules derive from it (search and repair results, hand
 * sizes, ships to draw, duel hits, the winner) is recomputed and compared. The position is
 * carried on as the table had it, so one slip is reported once, on its own line.
 *
 * <p>This class walks the turns; the checkers of the parts ({@link MerchantChecker},
 * {@link GermanTurnChecker}, {@link BritishTurnChecker}, {@link LogBattleChecker},
 * {@link HandChecker}, {@link WinnerChecker}) share one {@link Replay}.
 */
public final class LogChecker {
    private final HuntGame game;
    private final MerchantChecker merchants;
    private final GermanTurnChecker german;
    private final BritishTurnChecker british;

    public LogChecker(HuntGame game) {
        this.game = game;
        this.merchants = new MerchantChecker(game);
        HandChecker hands = new HandChecker(game);
        LogBattleChecker battles = new LogBattleChecker(game);
        this.german = new GermanTurnChecker(game, merchants, hands, battles);
        this.british = new BritishTurnChecker(game, merchants, hands, battles);
    }

    public LogReport check(GameLog log) {
        Replay r = new Replay(log, game.rules());
        r.state = HuntState.setup(
                game, log.secretLog().get(0).value(), log.altmark().value(), merchants.atStart(r));
        merchants.setup(r);
        for (LogTurn t : log.turns()) {
            r.turn = t.turn();
            if (r.playedAfterEnd(t.at())) break;
            german.check(r, t.german());
            if (t.british() == null) continue;
            if (r.playedAfterEnd(t.british().at())) break;
            british.check(r, t.british());
        }
        r.turn = 0;
        WinnerChecker.check(r);
        return r.report();
    }
}
