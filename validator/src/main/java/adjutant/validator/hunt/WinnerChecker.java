package adjutant.validator.hunt;

import adjutant.engine.hunt.Side;

/** The end of the game: the winner written under the log against the one the rules gave, if the game has ended. */
final class WinnerChecker {
    private WinnerChecker() {}

    static void check(Replay r) {
        LogValue<Side> w = r.log.winner();
        if (w == null) return;
        if (r.ending == null) {
            r.check(false, w.at(), new LogFinding.WinnerUndecided(w.value()));
        } else if (r.ending.winner() != null) {
            r.check(
                    w.value() == r.ending.winner(),
                    w.at(),
                    new LogFinding.WinnerDiffers(w.value(), r.ending.winner(), r.ending.why()));
        }
    }
}
