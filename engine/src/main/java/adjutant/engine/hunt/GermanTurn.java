package adjutant.engine.hunt;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The German card phase when a card is played for its OP: spends them on actions and
 * checks each against the rules, in the order taken. An illegal action changes nothing
 * and says why ({@link Reason}). Costs and thresholds come from {@link HuntRules}.
 *
 * <p>Moves: 1, 2 or 3 hexes for 1, 2 or 4 OP; each ship once a turn; the ship need not
 * use the whole length paid for. Graf Spee alone may interrupt her move with a search and
 * attack and then use what is left of it.
 */
public final class GermanTurn {
    public static final String GRAF_SPEE = "graf-spee";
    public static final String ALTMARK = "altmark";

    /** A search and attack: allowed or not, the modified roll, whether the ship sank, and the forces on that hex (who may react). */
    public record Search(Verdict verdict, int modifiedRoll, boolean sunk, List<String> forcesThere) {}

    /** A repair attempt: allowed or not, and what the roll did. */
    public record Repair(Verdict verdict, Optional<Rolls.Repair> outcome) {}

    private final HuntGame game;
    private final HuntRules rules;
    private HuntState state;
    private int left;
    private final Set<String> moved = new HashSet<>();
    private int searches;
    /** Hexes of Graf Spee's paid move not yet used, while a search may still interrupt it. */
    private int grafSpeeMoveLeft = -1;

    private boolean mayContinue;

    public GermanTurn(HuntGame game, HuntState state, int cardOp) {
        this.game = game;
        this.rules = game.rules();
        this.state = state;
        this.left = cardOp;
    }

    public HuntState state() {
        return state;
    }

    /** OP still to spend. */
    public int left() {
        return left;
    }

    /** Adds OP from the operational reserve to this card's OP. */
    public Verdict useReserve(int op) {
        if (op > state.reserve()) return Verdict.illegal(new Reason.ReserveShort(state.reserve(), op));
        state = state.withReserve(state.reserve() - op);
        left += op;
        return Verdict.ok();
    }

    public Verdict move(String piece, int to, int paidHexes) {
        if (!piece.equals(GRAF_SPEE) && !piece.equals(ALTMARK)) return Verdict.illegal(new Reason.UnknownPiece(piece));
        if (moved.contains(piece)) return Verdict.illegal(new Reason.AlreadyMoved(piece));
        Optional<Integer> cost = rules.moveCost(paidHexes);
        if (cost.isEmpty()) return Verdict.illegal(new Reason.NoSuchMove(paidHexes, rules.maxMove()));
        if (cost.get() > left) return Verdict.illegal(new Reason.NotEnoughOp(cost.get(), left));
        if (!game.map().has(to)) return Verdict.illegal(new Reason.NoSuchHex(to));
        int from = piece.equals(GRAF_SPEE) ? state.grafSpee() : state.altmark();
        int d = game.map().distance(from, to);
        if (d > paidHexes) return Verdict.illegal(new Reason.TooFar(piece, from, to, d, paidHexes));
        left -= cost.get();
        moved.add(piece);
        if (piece.equals(ALTMARK)) {
            state = state.withAltmark(to);
        } else {
            // The hint discs go as soon as Graf Spee is announced to move again.
            state = state.withGrafSpee(to).withHints(Set.of());
            grafSpeeMoveLeft = searches > 0 ? -1 : paidHexes - d;
        }
        return Verdict.ok();
    }

    /** Graf Spee goes on with the rest of the move she paid for, after a search and attack interrupted it. */
    public Verdict continueMove(int to) {
        if (!mayContinue) return Verdict.illegal(new Reason.NothingToContinue());
        if (!game.map().has(to)) return Verdict.illegal(new Reason.NoSuchHex(to));
        int d = game.map().distance(state.grafSpee(), to);
        if (d > grafSpeeMoveLeft)
            return Verdict.illegal(new Reason.TooFar(GRAF_SPEE, state.grafSpee(), to, d, grafSpeeMoveLeft));
        state = state.withGrafSpee(to).withHints(Set.of());
        mayContinue = false;
        grafSpeeMoveLeft = -1;
        return Verdict.ok();
    }

    /** Search and attack the merchant on Graf Spee's hex, with no card modifier. */
    public Search search(String merchant, boolean useSeaplane, int roll) {
        return search(merchant, useSeaplane, roll, 0);
    }

    /**
     * Search and attack: Graf Spee reveals herself on a merchant's hex and rolls; the
     * seaplane, if airworthy, may add its bonus and becomes broken. {@code cardModifier}
     * is what cards in play add (e.g. −1 for Storm at Sea).
     */
    public Search search(String merchant, boolean useSeaplane, int roll, int cardModifier) {
        Rolls.checkFace(roll);
        List<String> none = List.of();
        if (searches >= rules.german().searchesPerTurn())
            return new Search(Verdict.illegal(new Reason.AlreadySearched(GRAF_SPEE)), 0, false, none);
        Integer at = state.merchants().get(merchant);
        if (at == null || at != state.grafSpee()) {
            return new Search(Verdict.illegal(new Reason.NoMerchantThere(merchant, state.grafSpee())), 0, false, none);
        }
        if (useSeaplane && state.seaplane() != Seaplane.AIRWORTHY) {
            return new Search(
                    Verdict.illegal(new Reason.SeaplaneIs(state.seaplane(), Seaplane.AIRWORTHY)), 0, false, none);
        }
        int cost = rules.german().searchCost();
        if (cost > left) return new Search(Verdict.illegal(new Reason.NotEnoughOp(cost, left)), 0, false, none);
        left -= cost;
        searches++;
        mayContinue = grafSpeeMoveLeft > 0;
        int modifier = cardModifier;
        if (useSeaplane) {
            state = state.withSeaplane(Seaplane.BROKEN);
            modifier += rules.german().seaplaneBonus();
        }
        boolean sunk = Rolls.germanSearch(rules, roll, modifier);
        if (sunk) state = state.withSunk(merchant);
        return new Search(Verdict.ok(), roll + modifier, sunk, state.forcesOn(state.grafSpee()));
    }

    /** Repair a broken seaplane: the roll must beat the number of German cards removed from the game. */
    public Repair repair(int roll) {
        Rolls.checkFace(roll);
        if (state.seaplane() != Seaplane.BROKEN) {
            return new Repair(
                    Verdict.illegal(new Reason.SeaplaneIs(state.seaplane(), Seaplane.BROKEN)), Optional.empty());
        }
        int cost = rules.german().repairCost();
        if (cost > left) return new Repair(Verdict.illegal(new Reason.NotEnoughOp(cost, left)), Optional.empty());
        left -= cost;
        Rolls.Repair r = Rolls.repair(roll, state.germanCardsRemoved());
        if (r == Rolls.Repair.REPAIRED) state = state.withSeaplane(Seaplane.AIRWORTHY);
        if (r == Rolls.Repair.DESTROYED) state = state.withSeaplane(Seaplane.DESTROYED);
        return new Repair(Verdict.ok(), Optional.of(r));
    }

    /** Put unspent OP into the operational reserve, which never holds more than its maximum. */
    public Verdict keepInReserve(int op) {
        if (op > left) return Verdict.illegal(new Reason.NotEnoughOp(op, left));
        int max = rules.german().reserveMax();
        if (state.reserve() + op > max) return Verdict.illegal(new Reason.ReserveFull(max, state.reserve() + op));
        left -= op;
        state = state.withReserve(state.reserve() + op);
        return Verdict.ok();
    }
}
