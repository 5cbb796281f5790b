package adjutant.validator.hunt;

import adjutant.engine.hunt.Battle;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.HuntRules;
import adjutant.engine.hunt.Side;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A battle at Graf Spee's hex: the forces there, the number of duels, each duel's hit
 * (recomputed from the written cards) and the winner. Any battle ends the game.
 */
final class LogBattleChecker {
    private final HuntGame game;
    private final HuntRules rules;

    LogBattleChecker(HuntGame game) {
        this.game = game;
        this.rules = game.rules();
    }

    void check(Replay r, LogBattle b, boolean puntaDelEste) {
        List<String> expected = r.state.forcesOn(r.state.grafSpee());
        List<String> forces = expected.isEmpty() ? b.forces().value() : expected;
        r.check(
                Set.copyOf(b.forces().value()).equals(Set.copyOf(forces)),
                b.forces().at(),
                new LogFinding.BattleForcesDiffer(String.join(", ", b.forces().value()), String.join(", ", forces)));
        int duels = rules.battle().duels();
        if (!r.check(
                b.duels().size() == duels,
                b.at(),
                new LogFinding.DuelCount(b.duels().size(), duels))) {
            r.end(null, LogFinding.Why.BATTLE);
            return;
        }
        Battle.Setup setup = Battle.Setup.of(game, forces, r.log.forceSide());
        if (puntaDelEste) setup = setup.withPuntaDelEste();
        Battle.Result result = Battle.resolve(
                rules,
                setup,
                b.duels().stream().map(LogBattle.Duel::german).toList(),
                b.duels().stream().map(LogBattle.Duel::british).toList());
        for (int i = 0; i < duels; i++) {
            LogBattle.Duel d = b.duels().get(i);
            Battle.Duel e = result.duels().get(i);
            Optional<Side> hit = e.ignored() ? Optional.empty() : e.hit();
            r.check(
                    hit.equals(d.hit().value()),
                    d.hit().at(),
                    new LogFinding.DuelHitDiffers(
                            i + 1,
                            d.hit().value().orElse(null),
                            hit.orElse(null),
                            e.german().toString(),
                            e.british().toString()));
        }
        if (b.winner() != null) {
            r.check(
                    b.winner().value() == result.winner(),
                    b.winner().at(),
                    new LogFinding.BattleWinnerDiffers(
                            b.winner().value(), result.winner(), result.germanHits(), result.britishHits()));
        }
        r.end(result.winner(), LogFinding.Why.BATTLE);
    }
}
