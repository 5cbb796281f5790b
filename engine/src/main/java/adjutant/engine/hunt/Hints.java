package adjutant.engine.hunt;

/**
 * Placing a hint disc (forced by British intelligence): on Graf Spee's hex or a hex next
 * to it, never on a hex that already holds a hint disc or Altmark, and only while a disc
 * is left in the box. The discs are removed when Graf Spee next moves.
 */
public final class Hints {
    public static final String DISC = "hint";

    private Hints() {}

    /** The usual rule: at most one hex from Graf Spee. */
    public static Verdict check(HuntGame game, HuntState state, int hex) {
        return check(game, state, hex, 1);
    }

    /** With a wider {@code range}, for cards that let the German place the disc further away. */
    public static Verdict check(HuntGame game, HuntState state, int hex, int range) {
        if (!game.map().has(hex)) return Verdict.illegal(new Reason.NoSuchHex(hex));
        int discs = game.discs().stream()
                .filter(d -> d.id().equals(DISC))
                .mapToInt(Disc::count)
                .findFirst()
                .orElse(0);
        if (state.hints().size() >= discs) return Verdict.illegal(new Reason.NoHintLeft(discs));
        if (game.map().distance(state.grafSpee(), hex) > range)
            return Verdict.illegal(new Reason.HintTooFar(hex, state.grafSpee()));
        if (state.hints().contains(hex)) return Verdict.illegal(new Reason.HintBlocked(hex, DISC));
        if (state.altmark() == hex) return Verdict.illegal(new Reason.HintBlocked(hex, GermanTurn.ALTMARK));
        return Verdict.ok();
    }
}
