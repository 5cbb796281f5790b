package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.List;

/**
 * The dominance phase of a turn, in the rulebook's order. Both sides act at once within a
 * step, so the points of one step are netted before the marker moves, and only then is it
 * held at the end of the track (points beyond it are lost). Steps apart are moved apart: the
 * blockade's cost comes after the sea-control move, the landing points after that.
 */
public final class DominancePhase {
    private final PortArthurGame game;

    public DominancePhase(PortArthurGame game) {
        this.game = game;
    }

    public DominanceOutcome play(WarState before, DominanceOrders orders) {
        DominanceRules rules = game.tables().dominance();
        DpTrack track = game.dpTrack();
        List<DominanceFault> faults = new ArrayList<>();

        // 1. Sea control: each side scores its areas and the key-area bonus; the marker moves by the difference.
        DominanceScore score = Dominance.score(game.map(), rules, orders.control());
        int afterControl = score.applyTo(track, before.dp());

        // 2. The Port Arthur blockade: placed or kept at a cost to Japan.
        BlockadeStep blockade = BlockadeRule.resolve(
                rules.blockade(),
                track,
                afterControl,
                before.blockade(),
                orders.blockade(),
                orders.controller(rules.blockade().sea()),
                faults);
        int afterBlockade = track.move(afterControl, Side.JAPAN, -blockade.cost());

        // 3. Convoys sunk and armies landed, with what the spaces taken set off.
        LandingStep landing = Landings.resolve(game, before.manchuria(), orders, faults);
        int end = track.move(afterBlockade, Side.JAPAN, landing.japanPoints() - landing.russiaPoints());

        return new DominanceOutcome(
                score,
                afterControl,
                blockade,
                afterBlockade,
                landing,
                new WarState(end, blockade.inPlace(), landing.held()),
                faults);
    }
}
