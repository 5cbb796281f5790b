package adjutant.engine.portarthur;

import java.util.List;

/** A deployment after a step of play, and the rules the step as played broke (none when legal). */
public record FleetStep(Deployment deployment, List<FleetFault> faults) {
    public FleetStep {
        faults = List.copyOf(faults);
    }

    public boolean legal() {
        return faults.isEmpty();
    }
}
