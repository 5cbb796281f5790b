package adjutant.engine.hunt;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The British card phase when a card is played for its OP: moving forces, searching with
 * them, showing extra cards for their intelligence bar, and advancing a force on the
 * strategy track. Each action is checked in turn; an illegal one changes nothing and says why.
 */
public final class BritishTurn {
    /**
     * A search by one force: allowed or not, the modified roll, whether it succeeded, and
     * whether Graf Spee was on that hex (a success there starts the battle).
     */
    public record Search(Verdict verdict, int modifiedRoll, boolean success, boolean battle) {}

    /** An advance on the strategy track: allowed or not, and where the force now is. */
    public record Advance(Verdict verdict, Optional<ForcePlace> place) {}

    /** A legal search's roll, kept so that intelligence shown later in the turn still counts for it. */
    private record Roll(int hex, int roll, int cardModifier) {}

    private final HuntGame game;
    private final HuntRules rules;
    private HuntState state;
    private int left;
    private int bonus;
    private int hintsOwed;
    private int strategyUsed;
    private final Set<String> moved = new HashSet<>();
    private final Set<String> searched = new HashSet<>();
    private final List<Roll> rolls = new ArrayList<>();

    public BritishTurn(HuntGame game, HuntState state, int cardOp) {
        this.game = game;
        this.rules = game.rules();
        this.state = state;
        this.left = cardOp;
    }

    public HuntState state() {
        return state;
    }

    public int left() {
        return left;
    }

    /** What the intelligence shown so far adds to every search roll of this turn, the earlier ones too. */
    public int searchBonus() {
        return bonus;
    }

    /** Hint discs the German player must place because of intelligence cards shown so far. */
    public int hintsOwed() {
        return hintsOwed;
    }

    public Verdict move(String force, int to, int paidHexes) {
        Optional<Integer> at = hexOf(force);
        if (game.force(force).isEmpty()) return Verdict.illegal(new Reason.UnknownPiece(force));
        if (at.isEmpty()) return Verdict.illegal(new Reason.NotOnMap(force));
        if (moved.contains(force)) return Verdict.illegal(new Reason.AlreadyMoved(force));
        Optional<Integer> cost = rules.moveCost(paidHexes);
        if (cost.isEmpty()) return Verdict.illegal(new Reason.NoSuchMove(paidHexes, rules.maxMove()));
        if (cost.get() > left) return Verdict.illegal(new Reason.NotEnoughOp(cost.get(), left));
        if (!game.map().has(to)) return Verdict.illegal(new Reason.NoSuchHex(to));
        int d = game.map().distance(at.get(), to);
        if (d > paidHexes) return Verdict.illegal(new Reason.TooFar(force, at.get(), to, d, paidHexes));
        left -= cost.get();
        moved.add(force);
        state = state.withForce(force, new ForcePlace.OnHex(to));
        return Verdict.ok();
    }

    /** Shows one more British card for its intelligence bar: +1 to every search this turn and/or a hint disc. */
    public Verdict intelligence(Card card) {
        if (card.deck() != Side.BRITISH || card.intelligence().isEmpty()) {
            return Verdict.illegal(new Reason.NoIntelligenceBar(card.id()));
        }
        int cost = rules.british().intelligenceCost();
        if (cost > left) return Verdict.illegal(new Reason.NotEnoughOp(cost, left));
        left -= cost;
        if (card.intelligence().contains(Intel.PLUS_ONE))
            bonus += rules.british().intelligenceBonus();
        if (card.intelligence().contains(Intel.HINT)) hintsOwed++;
        return Verdict.ok();
    }

    /**
     * A search by a force on its hex, judged with the intelligence shown so far. The +1 counts
     * for every search of the turn, so a card shown later can still turn it into a success:
     * {@link #searches()} gives the verdicts with the whole turn's intelligence.
     */
    public Search search(String force, int roll) {
        return search(force, roll, 0);
    }

    /** As {@link #search(String, int)}, plus what cards in play add ({@code cardModifier}, e.g. −1 for Storm at Sea). */
    public Search search(String force, int roll, int cardModifier) {
        Rolls.checkFace(roll);
        Optional<Integer> at = hexOf(force);
        if (game.force(force).isEmpty())
            return new Search(Verdict.illegal(new Reason.UnknownPiece(force)), 0, false, false);
        if (at.isEmpty()) return new Search(Verdict.illegal(new Reason.NotOnMap(force)), 0, false, false);
        if (searched.contains(force))
            return new Search(Verdict.illegal(new Reason.AlreadySearched(force)), 0, false, false);
        int cost = rules.british().searchCost();
        if (cost > left) return new Search(Verdict.illegal(new Reason.NotEnoughOp(cost, left)), 0, false, false);
        left -= cost;
        searched.add(force);
        Roll r = new Roll(at.get(), roll, cardModifier);
        rolls.add(r);
        return judge(r);
    }

    /** Every legal search of this turn in order, judged with all the intelligence shown in the turn (also after the roll). */
    public List<Search> searches() {
        return rolls.stream().map(this::judge).toList();
    }

    private Search judge(Roll r) {
        int modifier = bonus + r.cardModifier();
        boolean success = Rolls.britishSearch(rules, r.roll(), modifier);
        return new Search(Verdict.ok(), r.roll() + modifier, success, success && state.grafSpee() == r.hex());
    }

    /** Advance a force one space on the strategy track; past the last space it enters the map on the exit hex. */
    public Advance advance(String force) {
        if (game.force(force).isEmpty())
            return new Advance(Verdict.illegal(new Reason.UnknownPiece(force)), Optional.empty());
        if (!(state.forces().get(force) instanceof ForcePlace.OnTrack on)) {
            return new Advance(Verdict.illegal(new Reason.NotOnTrack(force)), Optional.empty());
        }
        if (strategyUsed >= rules.british().strategyPerTurn())
            return new Advance(Verdict.illegal(new Reason.StrategyUsed()), Optional.empty());
        int cost = rules.british().strategyCost();
        if (cost > left) return new Advance(Verdict.illegal(new Reason.NotEnoughOp(cost, left)), Optional.empty());
        left -= cost;
        strategyUsed++;
        ForcePlace next = StrategyTrack.next(game, on);
        state = state.withForce(force, next);
        return new Advance(Verdict.ok(), Optional.of(next));
    }

    private Optional<Integer> hexOf(String force) {
        return state.forces().get(force) instanceof ForcePlace.OnHex h ? Optional.of(h.hex()) : Optional.empty();
    }

    /** Forces on the map, for callers listing what may still act. */
    public List<String> forcesOnMap() {
        return state.forces().entrySet().stream()
                .filter(e -> e.getValue() instanceof ForcePlace.OnHex)
                .map(Map.Entry::getKey)
                .toList();
    }
}
