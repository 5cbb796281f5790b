package adjutant.engine.portarthur;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * "Hidden threat": before the first turn Japan rolls a die, halves it rounding down, and
 * picks that many ships of the torpedoed fleet at its home anchorage; they are turned to
 * their damaged side and moved to that port's shipyard.
 */
public final class TorpedoAttack {
    private TorpedoAttack() {}

    public static FleetStep apply(PortArthurGame game, Deployment d, int roll, List<String> chosen) {
        Tables.HiddenThreat rule = game.tables().hiddenThreat();
        String port = game.fleet(rule.torpedoFleet()).orElseThrow().startsIn();
        List<String> eligible = d.at(new Berth.Anchorage(port)).stream()
                .filter(p -> p.state().ship().fleet().equals(rule.torpedoFleet()))
                .map(Deployment.Placed::id)
                .toList();
        int expected = Math.min(rule.torpedoed(roll), eligible.size());
        List<FleetFault> faults = new ArrayList<>();
        if (chosen.size() != expected) faults.add(new FleetFault.WrongNumberChosen(expected, chosen.size()));
        Set<String> seen = new HashSet<>();
        for (String id : chosen) {
            if (!eligible.contains(id)) faults.add(new FleetFault.NotEligible(id));
            else if (!seen.add(id)) faults.add(new FleetFault.ChosenTwice(id));
            else d = d.move(id, new Berth.Shipyard(port), true);
        }
        return new FleetStep(d, faults);
    }
}
