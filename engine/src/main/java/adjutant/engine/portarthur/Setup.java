package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.List;

/**
 * The opening deployment: every ship intact at the anchorage its fleet starts in, the
 * Baltic ships on the turn track at their arrival turn. The three optional ships join only
 * in the "Hidden threat" variant.
 */
public final class Setup {
    private Setup() {}

    public static Deployment initial(PortArthurGame game, boolean hiddenThreat) {
        List<Deployment.Placed> placed = new ArrayList<>();
        for (Ship s : game.ships()) {
            if (s.optional() && !hiddenThreat) continue;
            Fleet fleet = game.fleet(s.fleet()).orElseThrow();
            Berth berth = fleet.arrivesLater() ? new Berth.Waiting(s.arrives()) : new Berth.Anchorage(fleet.startsIn());
            placed.add(new Deployment.Placed(ShipState.intact(s), berth));
        }
        return Deployment.of(placed);
    }
}
