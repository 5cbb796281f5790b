package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Landings and convoys. An army in a landing box whose sea Russia controls is lost with its
 * convoy (back to Japan's supply for the next turn) and Russia scores for the convoys sunk;
 * every other army comes ashore on a free space of the Manchuria track that opens behind a
 * held one. Taking a space sets off its effect; a space that scores on a roll is rolled for
 * every turn it is held, the turn it is taken included.
 */
public final class Landings {
    private Landings() {}

    public static LandingStep resolve(
            PortArthurGame game, Set<String> held, DominanceOrders o, List<DominanceFault> faults) {
        int supply = game.armies() - held.size();
        if (o.armiesAtSea().size() > supply)
            faults.add(new DominanceFault.TooManyArmiesAtSea(o.armiesAtSea().size(), supply));

        List<String> sunk = new ArrayList<>();
        int ashore = 0;
        for (LandingBox box : game.map().landingBoxes()) {
            if (!o.armiesAtSea().contains(box.id())) continue;
            if (o.controller(box.sea()) == Side.RUSSIA) sunk.add(box.id());
            else ashore++;
        }
        if (o.landedOn().size() != ashore)
            faults.add(new DominanceFault.WrongNumberLanded(ashore, o.landedOn().size()));

        Set<String> now = new LinkedHashSet<>(held);
        List<String> taken = new ArrayList<>();
        List<SpaceEffect> triggered = new ArrayList<>();
        int japan = 0;
        for (String id : o.landedOn()) {
            ManchuriaSpace space = game.manchuria()
                    .space(id)
                    .orElseThrow(() -> new IllegalArgumentException("no Manchuria space '" + id + "'"));
            if (now.contains(id)) {
                faults.add(new DominanceFault.SpaceTaken(id));
                continue;
            }
            if (space.after() != null && !now.contains(space.after()))
                faults.add(new DominanceFault.SpaceNotOpen(id, space.after()));
            now.add(id);
            taken.add(id);
            if (space.effect() != null) triggered.add(space.effect());
            if (space.effect() instanceof SpaceEffect.PortFalls f) japan += f.dp();
        }
        japan += rollPoints(game.manchuria(), now, o.dpRoll(), faults);
        return new LandingStep(
                sunk, taken, triggered, now, japan, game.tables().dominance().convoyPoints(sunk.size()));
    }

    private static int rollPoints(ManchuriaTrack track, Set<String> held, Integer roll, List<DominanceFault> faults) {
        ManchuriaSpace rolling = track.spaces().stream()
                .filter(s -> held.contains(s.id()) && s.effect() instanceof SpaceEffect.DpRoll)
                .findFirst()
                .orElse(null);
        if (rolling == null) {
            if (roll != null) faults.add(new DominanceFault.RollNotDue());
            return 0;
        }
        if (roll == null) {
            faults.add(new DominanceFault.RollMissing(rolling.id()));
            return 0;
        }
        Movement.checkDie(roll);
        SpaceEffect.DpRoll r = (SpaceEffect.DpRoll) rolling.effect();
        return roll <= r.atMost() ? r.dp() : 0;
    }
}
