package adjutant.engine.portarthur;

import adjutant.engine.RecordParts;
import java.util.Map;

/**
 * Why a choice about ships outside battle breaks the rules (the torpedo attack, mines,
 * repairs, the return to port), as data; rendered through the i18n key
 * {@code check.fleet.<snake_case_name>}.
 */
public sealed interface FleetFault {
    default String key() {
        return "check.fleet." + RecordParts.name(getClass(), "_");
    }

    default Map<String, Object> arguments() {
        return RecordParts.fields((Record) this);
    }

    /** {@code expected} ships had to be chosen, {@code written} were. */
    record WrongNumberChosen(int expected, int written) implements FleetFault {}

    /** {@code ship} cannot be chosen here. */
    record NotEligible(String ship) implements FleetFault {}

    /** {@code ship} is chosen twice. */
    record ChosenTwice(String ship) implements FleetFault {}

    /** {@code ship} struck a mine intact, but no die was rolled to see whether it sinks. */
    record SurvivalRollMissing(String ship) implements FleetFault {}

    /** {@code ship} is not a damaged ship at the anchorage of a port with a shipyard. */
    record NotRepairable(String ship) implements FleetFault {}

    /** {@code ship} cannot go home to {@code port} from where it is. */
    record ReturnPortNotAllowed(String ship, String port) implements FleetFault {}

    /** {@code ship} may go home to more than one port and none was chosen. */
    record ReturnPortMissing(String ship) implements FleetFault {}
}
