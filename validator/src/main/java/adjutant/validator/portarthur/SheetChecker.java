package adjutant.validator.portarthur;

import adjutant.engine.data.Node;
import adjutant.engine.portarthur.BlockadeChoice;
import adjutant.engine.portarthur.DominanceFault;
import adjutant.engine.portarthur.DominanceOrders;
import adjutant.engine.portarthur.DominanceOutcome;
import adjutant.engine.portarthur.DominancePhase;
import adjutant.engine.portarthur.GameResult;
import adjutant.engine.portarthur.ManchuriaSpace;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Victory;
import adjutant.engine.portarthur.WarState;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a score sheet against the rules. The players' choices and dice (sea control, the
 * blockade, armies sent and where they land, the allocations) are taken as written and
 * checked for legality; the numbers the rules derive from them (firepower, hits, convoys
 * sunk, sea-control points, the DP marker, the winner) are recomputed and compared. The DP
 * marker is carried on as the rules move it, so one slip is reported once, on its own line.
 */
public final class SheetChecker {
    private final PortArthurGame game;
    private final DominancePhase phase;

    public SheetChecker(PortArthurGame game) {
        this.game = game;
        this.phase = new DominancePhase(game);
    }

    public SheetReport check(ScoreSheet sheet) {
        Tally tally = new Tally();
        SheetBattleChecker battles = new SheetBattleChecker(game, tally);
        WarState state = WarState.start(game);
        for (SheetTurn t : sheet.turns()) {
            t.battles().forEach(battles::check);
            state = dominance(t, state, tally);
        }
        GameResult result = null;
        int last = game.turns().count();
        boolean ended = !sheet.turns().isEmpty()
                && sheet.turns().get(sheet.turns().size() - 1).turn() == last;
        if (ended) result = Victory.decide(game, state);
        if (sheet.winner() != null) checkWinner(sheet, result, last, tally);
        return new SheetReport(sheet.file(), tally.checks(), tally.found(), state.dp(), result);
    }

    /** One turn's dominance phase: steps from the engine, each written claim compared with them. */
    private WarState dominance(SheetTurn t, WarState before, Tally tally) {
        Set<String> held =
                t.manchuria() == null ? before.manchuria() : t.manchuria().value();
        checkArmiesStay(t, before.manchuria(), held, tally);
        DominanceOrders orders = new DominanceOrders(
                t.control(),
                t.blockade() == null ? BlockadeChoice.NONE : t.blockade().value(),
                t.armiesAtSea() == null ? Set.of() : t.armiesAtSea().value(),
                newSpaces(before.manchuria(), held),
                t.roll() == null ? null : t.roll().value());
        DominanceOutcome out = phase.play(before, orders);

        if (t.score() != null) {
            tally.check(
                    t.score().value().equals(out.seaControl()),
                    t.score().at(),
                    new SheetFinding.ScoreDiffers(
                            t.score().value().japan(),
                            t.score().value().russia(),
                            out.seaControl().japan(),
                            out.seaControl().russia()));
        }
        if (t.blockade() != null)
            tally.checkAll(t.blockade().at(), faults(out, t.blockade().at(), BLOCKADE));
        if (t.armiesAtSea() != null)
            tally.checkAll(t.armiesAtSea().at(), faults(out, t.armiesAtSea().at(), SUPPLY));
        if (t.convoysSunk() != null) {
            int sunk = out.landing().convoysSunk().size();
            tally.check(
                    t.convoysSunk().value() == sunk,
                    t.convoysSunk().at(),
                    new SheetFinding.ConvoysDiffer(t.convoysSunk().value(), sunk));
        }
        Node landed = t.manchuria() != null ? t.manchuria().at() : t.at();
        claim(t.manchuria() != null, faults(out, landed, LANDING), landed, tally);
        Node rolled = t.roll() != null ? t.roll().at() : landed;
        claim(t.roll() != null, faults(out, rolled, ROLL), rolled, tally);

        if (t.dp() != null) {
            int jp = out.landing().japanPoints();
            int rp = out.landing().russiaPoints();
            tally.check(
                    t.dp().value() == out.dp(),
                    t.dp().at(),
                    new SheetFinding.DpDiffers(
                            t.turn(),
                            new SheetFinding.Marker(t.dp().value()),
                            new SheetFinding.Marker(out.dp()),
                            new SheetFinding.Marker(before.dp()),
                            out.seaControl().japan(),
                            out.seaControl().russia(),
                            out.blockade().cost(),
                            jp,
                            rp));
        }
        return new WarState(out.dp(), out.after().blockade(), held);
    }

    private static final Set<Class<?>> BLOCKADE = Set.of(
            DominanceFault.BlockadeUnderRussianControl.class,
            DominanceFault.BlockadeBarredAtLimit.class,
            DominanceFault.BlockadeAlreadyInPlace.class,
            DominanceFault.NoBlockadeToKeep.class);
    private static final Set<Class<?>> SUPPLY = Set.of(DominanceFault.TooManyArmiesAtSea.class);
    private static final Set<Class<?>> LANDING = Set.of(
            DominanceFault.WrongNumberLanded.class, DominanceFault.SpaceTaken.class, DominanceFault.SpaceNotOpen.class);
    private static final Set<Class<?>> ROLL = Set.of(DominanceFault.RollMissing.class, DominanceFault.RollNotDue.class);

    /** A written line counts as checked; faults about a line left out are reported at the turn all the same. */
    private static void claim(boolean written, List<Disagreement> wrong, Node at, Tally tally) {
        if (written) tally.checkAll(at, wrong);
        else wrong.forEach(tally::add);
    }

    private static List<Disagreement> faults(DominanceOutcome out, Node at, Set<Class<?>> kinds) {
        return out.faults().stream()
                .filter(f -> kinds.contains(f.getClass()))
                .map(f -> new Disagreement(at, new SheetFinding.EngineFault(f.key(), f.arguments())))
                .toList();
    }

    /** Spaces taken this turn, in track order (which is an order they can be taken in). */
    private List<String> newSpaces(Set<String> before, Set<String> now) {
        return game.manchuria().spaces().stream()
                .map(ManchuriaSpace::id)
                .filter(id -> now.contains(id) && !before.contains(id))
                .toList();
    }

    private static void checkArmiesStay(SheetTurn t, Set<String> before, Set<String> now, Tally tally) {
        Set<String> gone = new LinkedHashSet<>(before);
        gone.removeAll(now);
        for (String space : gone) tally.check(false, t.manchuria().at(), new SheetFinding.ArmyLeftTrack(space));
    }

    private static void checkWinner(ScoreSheet sheet, GameResult result, int last, Tally tally) {
        SheetValue<ScoreSheet.Outcome> w = sheet.winner();
        if (result == null) {
            int turn = sheet.turns().isEmpty()
                    ? 0
                    : sheet.turns().get(sheet.turns().size() - 1).turn();
            tally.check(false, w.at(), new SheetFinding.WinnerTooEarly(turn, last));
            return;
        }
        ScoreSheet.Outcome expected = new ScoreSheet.Outcome(result.winner());
        tally.check(
                w.value().equals(expected), w.at(), new SheetFinding.WinnerDiffers(w.value(), expected, result.why()));
    }
}
